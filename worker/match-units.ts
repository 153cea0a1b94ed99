/**
 * The one matcher: where the query's units occur in a text (a title, a heading, a section) and how
 * well. It runs only on the fragments of the pages shown, so it favours being plain over being fast; the
 * texts' folds are kept between queries (folded-texts.ts).
 *
 * A word matches at the start of a word or of a camel-case hump (`mode` in `importmapMode`), never
 * inside one (`render` in "surrender"): exactly when the word ends there too, else as a prefix.
 * Words and humps are those of word-boundary.ts, as the index cut them. A CJK run matches anywhere;
 * where it is not found whole, its dictionary words earn part credit. A word also matches the other
 * forms of it that the index finds through stems (`configure` in "configuring").
 */
import type { HighlightInfo } from '../src/shared/search';
import { stemOf } from '../src/shared/search-index/stem';
import { cjkWords, type QueryUnit } from '../src/shared/search-index/tokenize';
import { isHumpStart, isWordCharAt, isWordCharBefore } from '../src/shared/search-index/word-boundary';
import { foldedText } from './folded-texts';
import type { PlaceMatch } from './score';

export interface TextMatch extends PlaceMatch {
  /** Matched parts in source offsets: sorted, merged, never overlapping. */
  ranges: HighlightInfo[];
}

/** A letter of the plain lowercase words stems are made of (a–z); false past either end. */
const isPlain = (code: number) => code >= 97 && code <= 122;

/** Occurrences looked at per unit: a page full of a one-letter query has shown its best long before. */
const MAX_SCANNED = 64;
const SEPARATOR = /[\s\p{P}]/u;

/**
 * Sorts and merges ranges; one separator between two matches is bridged (`manifest.json` is one mark).
 *
 * @example mergeRanges([{ start: 9, length: 4 }, { start: 0, length: 8 }], 'manifest.json') // [{ start: 0, length: 13 }]
 */
function mergeRanges(ranges: HighlightInfo[], source: string): HighlightInfo[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.length - a.length);
  const out: HighlightInfo[] = [];
  for (const range of sorted) {
    const last = out[out.length - 1];
    const lastEnd = last ? last.start + last.length : -2;
    if (last && (range.start <= lastEnd || (range.start === lastEnd + 1 && SEPARATOR.test(source[lastEnd])))) {
      last.length = Math.max(lastEnd, range.start + range.length) - last.start;
    } else out.push({ ...range });
  }
  return out;
}

/**
 * Where and how well the query's `units` match `text`: the ranges to mark (offsets into `text`),
 * and the grades a hit is scored by.
 *
 * @example
 * matchUnits('Set importmapMode', queryUnits('mode'))
 * // { ranges: [{ start: 13, length: 4 }], grades: [2], complete: true, phrase: false }
 */
export function matchUnits(text: string, units: readonly QueryUnit[]): TextMatch {
  const { text: folded, map } = foldedText(text);
  const source = (i: number) => (map ? (i < map.length ? map[i] : text.length) : i);
  const ranges: HighlightInfo[] = [];
  const note = (start: number, end: number) => {
    const from = source(start);
    const last = source(end - 1);
    // The mark covers the whole last code point, both halves of a surrogate pair.
    const width = (text.charCodeAt(last) & 0xfc00) === 0xd800 ? 2 : 1;
    ranges.push({ start: from, length: last + width - from });
  };
  const find = (needle: string, accept: (at: number) => number) => {
    let best = 0;
    for (
      let at = folded.indexOf(needle), seen = 0;
      at >= 0 && seen < MAX_SCANNED;
      at = folded.indexOf(needle, at + 1)
    ) {
      seen++;
      const grade = accept(at);
      if (!grade) continue;
      note(at, at + needle.length);
      best = Math.max(best, grade);
    }
    return best;
  };
  const stemmed = (word: string) => {
    const stem = stemOf(word);
    if (stem === null) return 0;
    let found = 0;
    // The plain lowercase words of three letters or more (runs of a–z), only those starting with
    // the stem's first letter: Porter2 never changes it, so no other word shares the stem, and on a
    // large site most words of a section are skipped without being cut out or stemmed.
    for (let at = folded.indexOf(stem[0]); at >= 0; at = folded.indexOf(stem[0], at + 1)) {
      if (isPlain(folded.charCodeAt(at - 1))) continue;
      let end = at + 1;
      while (isPlain(folded.charCodeAt(end))) end++;
      if (end - at < 3 || isWordCharBefore(folded, at) || isWordCharAt(folded, end)) continue;
      const candidate = folded.slice(at, end);
      if (candidate === word || stemOf(candidate) !== stem) continue;
      note(at, end);
      found = 1.5;
    }
    return found;
  };
  const grades = units.map((unit) => {
    if (unit.kind === 'word') {
      const grade = find(unit.text, (at) => {
        // Case is gone from the folded text: humps are read in the source, at the same character.
        if (isWordCharBefore(folded, at) && !isHumpStart(text, source(at))) return 0;
        const end = at + unit.text.length;
        return !isWordCharAt(folded, end) || isHumpStart(text, source(end)) ? 2 : 1;
      });
      return grade === 2 || unit.stop ? grade : Math.max(grade, stemmed(unit.text));
    }
    if (find(unit.text, () => 2)) return 2;
    const words = cjkWords(unit.text).filter((word) => word.length > 1 && word !== unit.text);
    const found = words.filter((word) => find(word, () => 1) > 0).length;
    return found === 0 ? 0 : found === words.length ? 1 : 0.5;
  });
  const meaningful = units.filter((unit) => !unit.stop);
  const complete = meaningful.length > 0 && grades.every((g, i) => units[i].stop || g >= 1);
  // The text in normal form (normalize.ts) from its fold, made only when there is a phrase to look for.
  let flat: string | undefined;
  // Side by side as typed, stop words included ("base path", "如何部署"), or the meaningful words alone.
  const side = (joiner: string) => {
    flat ??= folded.replace(/ {2,}/g, ' ').trim();
    return [units, meaningful].some((list) => (flat as string).includes(list.map((u) => u.text).join(joiner)));
  };
  const phrase = meaningful.length > 1 && complete && (side(' ') || side(''));
  // Words typed apart found only as the humps of one identifier (`base path` in basePath).
  const joined = phrase && !side(' ') && meaningful.every((u) => u.kind === 'word');
  return { ranges: mergeRanges(ranges, text), grades, complete, phrase, joined };
}
