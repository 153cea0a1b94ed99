import type { ElementContent } from 'hast';
import type { RootContent } from 'mdast';
import type { HtmlElement } from './mdx/element';
import { twinMarkdown } from './twin-markdown';
import { islandMark, type TwinPlace, twinTree } from './twin-tree';

/** Every `islandMark` in a twin, its index captured. */
const ISLAND_MARK = new RegExp(islandMark(0).replace('0', '(\\d+)'), 'g');

/**
 * The page's Markdown twin with each of the site's components (left as `islandMark`s by twin-tree.ts) given as
 * the Markdown of what it rendered, as Rspress's Markdown output renders components: `<DocBadge text="config" />`
 * is `[config](https://rsbuild.rs/config)` there, not nothing. A component that did not render shows nothing.
 *
 * @example islandTwins('See ESMXDOCSISLAND0X.\n', [{ nodes: [<a href="/x">X</a>], inline: true }], place)
 * // 'See [X](/x).\n'
 */
export function islandTwins(
  twin: string,
  rendered: readonly ({ nodes: ElementContent[]; inline: boolean } | undefined)[],
  place: TwinPlace,
): string {
  return twin.replace(ISLAND_MARK, (_mark, index: string) => {
    const island = rendered[Number(index)];
    if (!island) return '';
    const root = twinTree({ type: 'root', children: island.nodes.flatMap(asTwinNode) }, place);
    const markdown = twinMarkdown(root).trim();
    // Inside a line (a heading, a paragraph), it stays on that line.
    return island.inline ? markdown.replace(/\s*\n\s*/g, ' ') : markdown;
  });
}

/** HTML as the twin's tree holds it: elements as `htmlElement`s, text as text; comments and the rest go. */
function asTwinNode(node: ElementContent): (RootContent | HtmlElement)[] {
  if (node.type === 'text') return [{ type: 'text', value: node.value }];
  if (node.type !== 'element') return [];
  return [
    {
      type: 'htmlElement',
      tagName: node.tagName,
      properties: node.properties,
      children: node.children.flatMap(asTwinNode),
    },
  ];
}
