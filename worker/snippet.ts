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

/** What `\s` matches, by code: one regular expression per character would dominate a query's cost. */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/**
 * Where ascending offsets into `text` land once whitespace is collapsed to single spaces and
 * trimmed: each drops by the whitespace removed before it.
 */
function collapsedOffsets(text: string, offsets: readonly number[]): number[] {
  const out: number[] = [];
  let removed = 0;
  let afterSpace = true; // leading whitespace is trimmed away entirely
  for (let i = 0, k = 0; k < offsets.length; i++) {
    while (k < offsets.length && offsets[k] <= i) out[k++] = i - removed;
    if (i >= text.length) break;
    const space = isSpace(text.charCodeAt(i));
    if (space && afterSpace) removed++;
    afterSpace = space;
  }
  return out;
}

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
  const body = shown.replace(SPACES, ' ').trim();
  const statement = prefix + body + (end < text.length ? ELLIPSIS : '');
  const bounds: number[] = [];
  for (const range of ranges) {
    const from = Math.max(range.start, start) - start;
    const to = Math.min(range.start + range.length, end) - start;
    if (to > from) bounds.push(from, to);
  }
  const moved = collapsedOffsets(shown, bounds);
  const highlightInfoList: HighlightInfo[] = [];
  for (let k = 0; k < moved.length; k += 2) {
    const from = prefix.length + moved[k];
    const to = prefix.length + Math.min(moved[k + 1], body.length);
    if (to > from) highlightInfoList.push({ start: from, length: to - from });
  }
  return { statement, highlightInfoList };
}
