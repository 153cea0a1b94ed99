import type { HighlightInfo, SearchHit } from '../../shared/search';
import { hasCjk, isWordStart, wordEnd } from '../../shared/search-index/word-boundary';

/** Most words marked on one page: past this, more marks only slow the page down. */
const MAX_MARKS = 500;

/**
 * The words to mark on the page a result opens: what the hits of its page marked, as the page
 * spells them (a corrected typo is the page's word; a prefix, the part of the word it matched),
 * lowercased, without repeats, longest first so that a longer word wins where two overlap.
 *
 * @example searchTerms([{ statement: 'RenderContext', highlightInfoList: [{ start: 0, length: 4 }] }]) // ['rend']
 */
export function searchTerms(hits: readonly Pick<SearchHit, 'statement' | 'highlightInfoList'>[]): string[] {
  const terms = new Set<string>();
  for (const { statement, highlightInfoList } of hits) {
    for (const { start, length } of highlightInfoList as HighlightInfo[]) {
      const term = statement
        .slice(start, start + length)
        .trim()
        .toLowerCase();
      if (term) terms.add(term);
    }
  }
  return [...terms].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/**
 * Where `terms` occur in `text`, as [start, end) offsets, sorted and never overlapping. A Latin term
 * matches at the start of a word or hump only, and the mark runs to that word's (or hump's) end,
 * so that a prefix marks the word as the page spells it; a CJK term matches anywhere. Words and
 * humps are those of word-boundary.ts, the ones the worker matched in the results.
 *
 * @example findTerms('Every RenderContext renders.', ['rend']) // [[6, 12], [20, 27]]
 */
export function findTerms(text: string, terms: readonly string[], limit = MAX_MARKS): [number, number][] {
  const lower = text.toLowerCase();
  // Lowercasing may change the length of rare characters (İ); offsets would then drift.
  if (lower.length !== text.length) return [];
  const found: [number, number][] = [];
  for (const term of terms) {
    const cjk = hasCjk(term);
    for (let at = lower.indexOf(term); at >= 0 && found.length < limit; at = lower.indexOf(term, at + 1)) {
      if (cjk) found.push([at, at + term.length]);
      else if (isWordStart(text, at)) found.push([at, Math.max(at + term.length, wordEnd(text, at + term.length))]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last && range[0] < last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
