import type { Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { Node, Position } from 'unist';
import { type Fence, readFence } from './container-fence';
import { directiveAttributes } from './directive-attributes';

/** A fence line taken out of its paragraph, standing among the blocks it opens or closes. */
export interface FenceNode extends Node {
  type: 'containerFence';
  fence: Fence;
  /** The line as parsed: shown as it is when the fence pairs with nothing. */
  line: PhrasingContent[];
  /** An opener's title, inline Markdown included (`:::info Use *this*`). */
  title: PhrasingContent[];
  /**
   * A closer written at the end of a paragraph's last line (`…steps below. :::`): the text it was cut from
   * (` :::`), which goes back onto that paragraph when no container is open, as the writer's words.
   */
  trailing?: string;
}

/** Blocks a lazy line (one indented less than the block's text) escapes from. */
const LAZY_PARENTS = new Set(['listItem', 'list', 'blockquote']);

/**
 * Takes every fence line out of the paragraphs the parser put it in, in one walk over the tree:
 * `:::tip\ntext\n:::` is one paragraph to CommonMark, and becomes [fence, paragraph, fence] here.
 * A fence written at a lower indent than the paragraph it ended up in (a lazy continuation line,
 * like a `:::` right after a list item) belongs outside that list or quote, and moves there.
 */
export function splitFences(tree: Root, source: string): void {
  const sourceLines = source.split('\n');
  // Where the fence's colons start in the source line (after any `>` of a quote or list indent).
  const columnOf = (line: number) => (sourceLines[line - 1]?.indexOf(':') ?? 0) + 1;

  /** Rewrites `parent`'s children; returns what must move out after `parent` (lazy fences and what follows them). */
  const walk = (parent: Parent): RootContent[] => {
    const out: RootContent[] = [];
    const escaping: RootContent[] = [];
    for (const child of parent.children as RootContent[]) {
      if (child.type === 'paragraph') {
        const { kept, lazy } = splitParagraph(child, columnOf);
        out.push(...kept);
        if (lazy.length > 0) (LAZY_PARENTS.has(parent.type) ? escaping : out).push(...lazy);
      } else if ('children' in child) {
        const moved = walk(child as Parent);
        out.push(child);
        if (moved.length > 0) (LAZY_PARENTS.has(parent.type) ? escaping : out).push(...moved);
      } else out.push(child);
    }
    parent.children = out as Parent['children'];
    return escaping;
  };
  walk(tree);
}

interface Line {
  nodes: PhrasingContent[];
  line: number;
  /** The hard break that ended the line before, kept when the lines join again. */
  after?: PhrasingContent;
}

function splitParagraph(
  paragraph: Paragraph,
  columnOf: (line: number) => number,
): { kept: RootContent[]; lazy: RootContent[] } {
  const lines = linesOf(paragraph);
  // A paragraph holding no fence line may still close a container opened paragraphs before, on its last line.
  const opens = lines.some((l) => fenceOf(l));
  if (!opens && !(lines.length > 0 && closedAtEnd(lines.at(-1)!))) return { kept: [paragraph], lazy: [] };
  const kept: RootContent[] = [];
  const lazy: RootContent[] = [];
  let target = kept;
  let pending: Line[] = [];
  const flush = () => {
    if (pending.length > 0) target.push(paragraphOf(pending));
    pending = [];
  };
  const startColumn = paragraph.position?.start.column ?? 1;
  for (const [index, line] of lines.entries()) {
    const ended = opens || index === lines.length - 1 ? closedAtEnd(line) : undefined;
    if (ended) {
      // `…last words. :::`, or a whole container on one line (`::: tip [A link](./a.md) says it. :::`).
      const opener = fenceOf(ended.body);
      if (opener?.kind === 'open') {
        flush();
        const { node, content } = openerWithContent(ended.body, opener);
        target.push(node as unknown as RootContent);
        if (content.nodes.length > 0) pending.push(content);
      } else pending.push(ended.body);
      flush();
      target.push(ended.close as unknown as RootContent);
      continue;
    }
    const fence = fenceOf(line);
    if (!fence) {
      pending.push(line);
      continue;
    }
    flush();
    if (target === kept && columnOf(line.line) < startColumn) target = lazy;
    target.push(fenceNode(line, fence) as unknown as RootContent);
  }
  flush();
  return { kept, lazy };
}

/**
 * Colons closing a container at the end of a line of text, as Rspress also reads them (`…folder. :::`), a
 * space before them or not (`…or later.:::`: Rspress's end pattern is `\s*:::$`).
 */
const TRAILING_CLOSE = /[ \t]*:{3,}[ \t]*$/;

/**
 * A line that ends with a closing fence after some text: that text, and the fence as a node of its own.
 * A line of colons alone is a fence already (see `fenceOf`).
 */
function closedAtEnd(line: Line): { body: Line; close: FenceNode } | undefined {
  const last = line.nodes.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = TRAILING_CLOSE.exec(last.value);
  if (!match || (match.index === 0 && line.nodes.length === 1)) return undefined;
  const before = last.value.slice(0, match.index).trimEnd();
  const nodes = [...line.nodes.slice(0, -1), ...(before === '' ? [] : [{ ...last, value: before }])];
  const end = last.position?.end ?? { line: line.line, column: 1 };
  const close: FenceNode = {
    type: 'containerFence',
    fence: { kind: 'close' },
    line: [{ type: 'text', value: ':::' }],
    title: [],
    position: { start: end, end },
    trailing: last.value.slice(before.length),
  };
  return { body: { ...line, nodes }, close };
}

/**
 * An opener that its own line also closes: what follows its name is the container's content, not a title
 * (Rspress's reading too), and the opener keeps the type's own title.
 */
function openerWithContent(line: Line, fence: Fence & { kind: 'open' }): { node: FenceNode; content: Line } {
  const first = line.nodes[0] as Text;
  const name = first.value.slice(0, first.value.length - fence.rest.length);
  const rest = fence.rest.trimStart();
  const node: FenceNode = {
    type: 'containerFence',
    fence: { ...fence, rest: '' },
    line: [{ ...first, value: name }],
    title: [],
    position: positionOf({ nodes: [first], line: line.line }),
  };
  const content = {
    nodes: [...(rest === '' ? [] : [{ ...first, value: rest }]), ...line.nodes.slice(1)],
    line: line.line,
  };
  return { node, content };
}

function fenceOf(line: Line): Fence | undefined {
  const first = line.nodes[0];
  if (first?.type !== 'text') return undefined;
  const fence = readFence(first.value);
  // A closer is a line of colons only; anything after them makes it text.
  if (fence?.kind === 'close' && line.nodes.slice(1).some((n) => n.type !== 'text' || n.value.trim() !== ''))
    return undefined;
  return fence;
}

function fenceNode(line: Line, fence: Fence): FenceNode {
  const position = positionOf(line);
  let title: PhrasingContent[] = [];
  if (fence.kind === 'open') {
    const first = line.nodes[0] as Text;
    title = [{ ...first, value: fence.rest.trimStart() }, ...line.nodes.slice(1)].map((n) => ({ ...n }));
    const head = title[0] as Text;
    const last = title.at(-1)!;
    if (last.type === 'text') last.value = last.value.trimEnd();
    // `:::warning[Careful]`: the remark-directive way of giving a title.
    if (head.value.startsWith('[') && last.type === 'text' && last.value.endsWith(']')) {
      head.value = head.value.slice(1);
      (last as Text).value = (last as Text).value.slice(0, -1);
    }
    title = title.filter((n) => n.type !== 'text' || n.value !== '');
    const attribute = attributeTitle(title);
    if (attribute !== undefined) title = attribute === '' ? [] : [{ type: 'text', value: attribute }];
  }
  return { type: 'containerFence', fence, line: line.nodes, title, position };
}

/**
 * The title of `:::tip{title="Custom title"}`, the attribute form Rspress also reads: in a `.md` page the
 * braces are text, in an `.mdx` page an expression (which would otherwise be run, and fail). A list of
 * attributes without a title (`{.wide}`) gives "" (the type's own title); braces that hold no such list
 * give undefined, and stay the writer's text.
 */
function attributeTitle(nodes: readonly PhrasingContent[]): string | undefined {
  const only = nodes.length === 1 ? (nodes[0] as { type: string; value?: string }) : undefined;
  const code =
    only?.type === 'mdxTextExpression'
      ? only.value
      : nodes.every((n) => n.type === 'text')
        ? /^\{(.*)\}$/s.exec(nodes.map((n) => (n as Text).value).join(''))?.[1]
        : undefined;
  if (code === undefined) return undefined;
  const attributes = directiveAttributes(code);
  return attributes && (attributes.get('title') ?? '');
}

/** The paragraph's content cut into source lines (at newlines in text and at hard breaks). */
function linesOf(paragraph: Paragraph): Line[] {
  const startLine = paragraph.position?.start.line ?? 1;
  const lines: Line[] = [{ nodes: [], line: startLine }];
  const current = () => lines.at(-1)!;
  for (const node of paragraph.children) {
    if (node.type === 'break') {
      lines.push({ nodes: [], line: node.position?.end.line ?? current().line, after: node });
      continue;
    }
    if (node.type !== 'text' || !node.value.includes('\n')) {
      current().nodes.push(node);
      continue;
    }
    const parts = node.value.split('\n');
    const line = node.position?.start.line ?? current().line;
    parts.forEach((value, index) => {
      if (index > 0) lines.push({ nodes: [], line: line + index });
      if (value !== '') current().nodes.push(textAt(value, line + index, index === 0 ? node.position : undefined));
    });
  }
  return lines.filter((l) => l.nodes.length > 0);
}

function textAt(value: string, line: number, original: Position | undefined): Text {
  const start = original?.start ?? { line, column: 1 };
  return { type: 'text', value, position: { start, end: { line, column: start.column + value.length } } };
}

function positionOf(line: Line): Position {
  const first = line.nodes[0]?.position;
  const last = line.nodes.at(-1)?.position;
  return {
    start: first?.start ?? { line: line.line, column: 1 },
    end: last?.end ?? { line: line.line, column: 1 },
  };
}

function paragraphOf(lines: Line[]): Paragraph {
  const children: PhrasingContent[] = [];
  lines.forEach((l, index) => {
    if (index > 0) children.push(l.after ?? { type: 'text', value: '\n' });
    children.push(...l.nodes);
  });
  // Adjacent texts merge back, so the result reads like what the parser would have made.
  const merged: PhrasingContent[] = [];
  for (const child of children) {
    const previous = merged.at(-1);
    if (child.type === 'text' && previous?.type === 'text') {
      merged[merged.length - 1] = {
        ...previous,
        value: previous.value + child.value,
        position:
          previous.position && child.position
            ? { start: previous.position.start, end: child.position.end }
            : previous.position,
      };
    } else merged.push(child);
  }
  return { type: 'paragraph', children: merged, position: positionOf({ nodes: merged, line: lines[0]!.line }) };
}
