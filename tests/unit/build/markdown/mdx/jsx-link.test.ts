import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../../src/build/markdown';

const mdx: MarkdownOptions = {
  file: 'content/en/guide/sub/index.mdx',
  routePath: '/guide/sub/',
  lang: 'en',
  format: 'mdx',
};

describe('links written as JSX props', () => {
  it("are told apart from Markdown's, in a built-in component, an <a> and a page's own component", async () => {
    const source = [
      '# Sub',
      '',
      'export const Go = ({ to }) => <a href={to}>go</a>;',
      '',
      '<LinkCard href="../features" title="Features" />',
      '',
      '<Link href="/guide/link">link</Link> and <a href="./plain">plain</a>',
      '',
      '<Go to="/guide/own" />',
      '',
      '[markdown](../markdown)',
    ].join('\n');
    const page = await renderMarkdown(source, mdx);
    expect(page.errors).toEqual([]);
    expect(page.links).toEqual([
      { url: '/guide/features', line: 5, jsx: true },
      { url: '/guide/link', line: 7, jsx: true },
      { url: '/guide/sub/plain', line: 7, jsx: true },
      { url: '/guide/own', line: 9, jsx: true },
      { url: '/guide/markdown', line: 11 },
    ]);
    // The mark stays out of the page's HTML.
    expect(page.html).not.toMatch(/jsx/i);
  });

  it("leave the Markdown links a component shows as its children Markdown's", async () => {
    const page = await renderMarkdown('# T\n\n<Card title="C">\n\nSee [b](./b).\n\n</Card>\n', mdx);
    expect(page.links).toEqual([{ url: '/guide/sub/b', line: 5 }]);
  });
});
