/**
 * Turns text into the terms FlexSearch indexes (at build time), and a query into the terms it looks
 * up (in the worker): one module for both, so that the two sides always agree.
 *
 * Both sides fold first (see normalize.ts), then cut the text into runs as word-boundary.ts defines
 * them: Latin-like words (letters and digits of alphabetic scripts) and CJK runs (Han, Hiragana,
 * Katakana), which have no spaces.
 * - A word is indexed whole; a camel-case identifier also from each hump on (`importmapMode` →
 *   `importmapmode`, `mode`), so that a word typed so far, which the worker looks up as the start of
 *   indexed words, finds any run of humps: `importmap`, `mode`, `packconfig`, `config`.
 * - A CJK run is indexed as overlapping character bigrams plus its last character, so that any word
 *   inside a sentence is found without a dictionary (`渲染上下文` → 渲染 染上 上下 下文 文).
 * - A query keeps words whole, and looks a CJK run up by its bigrams: first as a phrase (every
 *   bigram of the run), and when that finds nothing, as the dictionary words `Intl.Segmenter` cuts it
 *   into, which must all occur but not side by side (`渲染上下文` → 渲染 + 上下文), single characters
 *   aside (`渲染上下问`, mistyped, still finds 渲染 + 上下).
 */
import { foldCased, foldLower } from './normalize';
import { camelHumps, mayHoldCjk, RUNS_SOURCE } from './word-boundary';

/** One thing the reader typed: a word, or a run of CJK characters. */
export interface QueryUnit {
  kind: 'word' | 'cjk';
  /** Folded, lowercased text of the unit. */
  text: string;
}

/** How a CJK run is looked up: as a phrase, or as its dictionary words. */
export type CjkMode = 'phrase' | 'words';

const RUNS = new RegExp(RUNS_SOURCE, 'gu');
/** Queries longer than this are cut: nobody types more, and it bounds the work per query. */
export const MAX_QUERY_LENGTH = 200;
const MAX_UNITS = 16;

/** Segmenting costs tens of microseconds, and readers retype the same runs while typing. */
const SEGMENT_MEMO_SIZE = 256;
const segmentMemo = new Map<string, string[]>();
let segmenter: Intl.Segmenter | null | undefined;

/**
 * The dictionary words of a CJK run (`渲染上下文` → 渲染, 上下文); the run itself where `Intl.Segmenter`
 * is missing or the run is too short to split. Dictionaries differ between engines, and where one
 * does not know a word it returns single characters: those stay together, as a phrase.
 */
export function cjkWords(run: string): string[] {
  if (run.length < 3) return [run];
  let words = segmentMemo.get(run);
  if (words) return words;
  if (segmenter === undefined) {
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  }
  words = [];
  let single = false;
  for (const { segment } of segmenter ? segmenter.segment(run) : [{ segment: run }]) {
    const alone = Array.from(segment).length === 1;
    if (alone && single) words[words.length - 1] += segment;
    else words.push(segment);
    single = alone;
  }
  if (segmentMemo.size >= SEGMENT_MEMO_SIZE) segmentMemo.clear();
  segmentMemo.set(run, words);
  return words;
}

/** Overlapping pairs of characters (code points), plus the last one alone when `withLast`. */
export function bigrams(run: string, withLast: boolean): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  if (withLast) out.push(chars[chars.length - 1]);
  return out;
}

/** Each suffix of `word` that starts at a camel-case hump, lowercased (empty when there is none). */
export function camelSuffixes(word: string): string[] {
  const humps = camelHumps(word);
  const out: string[] = [];
  for (let i = 1; i < humps.length; i++) out.push(foldLower(humps.slice(i).join('')));
  return out;
}

function addRun(run: string, lower: string, terms: Set<string>): void {
  terms.add(lower);
  if (lower !== run) for (const suffix of camelSuffixes(run)) terms.add(suffix);
}

/** The terms to index for one field. Never throws. */
export function indexTerms(text: string): string[] {
  const terms = new Set<string>();
  const folded = foldCased(text);
  const lowered = foldLower(folded);
  // Folding keeps lengths apart from rare code points; where it did not, fall back to lowering each run.
  const aligned = lowered.length === folded.length;
  for (let start = 0; start < folded.length; ) {
    let end = folded.indexOf(' ', start);
    if (end < 0) end = folded.length;
    if (end > start) {
      const token = folded.slice(start, end);
      if (!mayHoldCjk(token)) addRun(token, aligned ? lowered.slice(start, end) : foldLower(token), terms);
      else {
        RUNS.lastIndex = 0;
        for (let m = RUNS.exec(token); m; m = RUNS.exec(token)) {
          if (m[1]) for (const gram of bigrams(m[1], true)) terms.add(gram);
          else addRun(m[2], foldLower(m[2]), terms);
        }
      }
    }
    start = end + 1;
  }
  return [...terms];
}

/** Splits a query into units (at most 16). Never throws; empty for a query with no letters or digits. */
export function queryUnits(query: string): QueryUnit[] {
  const units: QueryUnit[] = [];
  const folded = foldLower(String(query).slice(0, MAX_QUERY_LENGTH));
  RUNS.lastIndex = 0;
  for (let m = RUNS.exec(folded); m && units.length < MAX_UNITS; m = RUNS.exec(folded)) {
    units.push(m[1] ? { kind: 'cjk', text: m[1] } : { kind: 'word', text: m[2] });
  }
  return units;
}

/**
 * The words of a run that a section must hold in `words` mode. Single characters are left out when
 * the run has longer words: they are mostly particles (的, 了), or the one character mistyped.
 */
function requiredWords(run: string): string[] {
  const words = cjkWords(run);
  const long = words.filter((word) => Array.from(word).length > 1);
  return long.length ? long : words;
}

/** The terms one unit stands for: a word itself, a CJK run its bigrams (of its words, in `words` mode). */
export function unitTerms(unit: QueryUnit, mode: CjkMode = 'phrase'): string[] {
  if (unit.kind === 'word') return [unit.text];
  return (mode === 'words' ? requiredWords(unit.text) : [unit.text]).flatMap((part) => bigrams(part, false));
}

/** The terms FlexSearch must find for these units, all of them in one field of one page. */
export function queryTerms(units: readonly QueryUnit[], mode: CjkMode = 'phrase'): string[] {
  return [...new Set(units.flatMap((unit) => unitTerms(unit, mode)))];
}
