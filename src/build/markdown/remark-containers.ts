import type { Blockquote, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import type { Position } from 'unist';
import { readAlert } from './alert-marker';
import { CONTAINER_TYPES, type ContainerType } from './container-fence';
import { pageState } from './page-state';
import { pageString } from './page-strings';
import { type FenceNode, splitFences } from './split-fences';

type Opened = { node: FenceNode & { fence: { kind: 'open' } }; children: RootContent[] };

/**
 * Turns container fences into containers, in one pass over the parsed tree (Markdown and MDX alike):
 * `<div class="container tip"><p class="container-title">TIP</p>…</div>`, or for `details`
 * `<details class="container details"><summary class="container-title">DETAILS</summary>…</details>`.
 * A title follows the type (`:::tip Custom title`, Rspress's way) or sits in brackets
 * (`:::tip[Custom title]`), inline Markdown included. GitHub's alerts (`> [!NOTE]` on a quote's first
 * line) become the same containers.
 *
 * remark-directive does not fit: it rejects text after the name (the Rspress title), and a `:::` line
 * closes the outermost open container, so an unclosed fence swallows the rest of the page.
 * Here fences pair like brackets among siblings, so containers nest. A fence that cannot pair
 * (unclosed opener, stray `:::`, unknown type) stays visible as literal text, the content around it
 * renders as usual, and a warning with its line is recorded: a typo never hides the rest of the page.
 */
export const remarkContainers: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  const warn = (node: FenceNode, message: string) =>
    page.warnings.push({ line: node.position?.start.line ?? 0, message });
  splitFences(tree, String(file.value));

  const containerOf = (
    type: ContainerType,
    title: PhrasingContent[],
    children: Blockquote['children'],
    position: Position | undefined,
    /** Where the title was written: the fence line, or the alert's first line. */
    titleAt: Position | undefined,
  ): Blockquote => {
    const heading: Paragraph = {
      type: 'paragraph',
      children: title.length > 0 ? title : [{ type: 'text', value: pageString(page.lang, `container.${type}`) }],
      data: { hName: type === 'details' ? 'summary' : 'p', hProperties: { className: ['container-title'] } },
      position: titleAt,
    };
    // A blockquote is the mdast node closest to "block of flow content"; hName renames it.
    return {
      type: 'blockquote',
      children: [heading, ...children],
      data: { hName: type === 'details' ? 'details' : 'div', hProperties: { className: ['container', type] } },
      position,
    };
  };

  const container = (open: Opened, close: FenceNode): RootContent[] => {
    const { fence } = open.node;
    if (!fence.type) {
      warn(open.node, `unknown container type "${fence.name}" (expected one of ${CONTAINER_TYPES.join(', ')})`);
      return [literal(open.node), ...open.children, literal(close)];
    }
    const position =
      open.node.position && close.position ? { start: open.node.position.start, end: close.position.end } : undefined;
    return [
      containerOf(fence.type, open.node.title, open.children as Blockquote['children'], position, open.node.position),
    ];
  };

  /** A GitHub alert (`> [!NOTE]`) as the container of its type; any other quote as it is. */
  const alert = (quote: Blockquote): Blockquote => {
    const read = readAlert(quote);
    if (!read) return quote;
    return containerOf(read.type, [], read.children, quote.position, quote.children[0]?.position);
  };

  const pair = (children: RootContent[]): RootContent[] => {
    const out: RootContent[] = [];
    const stack: Opened[] = [];
    const target = () => stack.at(-1)?.children ?? out;
    for (const child of children) {
      const fence = isFence(child) ? (child as unknown as FenceNode) : undefined;
      if (!fence) target().push(child);
      else if (fence.fence.kind === 'open') stack.push({ node: fence as Opened['node'], children: [] });
      else {
        const open = stack.pop();
        if (open) target().push(...container(open, fence));
        else if (fence.trailing !== undefined && target().at(-1)?.type === 'paragraph')
          // `…ends with :::` closing nothing: the paragraph's own words, as they were written.
          appendText(target().at(-1) as Paragraph, fence.trailing);
        else {
          warn(fence, 'closing ":::" without an opening container');
          target().push(literal(fence));
        }
      }
    }
    for (let open = stack.pop(); open; open = stack.pop()) {
      warn(open.node, `container "${lineText(open.node)}" is never closed (add a ":::" line)`);
      target().push(literal(open.node), ...open.children);
    }
    return out;
  };

  // Pair a parent's children first, then descend: containers' bodies are walked after they form.
  const walk = (node: Root | RootContent): void => {
    if (!('children' in node)) return;
    if ((node.children as RootContent[]).some(isFence)) (node as Root).children = pair(node.children as RootContent[]);
    const children = node.children as RootContent[];
    children.forEach((child, i) => {
      if (child.type === 'blockquote' && !child.data?.hName) children[i] = alert(child);
    });
    for (const child of node.children) walk(child);
  };
  walk(tree);
};

function isFence(node: RootContent): boolean {
  return (node as unknown as FenceNode).type === 'containerFence';
}

/** The fence line, shown as a paragraph of its text at its original position. */
function literal(node: FenceNode): Paragraph {
  return { type: 'paragraph', children: node.line, position: node.position };
}

function appendText(paragraph: Paragraph, value: string): void {
  const last = paragraph.children.at(-1);
  if (last?.type === 'text') last.value += value;
  else paragraph.children.push({ type: 'text', value });
}

function lineText(node: FenceNode): string {
  return node.line.map((n) => ('value' in n ? n.value : '')).join('');
}
