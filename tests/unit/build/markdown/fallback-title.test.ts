import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown';

const render = (body: string) =>
  renderMarkdown(body, { file: 'en/guide/a.md', routePath: '/guide/a', lang: 'en', fallbackTitle: 'Installation' });

describe('the fallback title of a doc page whose front matter names one', () => {
  it('is its h1 when its Markdown writes none', async () => {
    const page = await render('Some text.\n');
    expect(page.html).toMatch(/^<h1 id="installation">Installation<\/h1>\n<p>Some text.<\/p>/);
    expect(page.title).toBe('Installation');
  });

  it('is not added to a page that opens with a # heading or an underlined one', async () => {
    for (const body of ['# Installation\n\nText.\n', 'Installation\n============\n\nText.\n']) {
      const { html } = await render(body);
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toContain('<h1 id="installation">Installation</h1>');
    }
  });

  it('is added when the only # line is in a code block, which is no heading', async () => {
    const { html } = await render('```sh\n# install it\nnpm i x\n```\n');
    expect(html).toMatch(/^<h1 id="installation">Installation<\/h1>/);
  });

  it("leaves the page's lines their numbers", async () => {
    const { links } = await render('Text.\n\n[B](./b.md)\n');
    expect(links).toMatchObject([{ url: '/guide/b', line: 3 }]);
  });
});
