import type { Tag } from './html-tags';

/** An element some raw HTML opened: its tag and the index of the piece of HTML it is in. */
export interface OpenElement {
  tag: Tag;
  piece: number;
}

/** How the elements a piece of raw HTML opens are closed by the pieces after it. */
export interface Nesting {
  /** The index of the piece that closes the last of them; undefined when one stays open. */
  end: number | undefined;
  /** What stays open after the last piece looked at (nothing when `end` is set). */
  open: OpenElement[];
  /** Closing tags that close no open element (a browser ignores them). */
  strays: { tag: Tag; piece: number }[];
  /** Elements closed by the closing tag of an element around them, before their own (`<b><i>x</b>`). */
  misnested: { inner: OpenElement; by: Tag; piece: number }[];
}

/**
 * Elements whose closing tag HTML lets an author leave out (the next `<li>` or the list's end closes an `<li>`):
 * open at their parent's closing tag, they are closed by it, as a browser does, without complaint.
 */
const OPTIONAL_CLOSE = new Set('caption colgroup dd dt li p rp rt tbody td tfoot th thead tr'.split(' '));

/** Whether an element may be left for its parent's closing tag (or the end of its HTML) to close. */
export function closesItself(element: OpenElement): boolean {
  return OPTIONAL_CLOSE.has(element.tag.name);
}

/**
 * Follows the elements the piece of raw HTML at `from` opens through the pieces after it (up to `to`,
 * `undefined` ones being Markdown between them) until all are closed, as a browser pairs tags: a closing tag
 * closes the nearest open element of its name and whatever is still open inside it.
 *
 * @example nestingFrom([tagsOf('<table><tr><td>'), undefined, tagsOf('</td></tr></table>')], 0).end // 2
 */
export function nestingFrom(
  pieces: readonly (readonly Tag[] | undefined)[],
  from: number,
  to = pieces.length,
): Nesting {
  const nesting: Nesting = { end: undefined, open: [], strays: [], misnested: [] };
  // Elements a misnested closing tag closed early: their own closing tag, when it comes, is no stray.
  const closedEarly: string[] = [];
  for (let piece = from; piece < to; piece++) {
    for (const tag of pieces[piece] ?? []) {
      if (tag.kind === 'open') nesting.open.push({ tag, piece });
      if (tag.kind !== 'close') continue;
      const at = nesting.open.findLastIndex((element) => element.tag.name === tag.name);
      const early = closedEarly.indexOf(tag.name);
      if (at !== -1) {
        for (const inner of nesting.open
          .splice(at)
          .slice(1)
          .filter((element) => !closesItself(element))) {
          nesting.misnested.push({ inner, by: tag, piece });
          closedEarly.push(inner.tag.name);
        }
      } else if (early !== -1) closedEarly.splice(early, 1);
      else nesting.strays.push({ tag, piece });
    }
    if (nesting.open.length === 0) return { ...nesting, end: piece };
  }
  return nesting;
}
