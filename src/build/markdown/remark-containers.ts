import type { Blockquote, Html, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import type { Node, Position } from 'unist';
import { t } from '../../shared/i18n';
import {
  CONTAINER_TYPES,
  type ContainerMarker,
  type ContainerType,
  readMarker,
  restoreMarkers,
} from './container-markers';
import { pageState } from './page-state';

type Opened = { marker: Extract<ContainerMarker, { kind: 'open' }>; node: Html; children: RootContent[] };

/**
 * Turns the marker comments left by `markContainers` into containers:
 * `<div class="container tip"><p class="container-title">TIP</p>…</div>`, or for `details`
 * `<details class="container details"><summary class="container-title">DETAILS</summary>…</details>`.
 *
 * Fences pair like brackets among siblings, so containers nest. A fence that cannot pair (unclosed
 * opener, stray `:::`, unknown type) stays visible as literal text, the content around it renders as
 * usual, and a warning with its line is recorded: a typo never hides the rest of the page.
 */
export const remarkContainers: Plugin<[], Root> = function () {
  const parseInline = (title: string, position: Position | undefined): PhrasingContent[] => {
    const first = (this.parse(title) as Root).children[0];
    const children: PhrasingContent[] = first?.type === 'paragraph' ? first.children : [{ type: 'text', value: title }];
    // Titles live on the fence line; give their nodes that line so links in titles report it.
    for (const child of children) setPosition(child, position);
    return children;
  };

  return (tree, file) => {
    const page = pageState(file);
    const warn = (node: Node, message: string) => page.warnings.push({ line: node.position?.start.line ?? 0, message });

    const container = (open: Opened, close: Html, closeSource: string): RootContent[] => {
      const { marker } = open;
      if (!marker.type) {
        warn(open.node, `unknown container type "${marker.name}" (expected one of ${CONTAINER_TYPES.join(', ')})`);
        return [literal(open.node, marker.source), ...open.children, literal(close, closeSource)];
      }
      const type: ContainerType = marker.type;
      const title: Paragraph = {
        type: 'paragraph',
        children: marker.title
          ? parseInline(marker.title, open.node.position)
          : [{ type: 'text', value: t(page.lang, `container.${type}`) }],
        data: { hName: type === 'details' ? 'summary' : 'p', hProperties: { className: ['container-title'] } },
        position: open.node.position,
      };
      // A blockquote is the mdast node closest to "block of flow content"; hName renames it.
      const node: Blockquote = {
        type: 'blockquote',
        children: [title, ...(open.children as Blockquote['children'])],
        data: { hName: type === 'details' ? 'details' : 'div', hProperties: { className: ['container', type] } },
        position:
          open.node.position && close.position
            ? { start: open.node.position.start, end: close.position.end }
            : undefined,
      };
      return [node];
    };

    const pair = (children: RootContent[]): RootContent[] => {
      const out: RootContent[] = [];
      const stack: Opened[] = [];
      const target = () => stack.at(-1)?.children ?? out;
      for (const child of children) {
        const marker = child.type === 'html' ? readMarker(child.value) : undefined;
        if (!marker) target().push(child);
        else if (marker.kind === 'open') stack.push({ marker, node: child as Html, children: [] });
        else {
          const open = stack.pop();
          if (open) target().push(...container(open, child as Html, marker.source));
          else {
            warn(child, 'closing ":::" without an opening container');
            target().push(literal(child as Html, marker.source));
          }
        }
      }
      for (let open = stack.pop(); open; open = stack.pop()) {
        warn(open.node, `container "${open.marker.source}" is never closed (add a ":::" line)`);
        target().push(literal(open.node, open.marker.source), ...open.children);
      }
      return out;
    };

    // Pair a parent's children first, then descend: containers' bodies are walked after they form.
    const walk = (node: Root | RootContent): void => {
      if ('children' in node) {
        if (node.children.some((child) => child.type === 'html' && readMarker(child.value))) {
          (node as Root).children = pair(node.children as RootContent[]);
        }
        for (const child of node.children) walk(child);
      } else if ('value' in node) {
        node.value = restoreMarkers(node.value);
      }
    };
    walk(tree);
  };
};

/** The fence line, shown as a paragraph of plain text at its original position. */
function literal(node: Html, source: string): Paragraph {
  return {
    type: 'paragraph',
    children: [{ type: 'text', value: source, position: node.position }],
    position: node.position,
  };
}

function setPosition(node: Node, position: Position | undefined): void {
  node.position = position;
  if ('children' in node) for (const child of node.children as Node[]) setPosition(child, position);
}
