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
/**
 * Raw hits examined, and matches returned, per needle: bounds the work on a long page full of a
 * one-letter query; a page that holds a word a hundred times has shown its best sections long before.
 */
export const MAX_SCANNED = 128;
export const MAX_FOUND = 32;

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

function isLowerOrDigit(source: string, i: number): boolean {
  const code = source.charCodeAt(i);
  return code < 128 ? (code >= 97 && code <= 122) || (code >= 48 && code <= 57) : LOWER_OR_DIGIT.test(source.slice(i, i + 2));
}

/** A camel-case hump starts at `i` of the source: `packConfig` at `C`, `HTMLElement` at `E`. */
function humpAt(source: string, i: number): boolean {
  if (i <= 0 || i >= source.length || !isUpper(source, i)) return false;
  return isLowerOrDigit(source, i - 1) || (isUpper(source, i - 1) && isLowerOrDigit(source, i + 1));
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
 * Where words start inside a run of letters, in folded offsets: camel-case humps (`packConfig` at
 * `C`) and Latin right after CJK (`的Esmx` at `E`). Together with the starts after a space, these
 * are every place a query word may match, which lets the search jump between them natively
 * instead of testing every raw hit of a short word. Null when folding changed lengths (rare): the
 * search then tests every raw hit.
 */
export function innerWordStarts(source: string, field: Aligned): number[] | null {
  if (field.map) return null;
  const starts: number[] = [];
  for (const m of source.matchAll(INNER_START)) starts.push(m.index);
  return starts;
}

const INNER_START = /(?<=[\p{Ll}\p{N}])\p{Lu}|(?<=\p{Lu})\p{Lu}(?=\p{Ll})|(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{N}]/gu;

function grade(source: string, field: Aligned, i: number, needle: string): Occurrence {
  const end = i + needle.length;
  const exact = !wordCharAt(field.text, end) || humpAt(source, sourceIndex(field, end, source.length));
  return toSource(source, field, i, end, exact ? 2 : 1);
}

/**
 * Occurrences of `needle` (folded, lowercased) in `field` (`foldAligned(source)`), in order: each
 * must start a word or a hump. Pass `inner` (from `innerWordStarts`) to skip hits inside words
 * without looking at them.
 *
 * @example
 * wordOccurrences('Set importmapMode', foldAligned('Set importmapMode'), 'mode')
 * // [{ start: 13, end: 17, grade: 2 }]
 */
export function wordOccurrences(source: string, field: Aligned, needle: string, inner: readonly number[] | null = null): Occurrence[] {
  const out: Occurrence[] = [];
  const { text } = field;
  if (!needle) return out;
  if (inner) {
    // Word starts after a space (or at 0) merged in order with the inner starts that hold the needle.
    const spaced = ` ${needle}`;
    let i = text.startsWith(needle) ? 0 : nextAfterSpace(text, spaced, 0);
    let k = 0;
    while (out.length < MAX_FOUND) {
      while (k < inner.length && !text.startsWith(needle, inner[k])) k++;
      const next = k < inner.length && (i < 0 || inner[k] < i) ? inner[k++] : i;
      if (next < 0) break;
      out.push(grade(source, field, next, needle));
      if (next === i) i = nextAfterSpace(text, spaced, i + 1);
    }
    return out;
  }
  let scanned = 0;
  for (let i = text.indexOf(needle); i >= 0 && scanned++ < MAX_SCANNED && out.length < MAX_FOUND; i = text.indexOf(needle, i + 1)) {
    if (wordCharBefore(text, i) && !humpAt(source, sourceIndex(field, i, source.length))) continue;
    out.push(grade(source, field, i, needle));
  }
  return out;
}

/** Start of the next occurrence of the needle right after a space, from `from` on; -1 when none. */
function nextAfterSpace(text: string, spaced: string, from: number): number {
  const at = text.indexOf(spaced, Math.max(0, from - 1));
  return at < 0 ? -1 : at + 1;
}

/** Occurrences of a CJK needle, anywhere, without overlaps. */
export function cjkOccurrences(source: string, field: Aligned, needle: string): Occurrence[] {
  const out: Occurrence[] = [];
  if (!needle) return out;
  let scanned = 0;
  for (let i = field.text.indexOf(needle); i >= 0 && scanned++ < MAX_FOUND; i = field.text.indexOf(needle, i + needle.length)) {
    out.push(toSource(source, field, i, i + needle.length, 2));
  }
  return out;
}
