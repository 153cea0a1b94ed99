import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown';

const textOf = async (source: string) =>
  (await renderMarkdown(source, { file: 't.md', routePath: '/guide/x', lang: 'en' })).text;

describe('page plain text', () => {
  it('separates blocks with one newline and drops inline markup', async () => {
    expect(await textOf('A **bold** and `code` [link](./y).\n\n- one\n- *two*\n\n> quoted')).toBe(
      'A bold and code link.\none\ntwo\nquoted',
    );
  });

  it('joins soft line breaks inside a paragraph with a space', async () => {
    expect(await textOf('first line\nsecond line')).toBe('first line second line');
  });

  it('keeps code blocks verbatim, without the language label or copy button', async () => {
    expect(await textOf('```ts title="a.ts"\nconst a = 1;\n\nconst b = 2;\n```')).toBe(
      'a.ts\nconst a = 1;\n\nconst b = 2;',
    );
  });

  it('leaves out the # of heading anchors', async () => {
    expect(await textOf('## Setup\n\nText')).toBe('Setup\nText');
  });

  it('includes container titles, default and custom', async () => {
    expect(await textOf(':::tip\nBody\n:::\n\n:::details More\nHidden\n:::')).toBe('TIP\nBody\nMore\nHidden');
  });

  it('puts each table row on its own line with cells separated by spaces', async () => {
    expect(await textOf('| a | b |\n| - | - |\n| 1 | 2 |')).toBe('a b\n1 2');
  });

  it("takes the words of a .md page's HTML elements, and raw HTML it shows as text as that text", async () => {
    expect(await textOf('Use <kbd>Ctrl</kbd>.')).toBe('Use Ctrl.');
    expect(await textOf('Not <blink>this</blink>.')).toBe('Not <blink>this</blink>.');
  });

  it("leaves <SourceCode>'s link out of the title and the headings, as Rspress titles such a page", async () => {
    const source =
      "import { SourceCode } from '@rspress/core/theme';\n\n" +
      '# Parse package.json <SourceCode href="https://github.com/x/y" />\n\n## Steps <SourceCode href="https://github.com/x/z" />\n\nText.\n';
    const page = await renderMarkdown(source, { file: 't.mdx', routePath: '/guide/x', lang: 'en', format: 'mdx' });
    expect(page.title).toBe('Parse package.json');
    expect(page.text).toBe('Steps\nText.');
    expect(page.html).toContain('href="https://github.com/x/y"');
  });
});
