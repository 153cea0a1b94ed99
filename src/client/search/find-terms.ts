import type { HighlightInfo, SearchHit } from '../../shared/search';

/** Most words marked on one page: past this, more marks only slow the page down. */
const MAX_MARKS = 500;

const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
const WORD = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;
const LOWER_OR_DIGIT = /[\p{Ll}\p{N}]/u;

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

/** A word or camel-case hump starts at `text[i]` (`Context` in `RenderContext`). */
function wordStart(text: string, i: number): boolean {
  if (i === 0 || !WORD.test(text[i - 1])) return true;
  return UPPER.test(text[i]) && LOWER_OR_DIGIT.test(text[i - 1]);
}

/** Where the word (or hump) holding `text[i - 1]` ends. */
function wordEnd(text: string, i: number): number {
  let end = i;
  while (end < text.length && WORD.test(text[end]) && !(UPPER.test(text[end]) && LOWER_OR_DIGIT.test(text[end - 1])))
    end++;
  return end;
}

/**
 * Where `terms` occur in `text`, as [start, end) offsets, sorted and never overlapping. A Latin term
 * matches at the start of a word or hump only, and the mark runs to that word's (or hump's) end,
 * so that a prefix marks the word as the page spells it; a CJK term matches anywhere.
 *
 * @example findTerms('Every RenderContext renders.', ['rend']) // [[6, 12], [20, 27]]
 */
export function findTerms(text: string, terms: readonly string[], limit = MAX_MARKS): [number, number][] {
  const lower = text.toLowerCase();
  // Lowercasing may change the length of rare characters (İ); offsets would then drift.
  if (lower.length !== text.length) return [];
  const found: [number, number][] = [];
  for (const term of terms) {
    const cjk = CJK.test(term);
    for (let at = lower.indexOf(term); at >= 0 && found.length < limit; at = lower.indexOf(term, at + 1)) {
      if (cjk) found.push([at, at + term.length]);
      else if (wordStart(text, at)) found.push([at, Math.max(at + term.length, wordEnd(text, at + term.length))]);
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
