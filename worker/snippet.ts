/**
 * The `statement` of a content hit: about 100 characters of the section around its first match,
 * with an ellipsis where the text was cut, and the highlight ranges moved into it.
 */

import type { HighlightInfo } from '../src/shared/search';
import { SEARCH_SNIPPET_LENGTH } from '../src/shared/search';

export interface Snippet {
  statement: string;
  highlightInfoList: HighlightInfo[];
}

/** How much text to show before the first match, as a share of the snippet. */
const LEAD = 0.3;
/** How far a cut may move to land on a space instead of inside a word (section text is tidy: see sections.ts). */
const SNAP = 12;
const ELLIPSIS = '…';

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
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < Math.min(start + SNAP, first.start)) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end - 1);
    if (space > Math.max(end - SNAP, first.start + first.length)) end = space;
  }
  if (isLowSurrogate(text, start)) start++;
  if (end < text.length && isLowSurrogate(text, end)) end++;
  return [start, end];
}

/**
 * Cuts a snippet of `text` around the first of `ranges` (offsets into `text`); the returned ranges
 * are offsets into the statement. `text` is a section's tidy text (one line, see sections.ts), so
 * the statement is a plain slice of it.
 *
 * @example
 * makeSnippet('Intro. The render step writes HTML.', [{ start: 11, length: 6 }], 20)
 * // { statement: '…The render step…', highlightInfoList: [{ start: 5, length: 6 }] }
 */
export function makeSnippet(text: string, ranges: readonly HighlightInfo[], length = SEARCH_SNIPPET_LENGTH): Snippet {
  const [start, end] = windowAround(text, ranges[0], length);
  const prefix = start > 0 ? ELLIPSIS : '';
  const statement = prefix + text.slice(start, end) + (end < text.length ? ELLIPSIS : '');
  const shift = prefix.length - start;
  const highlightInfoList: HighlightInfo[] = [];
  for (const range of ranges) {
    const from = Math.max(range.start, start);
    const to = Math.min(range.start + range.length, end);
    if (to > from) highlightInfoList.push({ start: from + shift, length: to - from });
  }
  return { statement, highlightInfoList };
}
