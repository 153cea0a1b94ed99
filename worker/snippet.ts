/**
 * The `statement` of a content hit: about 100 characters of the section around its first match, on
 * one line, with an ellipsis where the text was cut, and the highlight ranges moved into it.
 */
import { SEARCH_SNIPPET_LENGTH } from '../src/shared/search';
import type { HighlightInfo } from '../src/shared/search';

export interface Snippet {
  statement: string;
  highlightInfoList: HighlightInfo[];
}

/** How much text to show before the first match, as a share of the snippet. */
const LEAD = 0.3;
/** How far a cut may move to land on a space instead of inside a word. */
const SNAP = 12;
const ELLIPSIS = '…';
const SPACE = /\s/;

const SPACES = /\s+/g;

/** Whitespace that collapsing changes: a run of two, or a tab or line break. */
const UNTIDY = /\s\s|[^\S ]/;

function isLowSurrogate(text: string, i: number): boolean {
  return (text.charCodeAt(i) & 0xfc00) === 0xdc00;
}

/** The window [start, end) of `text` to show, starting a little before `anchor`. */
function windowAround(text: string, anchor: HighlightInfo | undefined, length: number): [number, number] {
  const first = anchor ?? { start: 0, length: 0 };
  let start = Math.max(0, first.start - Math.floor(length * LEAD));
  let end = Math.min(text.length, Math.max(start + length, first.start + first.length));
  start = Math.max(0, Math.min(start, end - length));
  if (start > 0) {
    const space = text.slice(start, Math.min(start + SNAP, first.start)).search(SPACE);
    if (space >= 0) start += space + 1;
  }
  if (end < text.length) {
    const tail = text.slice(Math.max(end - SNAP, first.start + first.length), end);
    const space = tail.search(/\s\S*$/);
    if (space >= 0) end -= tail.length - space;
  }
  if (isLowSurrogate(text, start)) start++;
  if (end < text.length && isLowSurrogate(text, end)) end++;
  return [start, end];
}

/**
 * Cuts a snippet of `text` around the first of `ranges` (offsets into `text`), collapsing
 * whitespace; the returned ranges are offsets into the statement.
 *
 * @example
 * makeSnippet('Intro.\n\nThe render step writes HTML.', [{ start: 12, length: 6 }], 20)
 * // { statement: '…The render step…', highlightInfoList: [{ start: 5, length: 6 }] }
 */
export function makeSnippet(text: string, ranges: readonly HighlightInfo[], length = SEARCH_SNIPPET_LENGTH): Snippet {
  const [start, end] = windowAround(text, ranges[0], length);
  const prefix = start > 0 ? ELLIPSIS : '';
  const shown = text.slice(start, end);
  const untidy = UNTIDY.test(shown);
  const body = (untidy ? shown.replace(SPACES, ' ') : shown).trim();
  const statement = prefix + body + (end < text.length ? ELLIPSIS : '');
  // Where an offset into `shown` lands in the statement (native string calls beat a loop per char).
  const lead = shown.length - shown.trimStart().length;
  const at = (offset: number) =>
    prefix.length + Math.min(body.length, untidy ? shown.slice(0, offset).replace(SPACES, ' ').trimStart().length : Math.max(0, offset - lead));
  const highlightInfoList: HighlightInfo[] = [];
  for (const range of ranges) {
    const from = Math.max(range.start, start) - start;
    const to = Math.min(range.start + range.length, end) - start;
    if (to <= from) continue;
    const s = at(from);
    const e = at(to);
    if (e > s) highlightInfoList.push({ start: s, length: e - s });
  }
  return { statement, highlightInfoList };
}
