import type { Literal, Nodes, Root, RootContent } from 'mdast';
import { FILE_META } from './remark-code-files';

/** A top-level block of a page that its Markdown twin shows exactly as the author wrote it. */
export interface SourceBlock extends Literal {
  type: 'sourceBlock';
}

declare module 'mdast' {
  interface RootContentMap {
    sourceBlock: SourceBlock;
  }
}

/** Nodes the twin writes differently from their source: their URLs become site paths, or they are MDX output. */
const REWRITTEN = new Set(['link', 'image', 'definition', 'htmlElement']);
const FENCE = /^ {0,3}(?:```|~~~)/;

/**
 * The top-level blocks of `tree` that the Markdown twin can take from the page's source as written,
 * replaced by that text; the others are left for the serializer. Copying is faster than serializing
 * (the twin costs a fraction of the Markdown step) and keeps the author's own formatting. A block is
 * copied when nothing in it is rewritten for the twin (links, images, definitions, components,
 * containers), it is a fenced rather than an indented code block and not one that shows a file (the serializer keeps those apart from
 * a list before them), it is not a list beside another list (the serializer keeps those apart too), and
 * in MDX when its text has no `{` or `<` (an expression or JSX the pipeline rendered or removed).
 *
 * @example
 * sourceBlocks(tree of '# A\n\nSee [b](./b.md).', '# A\n\nSee [b](./b.md).', 'md')
 * // [{ type: 'sourceBlock', value: '# A' }, the paragraph, left as it was]
 */
export function sourceBlocks(tree: Root, source: string, format: 'md' | 'mdx'): RootContent[] {
  const children = tree.children;
  return children.map((node, i) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined || rewritten(node)) return node;
    const value = source.slice(start, end);
    if (node.type === 'code' && !FENCE.test(value)) return node;
    if (node.type === 'list' && (children[i - 1]?.type === 'list' || children[i + 1]?.type === 'list')) return node;
    if (format === 'mdx' && /[{<]/.test(value)) return node;
    return { type: 'sourceBlock', value };
  });
}

function rewritten(node: Nodes): boolean {
  // Raw HTML of a `.md` page renders as elements and text the twin gives back as the HTML it was (twin-tree.ts),
  // without the component tags the page leaves out (remark-raw-html.ts).
  const data = node.data;
  if (REWRITTEN.has(node.type) || data?.hName !== undefined || data?.writtenHtml || data?.componentLeftOut) return true;
  // A code block that shows a file: the twin shows the file's text, not the empty fence.
  if (node.type === 'code' && node.meta && FILE_META.test(node.meta)) return true;
  return 'children' in node && (node.children as Nodes[]).some(rewritten);
}
