/**
 * Texts cut into segments (a page's sections, or a single title or heading) folded once, and the
 * pieces every matcher shares: finding a segment by offset, merging highlight ranges, telling a
 * phrase, and the scratch space grades are tallied in.
 */
import type { HighlightInfo } from '../src/shared/search';
import { type Aligned, foldAligned } from './normalize';
import { type Occurrence, type PrefixStarts, prefixStarts, wordStarts } from './occurrences';

/** Texts joined by line breaks (which fold to spaces, so no match spans two), folded once. */
export interface Segmented {
  source: string;
  field: Aligned;
  /** Where words start, by first character (see `wordStarts`). */
  words: Map<string, number[]> | null;
  /** The same, by first two and three characters (see `prefixStarts`). */
  prefixes: PrefixStarts | null;
  /** Where each segment starts in `source`, ascending. */
  starts: number[];
}

export interface SegmentMatch {
  segment: number;
  /** Matched parts in the segment's own text: sorted, merged, never overlapping. */
  ranges: HighlightInfo[];
  /**
   * Mean over the query's units of how each matched: 2 exact word or whole CJK run, 1 word prefix
   * or all the dictionary words of a CJK run, 0.5 some of them, 0 none.
   */
  quality: number;
  /** Every unit matched (at least as a prefix, or as all its words). */
  complete: boolean;
  /** The query has several units and they occur in order, each right after the one before. */
  phrase: boolean;
}
const SEPARATOR = /^[\s\p{P}]$/u;
/** `SEPARATOR` answered ahead of time for ASCII, where nearly every test lands. */
const ASCII_SEPARATOR = Array.from({ length: 128 }, (_, code) => SEPARATOR.test(String.fromCharCode(code)));

/** Whether `source[i]` is a space or a punctuation mark, which may sit between two matched words. */
export function isSeparator(source: string, i: number): boolean {
  const code = source.charCodeAt(i);
  return code < 128 ? ASCII_SEPARATOR[code] : SEPARATOR.test(source[i]);
}
/** Ranges kept per segment: enough for a snippet. */
export const MAX_RANGES = 16;
/** Characters allowed between two units of a phrase: a space or a punctuation mark. */
const PHRASE_GAP = 1;

export function segmentText(parts: readonly string[]): Segmented {
  const starts: number[] = [];
  let source = '';
  parts.forEach((part, i) => {
    if (i) source += '\n';
    starts.push(source.length);
    source += part;
  });
  const field = foldAligned(source);
  const words = wordStarts(source, field);
  return { source, field, starts, words, prefixes: words && prefixStarts(field, words) };
}

const ascending = (values: number[]) => {
  for (let k = 1; k < values.length; k++) if (values[k] < values[k - 1]) return values.sort((x, y) => x - y);
  return values;
};

/**
 * Whether some chain of occurrences, one per unit, runs in order with small gaps. One merge-like
 * pass per unit over sorted offsets: a quadratic comparison of every pair cost microseconds for a
 * word a section repeats a dozen times.
 */
export function isPhrase(byUnit: Occurrence[][] | null): boolean {
  if (!byUnit) return false;
  let ends = ascending(byUnit[0].map((hit) => hit.end));
  for (let u = 1; u < byUnit.length && ends.length; u++) {
    let hits = byUnit[u];
    for (let k = 1; k < hits.length; k++) {
      if (hits[k].start < hits[k - 1].start) {
        hits = [...hits].sort((x, y) => x.start - y.start);
        break;
      }
    }
    const next: number[] = [];
    let e = 0;
    for (const hit of hits) {
      while (e < ends.length && ends[e] < hit.start - PHRASE_GAP) e++;
      if (e < ends.length && ends[e] <= hit.start) next.push(hit.end);
    }
    ends = ascending(next);
  }
  return ends.length > 0;
}

/** Index of the segment holding source offset `at`. */
function segmentOf(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** `segmentOf` for offsets that mostly come in ascending order: steps forward from the last answer. */
export function cursor(starts: readonly number[]): (at: number) => number {
  let segment = 0;
  return (at) => {
    if (at < starts[segment]) return (segment = segmentOf(starts, at));
    while (segment + 1 < starts.length && starts[segment + 1] <= at) segment++;
    return segment;
  };
}

/** Sorts (in place) and merges ranges; one separator between two matches is bridged (`manifest.json`). */
export function mergeRanges(ranges: HighlightInfo[], source: string): HighlightInfo[] {
  if (ranges.length < 2) return ranges;
  // Insertion sort: a segment keeps at most MAX_RANGES, mostly in order already, where it beats `sort`.
  for (let k = 1; k < ranges.length; k++) {
    const range = ranges[k];
    let j = k - 1;
    while (
      j >= 0 &&
      (ranges[j].start > range.start || (ranges[j].start === range.start && ranges[j].length < range.length))
    ) {
      ranges[j + 1] = ranges[j];
      j--;
    }
    ranges[j + 1] = range;
  }
  const out: HighlightInfo[] = [ranges[0]];
  for (let k = 1; k < ranges.length; k++) {
    const range = ranges[k];
    const last = out[out.length - 1];
    const lastEnd = last.start + last.length;
    const touching = range.start <= lastEnd || (range.start === lastEnd + 1 && isSeparator(source, lastEnd));
    if (touching) last.length = Math.max(lastEnd, range.start + range.length) - last.start;
    else out.push(range);
  }
  return out;
}

/** Which segments `matchSegments` reports. */
export interface MatchOptions {
  /** Segments to leave out, as if they did not match at all. */
  skip?: (segment: number) => boolean;
  /**
   * When some segment holds every unit, report only those: a caller that would drop the rest
   * anyway spares building their ranges.
   */
  preferComplete?: boolean;
  /**
   * For a single word, report only this many segments, the best (exact before prefix, then in
   * order): what a caller keeping a page's best few would keep.
   */
  best?: number;
}

/** What a reported segment collects: ranges to highlight, and occurrences per unit (for a phrase). */
export interface Tally {
  ranges: HighlightInfo[];
  /** Kept only for a complete segment of a query of several units. */
  spots: Occurrence[][] | null;
}

/**
 * Best grade per segment and unit, `segment * units + unit`: scratch space shared by every call
 * (matching is synchronous and never nested), so that a query allocates no grade arrays. Each
 * call zeroes what it wrote before returning.
 */
let gradeScratch = new Float64Array(1024);

/** Grows the shared grade scratch to hold `size` entries. */
export function scratch(size: number): Float64Array {
  if (gradeScratch.length < size) gradeScratch = new Float64Array(size * 2);
  return gradeScratch;
}

/**
 * The matches of the reported segments, from their tallies and the grades in `grades` (`count` units per
 * segment); then zeroes the scratch rows `first..last` this call wrote, as `scratch` requires.
 */
export function finishMatches(
  text: Pick<Segmented, 'source' | 'starts'>,
  reported: readonly number[],
  tallies: readonly (Tally | undefined)[],
  grades: Float64Array,
  count: number,
  rows: { first: number; last: number },
  isComplete: (segment: number) => boolean,
): SegmentMatch[] {
  const out = reported.map((segment) => {
    const { ranges, spots } = tallies[segment] as Tally;
    const merged = mergeRanges(ranges, text.source);
    for (const range of merged) range.start -= text.starts[segment];
    let sum = 0;
    for (let u = 0; u < count; u++) sum += grades[segment * count + u];
    const complete = isComplete(segment);
    return { segment, ranges: merged, quality: sum / count, complete, phrase: complete && isPhrase(spots) };
  });
  for (let k = rows.first * count; k < (rows.last + 1) * count; k++) grades[k] = 0;
  return out;
}
