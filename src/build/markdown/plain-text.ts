import type { Element, Root, RootContent } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { hasTocClass } from './mdx/jsx-heading';
import { isTitleHeading } from './title-heading';

/** A heading as it appears in the page's plain text. */
export interface HeadingText {
  depth: number;
  id: string;
  text: string;
  /** Where `text` starts in the plain text. */
  charIndex: number;
  /** Whether the heading has a header anchor, i.e. the page outline may link to it. */
  anchored: boolean;
}

export interface PlainText {
  /**
   * Text of the first h1 written in Markdown at the top of the page (see `isTitleHeading`), if any: it is left out
   * of `text`, the title being indexed on its own. Any other h1 is text and a heading like the rest.
   */
  title?: string;
  /** Blocks joined by "\n"; whitespace inside a block collapsed to single spaces, code kept verbatim. */
  text: string;
  /** Every heading except the title's h1, in document order. */
  headings: HeadingText[];
}

const BLOCKS = new Set([
  'p',
  'div',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'hr',
  'br',
  'details',
  'summary',
  'section',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
]);
const CELLS = new Set(['td', 'th']);
/**
 * Page chrome whose text is not content: the "#" of anchors, the code language label, the copy button,
 * badges (a "New" label beside a heading is not part of the heading's words), and `<SourceCode>`'s link, which
 * Rspress leaves out of a title too (`# Parse <SourceCode href="…" />` is the page "Parse").
 */
const SKIPPED_CLASSES = ['header-anchor', 'code-lang', 'code-copy', 'badge', 'source-code'];
const HEADING = /^h([1-6])$/;

/**
 * The searchable plain text of rendered page HTML, with the offset of every heading in it, so a
 * search hit can say which section it is in.
 *
 * @example extractPlainText(hast of '# T\n\nSome *text*.\n\n## A\n\nMore')
 * // { title: 'T', text: 'Some text.\nA\nMore', headings: [{ depth: 2, id: 'a', text: 'A', charIndex: 11, anchored: true }] }
 */
export function extractPlainText(tree: Root): PlainText {
  const lines: string[] = [];
  let length = 0;
  let inline = '';
  let title: string | undefined;
  const headings: HeadingText[] = [];

  /** Ends the current block: returns the line added and where it starts, or nothing for a blank block. */
  const endBlock = (raw = inline.replace(/\s+/g, ' ').trim()): { line: string; start: number } | undefined => {
    inline = '';
    if (raw.trim() === '') return undefined;
    const start = lines.length === 0 ? 0 : length + 1;
    lines.push(raw);
    length = start + raw.length;
    return { line: raw, start };
  };

  const walk = (node: Root | RootContent): void => {
    if (node.type === 'text') inline += node.value;
    if (node.type === 'root') node.children.forEach(walk);
    // A highlighted code block (rehype-code.ts): its HTML is final, its source rides along.
    if (node.type === 'raw' && node.data?.code !== undefined) {
      endBlock();
      endBlock(node.data.code.replace(/\n+$/, ''));
    }
    if (node.type !== 'element' || isSkipped(node)) return;

    const heading = HEADING.exec(node.tagName);
    if (heading) {
      endBlock();
      if (heading[1] === '1' && title === undefined && isTitleHeading(node)) {
        // A heading that is only a logo (`# [![unified](logo.svg)](https://…)`, as READMEs open) is named by its alt text.
        title = (visibleText(node).trim() || altText(node)).replace(/\s+/g, ' ').trim();
        return;
      }
      node.children.forEach(walk);
      const added = endBlock();
      if (added)
        headings.push({
          depth: Number(heading[1]),
          id: String(node.properties.id ?? ''),
          text: added.line,
          charIndex: added.start,
          // A component's own heading with Rspress's class for the outline, and an id to lead to, counts too.
          anchored: hasAnchor(node) || (hasTocClass(node) && node.properties.id !== undefined),
        });
    } else if (node.tagName === 'math') {
      inline += mathText(node);
    } else if (node.tagName === 'pre') {
      endBlock();
      endBlock(hastToString(node).replace(/\n+$/, ''));
    } else if (BLOCKS.has(node.tagName)) {
      endBlock();
      node.children.forEach(walk);
      endBlock();
    } else if (CELLS.has(node.tagName)) {
      inline += ' ';
      node.children.forEach(walk);
      inline += ' ';
    } else {
      node.children.forEach(walk);
    }
  };

  walk(tree);
  endBlock();
  return { title, text: lines.join('\n'), headings };
}

/** The text of an element without its chrome (anchors, badges, buttons): what a heading id or title is made of. */
export function visibleText(node: Element): string {
  return node.children
    .map((child) =>
      child.type === 'text'
        ? child.value
        : child.type !== 'element' || isSkipped(child)
          ? ''
          : child.tagName === 'math'
            ? mathText(child)
            : visibleText(child),
    )
    .join('');
}

/**
 * A formula's text: the TeX it was written in where it carries it (KaTeX's `<annotation>`, from the config's
 * math plugins), else its MathML's text.
 */
function mathText(node: Element): string {
  let tex: string | undefined;
  const find = (element: Element) => {
    for (const child of element.children) {
      if (tex !== undefined || child.type !== 'element') continue;
      if (child.tagName === 'annotation' && child.properties.encoding === 'application/x-tex')
        tex = hastToString(child);
      else find(child);
    }
  };
  find(node);
  return tex ?? hastToString(node);
}

/** The alt text of the images in an element, joined by spaces. */
function altText(node: Element): string {
  return node.children
    .map((child) =>
      child.type !== 'element'
        ? ''
        : child.tagName === 'img'
          ? String(child.properties.alt ?? '')
          : isSkipped(child)
            ? ''
            : altText(child),
    )
    .join(' ');
}

/** Chrome, and what is hidden from screen readers (KaTeX's drawn copy of a formula beside its MathML). */
function isSkipped(node: Element): boolean {
  if (node.tagName === 'button' || node.tagName === 'script' || node.tagName === 'style') return true;
  if (String(node.properties.ariaHidden) === 'true') return true;
  const className = node.properties.className;
  return Array.isArray(className) && className.some((name) => SKIPPED_CLASSES.includes(String(name)));
}

function hasAnchor(heading: Element): boolean {
  return heading.children.some((child) => child.type === 'element' && isSkipped(child) && child.tagName === 'a');
}
