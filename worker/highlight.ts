/**
 * Finds where a query's units occur in one field and how well they match: an exact word (`render`
 * in "the render step", or the `Mode` hump of `importmapMode`) beats a word prefix (`rend` in
 * "rendering"). Matching happens on the folded text; the ranges come back in the field's own
 * offsets, ready to highlight.
 */
import type { HighlightInfo } from '../src/shared/search';
import type { Aligned } from './normalize';
import { cjkWords, type QueryUnit } from './tokenize';

export interface FieldMatch {
  /** Matched parts in the field's own text: sorted, merged, never overlapping. */
  ranges: HighlightInfo[];
  /** Mean over the query's units: 2 exact word (or whole CJK run), 1 word prefix or some CJK words, 0 none. */
  quality: number;
}

const CJK_CHAR = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
const UPPER = /^\p{Lu}/u;
const LOWER_OR_DIGIT = /^[\p{Ll}\p{N}]/u;
const SEPARATOR = /^[\s\p{P}]$/u;
/** Ranges kept per word: enough for a snippet, and bounds the work on a section that repeats a word. */
const MAX_RANGES_PER_WORD = 8;

/** Is the code point ending just before `i` part of a Latin-like word (not a space, not CJK)? */
function wordCharBefore(text: string, i: number): boolean {
  if (i <= 0) return false;
  const low = text.charCodeAt(i - 1);
  const at = (low & 0xfc00) === 0xdc00 && i >= 2 ? i - 2 : i - 1;
  return wordCharAt(text, at);
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

function sourceRange(source: string, field: Aligned, start: number, end: number): HighlightInfo {
  if (!field.map) return { start, length: end - start };
  const from = field.map[start];
  const last = field.map[end - 1];
  const width = (source.charCodeAt(last) & 0xfc00) === 0xd800 ? 2 : 1;
  return { start: from, length: last + width - from };
}

function sourceIndex(field: Aligned, i: number, sourceLength: number): number {
  if (!field.map) return i;
  return i < field.map.length ? field.map[i] : sourceLength;
}

/** Occurrences of a word that start a word or a hump; returns the best class found (2 exact, 1 prefix). */
function findWord(source: string, field: Aligned, word: string, out: HighlightInfo[]): number {
  const { text } = field;
  let best = 0;
  let kept = 0;
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    if (wordCharBefore(text, i) && !humpAt(source, sourceIndex(field, i, source.length))) continue;
    const end = i + word.length;
    const exact = !wordCharAt(text, end) || humpAt(source, sourceIndex(field, end, source.length));
    best = Math.max(best, exact ? 2 : 1);
    if (kept < MAX_RANGES_PER_WORD) out.push(sourceRange(source, field, i, end));
    kept++;
    if (best === 2 && kept >= MAX_RANGES_PER_WORD) break;
  }
  return best;
}

function findAll(source: string, field: Aligned, needle: string, out: HighlightInfo[]): boolean {
  let kept = 0;
  for (let i = field.text.indexOf(needle); i >= 0 && kept < MAX_RANGES_PER_WORD; i = field.text.indexOf(needle, i + needle.length)) {
    out.push(sourceRange(source, field, i, i + needle.length));
    kept++;
  }
  return kept > 0;
}

/** A CJK run found whole scores 2; otherwise its dictionary words (two characters or more) are marked. */
function findRun(source: string, field: Aligned, unit: QueryUnit, out: HighlightInfo[]): number {
  if (findAll(source, field, unit.text, out)) return 2;
  const words = cjkWords(unit.text).filter((word) => word.length > 1);
  const found = words.filter((word) => findAll(source, field, word, out)).length;
  return words.length && found === words.length ? 1 : found ? 0.5 : 0;
}

/** Sorts (in place) and merges ranges; one separator between two matches is bridged (`manifest.json`). */
export function mergeRanges(ranges: HighlightInfo[], source: string): HighlightInfo[] {
  if (ranges.length < 2) return ranges;
  ranges.sort((a, b) => a.start - b.start || b.length - a.length);
  const out: HighlightInfo[] = [ranges[0]];
  for (let k = 1; k < ranges.length; k++) {
    const range = ranges[k];
    const last = out[out.length - 1];
    const lastEnd = last.start + last.length;
    const touching = range.start <= lastEnd || (range.start === lastEnd + 1 && SEPARATOR.test(source[lastEnd]));
    if (touching) last.length = Math.max(lastEnd, range.start + range.length) - last.start;
    else out.push(range);
  }
  return out;
}

/**
 * Where and how well `units` match a field. `field` is `foldAligned(source)`.
 *
 * @example
 * findMatches('Set importmapMode', foldAligned('Set importmapMode'), queryUnits('mode'))
 * // { ranges: [{ start: 13, length: 4 }], quality: 2 }
 */
export function findMatches(source: string, field: Aligned, units: readonly QueryUnit[]): FieldMatch {
  const ranges: HighlightInfo[] = [];
  let total = 0;
  for (const unit of units) {
    total += unit.kind === 'word' ? findWord(source, field, unit.text, ranges) : findRun(source, field, unit, ranges);
  }
  return { ranges: mergeRanges(ranges, source), quality: units.length ? total / units.length : 0 };
}
