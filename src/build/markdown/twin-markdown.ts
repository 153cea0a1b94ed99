import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { type Options, toMarkdown } from 'mdast-util-to-markdown';
import type { SourceBlock } from './source-block';

/** Made once, for every page. Unpadded tables: padding counts characters, so CJK columns would not line up anyway. */
const GFM = gfmToMarkdown({ tablePipeAlign: false });

/**
 * A Markdown twin's text from its tree, written the one way every twin is: `-` bullets and rules, fenced
 * code, one space after a list marker, and blocks copied from the source (`sourceBlock`) as they are;
 * `extensions` write the nodes the config's remark plugins parse (see config-plugins.ts).
 *
 * @example twinMarkdown({ type: 'root', children: [a list with the link "A" to /guide/a] }) // '- [A](/guide/a)\n'
 */
export function twinMarkdown(tree: Root, extensions: readonly Options[] = []): string {
  return toMarkdown(tree, {
    extensions: [GFM, ...extensions],
    handlers: { sourceBlock: (node: SourceBlock) => node.value },
    bullet: '-',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
  });
}
