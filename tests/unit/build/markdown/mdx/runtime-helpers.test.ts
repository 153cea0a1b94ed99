import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../../src/build/markdown';
import { runtimeHelpers } from '../../../../../src/build/markdown/mdx/runtime-helpers';

const mdx: MarkdownOptions = {
  file: 'content/en/guide/a.mdx',
  routePath: '/guide/a',
  lang: 'en',
  format: 'mdx',
  base: '/site/',
};

describe('runtimeHelpers', () => {
  const { normalizeImagePath, withBase } = runtimeHelpers('/site/');

  it('put the base in front of a site path', () => {
    expect(normalizeImagePath('/demo.png')).toBe('/site/demo.png');
    expect(withBase('/guide/a')).toBe('/site/guide/a');
  });

  it('leave external URLs, relative paths and paths that carry the base already as they are', () => {
    expect(normalizeImagePath('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(normalizeImagePath('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
    expect(normalizeImagePath('./a.png')).toBe('./a.png');
    expect(withBase('/site/guide/a')).toBe('/site/guide/a');
  });

  it('give the site root for no path, and change nothing on a site at the root', () => {
    expect(withBase()).toBe('/site/');
    expect(runtimeHelpers('/').normalizeImagePath('/demo.png')).toBe('/demo.png');
  });

  it('throw a TypeError naming what they were given instead of a path', () => {
    expect(() => normalizeImagePath(42)).toThrow(
      new TypeError('normalizeImagePath takes a path (a string), not a number'),
    );
    expect(() => withBase(['/a'])).toThrow(new TypeError('withBase takes a path (a string), not an array'));
  });
});

describe("Rspress's normalizeImagePath and withBase in a page", () => {
  it("put the site's base in front of the paths in the page's props and expressions", async () => {
    const page = await renderMarkdown(
      [
        "import { normalizeImagePath, withBase as based } from '@rspress/core/runtime';",
        '',
        '<img src={normalizeImagePath(\'/demo.png\')} width="100" />',
        '',
        "See {based('/guide/b')}.",
      ].join('\n'),
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toBe('<img src="/site/demo.png" width="100" loading="lazy">\n<p>See /site/guide/b.</p>');
  });

  it("come from Rspress 1's runtime module too, and may be imported and never used", async () => {
    const page = await renderMarkdown("import { normalizeImagePath } from 'rspress/runtime';\n\n# T", mdx);
    expect(page.errors).toEqual([]);
  });

  it('report a call with something other than a path on its line', async () => {
    const page = await renderMarkdown(
      "import { normalizeImagePath } from '@rspress/core/runtime';\n\n<img src={normalizeImagePath(1)} />",
      mdx,
    );
    expect(page.errors).toEqual([
      {
        line: 3,
        message:
          '<img>: {normalizeImagePath(1)} throws TypeError: normalizeImagePath takes a path (a string), not a number',
      },
    ]);
  });

  it('leave any other name of the runtime an error naming what a page may import from it', async () => {
    const page = await renderMarkdown("import { useNothing } from '@rspress/core/runtime';\n\n# T", mdx);
    expect(page.errors).toEqual([
      {
        line: 1,
        message:
          '"@rspress/core/runtime": a page may import Head, NoSSR, normalizeImagePath and withBase from it, not useNothing',
      },
    ]);
  });

  it("read react-router-dom as Rspress's runtime, whose Navigate a page draws through a component of its own", async () => {
    const page = await renderMarkdown(
      'import { Navigate } from \'react-router-dom\';\n\n<Navigate to="/cli/" replace />',
      mdx,
    );
    expect(page.errors).toEqual([
      {
        line: 1,
        message:
          '"react-router-dom": a page may import Head, NoSSR, normalizeImagePath and withBase from it, not Navigate (a .tsx component may use it)',
      },
    ]);
  });
});
