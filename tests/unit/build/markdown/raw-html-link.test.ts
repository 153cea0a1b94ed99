import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../src/build/markdown';

const md: MarkdownOptions = { file: 'content/en/guide/sub/index.md', routePath: '/guide/sub/', lang: 'en' };

describe('links written in raw HTML', () => {
  it("are told apart from Markdown's, inline and among blocks, a same-page #hash too", async () => {
    const source = [
      '# Sub',
      '',
      'Try the <a href="/demo/" target="_blank">live demo</a>.',
      '',
      '<div align="center"><a href="../features">Features</a> <a href="#sub">top</a></div>',
      '',
      '[markdown](../markdown)',
    ].join('\n');
    const page = await renderMarkdown(source, md);
    expect([page.errors, page.warnings]).toEqual([[], []]);
    expect(page.links).toEqual([
      { url: '/demo/', line: 3, html: true },
      { url: '/guide/features', line: 5, html: true },
      { url: '/guide/sub/#sub', line: 5, samePage: true, html: true },
      { url: '/guide/markdown', line: 7 },
    ]);
    // The mark stays out of the page's HTML.
    expect(page.html).toContain('<a href="/demo/" target="_blank">live demo</a>');
    expect(page.html).not.toMatch(/raw-?html/i);
  });

  it('leave the Markdown links between HTML blocks Markdown’s', async () => {
    const page = await renderMarkdown('# Sub\n\n<details>\n\nSee [b](./b).\n\n</details>\n', md);
    expect(page.links).toEqual([{ url: '/guide/sub/b', line: 5 }]);
  });

  it("are the browser's to resolve, so none is taken as one Rspress 1 read from the language's root", async () => {
    const page = await renderMarkdown('# Sub\n\n<a href="guide/api">API</a> and [API](guide/api)', {
      ...md,
      file: 'content/en/guide/start.md',
      routePath: '/guide/start',
    });
    expect(page.links).toEqual([
      { url: '/guide/guide/api', line: 3, html: true },
      { url: '/guide/guide/api', line: 3, rootRead: expect.objectContaining({ url: '/guide/api' }) },
    ]);
  });

  it("with the site's linksFromRoot, lead a Markdown link without ./ or / from the language's root, in the twin too", async () => {
    const page = await renderMarkdown('# Sub\n\n<a href="guide/api">API</a> and [API](guide/api) and [B](./b)', {
      ...md,
      file: 'content/en/guide/start.md',
      routePath: '/guide/start',
      linksFromRoot: true,
    });
    expect(page.links).toEqual([
      { url: '/guide/guide/api', line: 3, html: true },
      { url: '/guide/api', line: 3 },
      { url: '/guide/b', line: 3 },
    ]);
    expect(page.html).toContain('<a href="/guide/api">API</a> and <a href="/guide/b">B</a>');
    expect(page.twin).toContain('[API](/guide/api) and [B](/guide/b)');
  });

  it('leave raw HTML a page shows as text unlinked and unchecked', async () => {
    const page = await renderMarkdown('# Sub\n\n<a href="/gone" onclick="x()">gone</a>', md);
    expect(page.links).toEqual([]);
    expect(page.html).not.toContain('<a href="/gone"');
  });
});
