/**
 * Where a query word or CJK run occurs in folded text, and how well each occurrence matches: an
 * exact word (`render` in "the render step", or the `Mode` hump of `importmapMode`) beats a word
 * prefix (`rend` in "rendering"); an occurrence inside a word (`render` in "surrender") is none.
 * Offsets come back in the source text, ready to highlight.
 */
import type { Aligned } from './normalize';

/** One match, in source offsets: `grade` 2 for an exact word or any CJK match, 1 for a word prefix. */
export interface Occurrence {
  start: number;
  end: number;
  grade: number;
}

const CJK_CHAR = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
const UPPER = /^\p{Lu}/u;
const LOWER_OR_DIGIT = /^[\p{Ll}\p{N}]/u;
const LOWER = /^\p{Ll}/u;
/**
 * Raw hits examined, and matches returned, per needle and text: bounds the work on a long page
 * full of a one-letter query; a page that holds a word dozens of times has shown its best sections
 * long before.
 */
export const MAX_SCANNED = 64;
export const MAX_FOUND = 24;

/** Is the code point ending just before `i` part of a Latin-like word (not a space, not CJK)? */
function wordCharBefore(text: string, i: number): boolean {
  if (i <= 0) return false;
  const low = text.charCodeAt(i - 1);
  return wordCharAt(text, (low & 0xfc00) === 0xdc00 && i >= 2 ? i - 2 : i - 1);
}

function wordCharAt(text: string, i: number): boolean {
  if (i >= text.length || text[i] === ' ') return false;
  return text.charCodeAt(i) < 0x2e80 || !CJK_CHAR.test(text.slice(i, i + 2));
}

function isUpper(source: string, i: number): boolean {
  const code = source.charCodeAt(i);
  return code < 128 ? code >= 65 && code <= 90 : UPPER.test(source.slice(i, i + 2));
}

function isLower(source: string, i: number, orDigit: boolean): boolean {
  const code = source.charCodeAt(i);
  if (code < 128) return (code >= 97 && code <= 122) || (orDigit && code >= 48 && code <= 57);
  return (orDigit ? LOWER_OR_DIGIT : LOWER).test(source.slice(i, i + 2));
}

/**
 * A camel-case hump starts at `i` of the source (`packConfig` at `C`, `HTMLElement` at `E`), by
 * the same rule tokenize.ts splits identifiers with.
 */
function humpAt(source: string, i: number): boolean {
  if (i <= 0 || i >= source.length || !isUpper(source, i)) return false;
  return isLower(source, i - 1, true) || (isUpper(source, i - 1) && isLower(source, i + 1, false));
}

function sourceIndex(field: Aligned, i: number, sourceLength: number): number {
  if (!field.map) return i;
  return i < field.map.length ? field.map[i] : sourceLength;
}

/** Source offsets of folded [start, end): the end covers the whole last source code point. */
function toSource(source: string, field: Aligned, start: number, end: number, grade: number): Occurrence {
  if (!field.map) return { start, end, grade };
  const last = field.map[end - 1];
  const width = (source.charCodeAt(last) & 0xfc00) === 0xd800 ? 2 : 1;
  return { start: field.map[start], end: last + width, grade };
}

/**
 * Every place a query word may match in `field`, bucketed by first character, in order: after a
 * space (what punctuation folds to) or CJK, and at camel-case humps (`packConfig` at `C`). Made
 * once per text, it turns finding a word into a look at a few dozen starts instead of a scan of
 * the whole text. Null when folding changed lengths (rare): the search then scans.
 *
 * @example wordStarts('packConfig 用Esmx', foldAligned('packConfig 用Esmx')) // Map { p → [0], c → [4], e → [12] }
 */
export function wordStarts(source: string, field: Aligned): Map<string, number[]> | null {
  if (field.map) return null;
  const positions: number[] = [];
  for (const m of field.text.matchAll(WORD_START)) positions.push(m.index);
  const humps: number[] = [];
  for (const m of source.matchAll(HUMP)) humps.push(m.index);
  const buckets = new Map<string, number[]>();
  // Both lists are in order; merging keeps every bucket in order.
  for (let i = 0, k = 0; i < positions.length || k < humps.length; ) {
    const at = k >= humps.length || (i < positions.length && positions[i] < humps[k]) ? positions[i++] : humps[k++];
    const key = field.text[at];
    const bucket = buckets.get(key);
    if (bucket) bucket.push(at);
    else buckets.set(key, [at]);
  }
  return buckets;
}

/** Word starts keyed by their first two and three code units (see `prefixStarts`). */
export interface PrefixStarts {
  pairs: Map<number, number[]>;
  /** By the first three characters themselves: three code units do not make a small integer. */
  triples: Map<string, number[]>;
}

/** Two code units as one number, a small integer (cheap to hash) for the Latin letters that dominate. */
const pairKey = (text: string, i: number) => text.charCodeAt(i) * 0x10000 + (text.charCodeAt(i + 1) || 0);

function push<K>(buckets: Map<K, number[]>, key: K, at: number): void {
  const list = buckets.get(key);
  if (list) list.push(at);
  else buckets.set(key, [at]);
}

/**
 * The same starts as `wordStarts`, bucketed by their first two and three characters: a longer
 * word then looks only where its first letters start a word. A one-letter bucket of a page holds
 * hundreds of starts (`r`: return, request, render…) for a needle such as `render` that matches few.
 */
export function prefixStarts(field: Aligned, starts: Map<string, number[]>): PrefixStarts {
  const pairs = new Map<number, number[]>();
  const triples = new Map<string, number[]>();
  // Each one-letter bucket is in text order, and every longer bucket draws from one of them.
  for (const bucket of starts.values()) {
    for (const at of bucket) {
      push(pairs, pairKey(field.text, at), at);
      push(triples, field.text.slice(at, at + 3), at);
    }
  }
  return { pairs, triples };
}

/** Where a needle may start: the narrowest bucket its length allows. */
function bucketOf(needle: string, starts: Map<string, number[]>, prefixes: PrefixStarts | null): number[] | undefined {
  if (!prefixes || needle.length < 2) return starts.get(needle[0]);
  return needle.length < 3
    ? prefixes.pairs.get(pairKey(needle, 0))
    : prefixes.triples.get(needle.length === 3 ? needle : needle.slice(0, 3));
}

const CJK_CLASS = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}';
/** A Latin-like letter or digit with no Latin-like letter or digit before it. */
const WORD_START = new RegExp(`(?<!(?![${CJK_CLASS}])[\\p{L}\\p{N}])(?![${CJK_CLASS}])[\\p{L}\\p{N}]`, 'gu');
/** Camel-case humps, by the rule tokenize.ts splits identifiers with. */
const HUMP = /(?<=[\p{Ll}\p{N}])\p{Lu}|(?<=\p{Lu})\p{Lu}(?=\p{Ll})/gu;

function grade(source: string, field: Aligned, i: number, needle: string): Occurrence {
  const end = i + needle.length;
  const exact = !wordCharAt(field.text, end) || humpAt(source, sourceIndex(field, end, source.length));
  return toSource(source, field, i, end, exact ? 2 : 1);
}

/**
 * Occurrences of `needle` (folded, lowercased) in `field` (`foldAligned(source)`), in order: each
 * must start a word or a hump. Pass `starts` (from `wordStarts`) to look only where words start,
 * and `prefixes` (from `prefixStarts`) to narrow that to where the needle's first letters start.
 *
 * @example
 * wordOccurrences('Set importmapMode', foldAligned('Set importmapMode'), 'mode')
 * // [{ start: 13, end: 17, grade: 2 }]
 */
export function wordOccurrences(
  source: string,
  field: Aligned,
  needle: string,
  starts: Map<string, number[]> | null = null,
  prefixes: PrefixStarts | null = null,
): Occurrence[] {
  const out: Occurrence[] = [];
  const { text } = field;
  if (!needle) return out;
  if (starts) {
    const grades: number[] = [];
    const places = wordPositions(source, field, needle, starts, prefixes, grades);
    for (let k = 0; k < places.length; k++)
      out.push({ start: places[k], end: places[k] + needle.length, grade: grades[k] });
    return out;
  }
  let scanned = 0;
  for (
    let i = text.indexOf(needle);
    i >= 0 && scanned++ < MAX_SCANNED && out.length < MAX_FOUND;
    i = text.indexOf(needle, i + 1)
  ) {
    if (wordCharBefore(text, i) && !humpAt(source, sourceIndex(field, i, source.length))) continue;
    out.push(grade(source, field, i, needle));
  }
  return out;
}

/**
 * Where `wordOccurrences` with `starts` finds `needle` (offsets in `field`, and in the source,
 * since `starts` exists only where folding kept lengths), and the grade of each in `grades`,
 * without making an object per place: callers that keep few of the places build only those.
 */
export function wordPositions(
  source: string,
  field: Aligned,
  needle: string,
  starts: Map<string, number[]>,
  prefixes: PrefixStarts | null,
  grades: number[],
): number[] {
  const out: number[] = [];
  const bucket = needle ? bucketOf(needle, starts, prefixes) : undefined;
  if (!bucket) return out;
  const { text } = field;
  for (let k = 0; k < bucket.length && out.length < MAX_FOUND; k++) {
    const i = bucket[k];
    if (!text.startsWith(needle, i)) continue;
    out.push(i);
    const end = i + needle.length;
    grades.push(!wordCharAt(text, end) || humpAt(source, end) ? 2 : 1);
  }
  return out;
}

/** Occurrences of a CJK needle, anywhere, without overlaps. */
export function cjkOccurrences(source: string, field: Aligned, needle: string): Occurrence[] {
  const out: Occurrence[] = [];
  if (!needle) return out;
  let scanned = 0;
  for (
    let i = field.text.indexOf(needle);
    i >= 0 && scanned++ < MAX_FOUND;
    i = field.text.indexOf(needle, i + needle.length)
  ) {
    out.push(toSource(source, field, i, i + needle.length, 2));
  }
  return out;
}
