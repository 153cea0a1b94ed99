import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../../src/build/markdown';
import { parseWithoutHtmlComments } from '../../../../../src/build/markdown/mdx/html-comments';
import { getProcessor } from '../../../../../src/build/markdown/processor';

const parse = (text: string) => getProcessor('mdx').parse(text);
const mdx = { file: 'content/en/guide/a.mdx', routePath: '/guide/a', lang: 'en', format: 'mdx' } as const;

describe('parseWithoutHtmlComments', () => {
  it('takes out each comment the MDX parser stops at but for its line breaks, and parses the rest', () => {
    const source = 'A\n\n<!-- cspell:disable -->\n\nB <!-- one\ntwo --> C\n';
    const { tree, text } = parseWithoutHtmlComments(source, parse);
    expect(text).toBe('A\n\n\n\nB \n C\n');
    expect(tree.children.map((node) => [node.type, node.position?.start.line])).toEqual([
      ['paragraph', 1],
      ['paragraph', 5],
    ]);
  });

  it('leaves comments in code as they are, and text without comments untouched', () => {
    const source = '```html\n<!-- kept -->\n```\n\nInline `<!-- kept too -->`.\n';
    expect(parseWithoutHtmlComments(source, parse).text).toBe(source);
  });

  it("throws the parser's own error for a comment that is never closed, and for other syntax errors", () => {
    expect(() => parseWithoutHtmlComments('A\n\n<!-- open\n', parse)).toThrow(/Unexpected character `!`/);
    expect(() => parseWithoutHtmlComments('<!-- ok -->\n\n<b>\n', parse)).toThrow(/Expected a closing tag/);
  });
});

describe('an .mdx page with HTML comments', () => {
  it('renders without them, and a problem after one keeps its line', async () => {
    const page = await renderMarkdown('# T\n\n<!-- note -->\n\nText.\n\n[gone](./gone)\n', {
      ...mdx,
      checkLinks: true,
    } as never);
    expect(page.html).toBe('<h1 id="t">T</h1>\n<p>Text.</p>\n<p><a href="/guide/gone">gone</a></p>');
    expect(page.links.map((link) => link.line)).toEqual([7]);
  });
});
