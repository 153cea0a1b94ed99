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
 * Raw hits examined per needle: bounds the work on a long page full of a one-letter query; a page
 * that holds a word hundreds of times has shown its best matches long before.
 */
export const MAX_SCANNED = 128;

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
 * Occurrences of `needle` (folded, lowercased) in `field` (`foldAligned(source)`), in order. A word
 * must start a word or a hump; CJK text, which has no word boundaries, matches anywhere.
 *
 * @example
 * wordOccurrences('Set importmapMode', foldAligned('Set importmapMode'), 'mode')
 * // [{ start: 13, end: 17, grade: 2 }]
 */
export function wordOccurrences(source: string, field: Aligned, needle: string): Occurrence[] {
  const out: Occurrence[] = [];
  const { text } = field;
  if (!needle) return out;
  let scanned = 0;
  for (let i = text.indexOf(needle); i >= 0 && scanned++ < MAX_SCANNED; i = text.indexOf(needle, i + 1)) {
    if (wordCharBefore(text, i) && !humpAt(source, sourceIndex(field, i, source.length))) continue;
    const end = i + needle.length;
    const exact = !wordCharAt(text, end) || humpAt(source, sourceIndex(field, end, source.length));
    out.push(toSource(source, field, i, end, exact ? 2 : 1));
  }
  return out;
}

/** Occurrences of a CJK needle, anywhere, without overlaps. */
export function cjkOccurrences(source: string, field: Aligned, needle: string): Occurrence[] {
  const out: Occurrence[] = [];
  if (!needle) return out;
  let scanned = 0;
  for (let i = field.text.indexOf(needle); i >= 0 && scanned++ < MAX_SCANNED; i = field.text.indexOf(needle, i + needle.length)) {
    out.push(toSource(source, field, i, i + needle.length, 2));
  }
  return out;
}
