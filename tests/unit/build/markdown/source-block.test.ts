import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../src/build/markdown';
import { getProcessor } from '../../../../src/build/markdown/processor';
import { sourceBlocks } from '../../../../src/build/markdown/source-block';

const page: MarkdownOptions = { file: 'content/en/guide/a.md', routePath: '/guide/a', lang: 'en' };

async function twinOf(markdown: string, format: 'md' | 'mdx' = 'md'): Promise<string> {
  const rendered = await renderMarkdown(markdown, { ...page, format });
  expect(rendered.errors).toEqual([]);
  return rendered.twin;
}

describe('sourceBlocks', () => {
  it('replaces blocks with nothing to rewrite by their source and leaves the others', () => {
    const source = '# A  \n\n| x |\n|---|\n| _y_ |\n\nSee [b](./b.md).';
    const blocks = sourceBlocks(getProcessor('md').parse(source), source, 'md');
    expect(blocks.map((b) => (b.type === 'sourceBlock' ? b.value : b.type))).toEqual([
      '# A  ',
      '| x |\n|---|\n| _y_ |',
      'paragraph',
    ]);
  });

  it('leaves a block without a position to the serializer', () => {
    const tree = getProcessor('md').parse('Text.');
    delete tree.children[0].position;
    expect(sourceBlocks(tree, 'Text.', 'md')[0].type).toBe('paragraph');
  });
});

describe('the Markdown twin of source blocks', () => {
  it('keeps tables, emphasis and underscores as the author wrote them', async () => {
    const source = '| Key | Use |\n|---|---|\n| `a` | *b* |\n\nNo _meta.json here.\n';
    expect(await twinOf(source)).toBe(source);
  });

  it('writes an indented code block fenced, so a list before it cannot take it in', async () => {
    // The comment that ends the list is left out, as from the page: the fence keeps the code out of the list.
    expect(await twinOf('- item\n\n<!-- end -->\n\n    code\n')).toBe('- item\n\n```\ncode\n```\n');
  });

  it('writes two lists side by side with different bullets, so they stay two lists', async () => {
    expect(await twinOf('- a\n\n* b\n')).toBe('- a\n\n* b\n');
    expect(await twinOf('- [a](./a.md)\n\n* b\n')).toBe('- [a](/guide/a)\n\n* b\n');
  });

  it('does not copy an MDX block that held an expression the pipeline removed', async () => {
    expect(await twinOf('Text {/* a note */} here.\n', 'mdx')).toBe('Text  here.\n');
  });
});
