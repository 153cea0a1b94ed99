/**
 * Where a query matches a text cut into segments (a page's sections, or a single title or heading)
 * and how well: per segment, the parts to highlight and a quality score. Matching runs once over
 * the whole folded text with native `indexOf`, which is far cheaper than a pass per segment.
 */
import type { HighlightInfo } from '../src/shared/search';
import { foldAligned, type Aligned } from './normalize';
import { cjkOccurrences, wordOccurrences, wordStarts, type Occurrence } from './occurrences';
import { cjkWords, type QueryUnit } from './tokenize';

/** Texts joined by line breaks (which fold to spaces, so no match spans two), folded once. */
export interface Segmented {
  source: string;
  field: Aligned;
  /** Where words start, by first character (see `wordStarts`). */
  words: Map<string, number[]> | null;
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
/** Ranges kept per segment: enough for a snippet. */
const MAX_RANGES = 16;
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
  return { source, field, starts, words: wordStarts(source, field) };
}

/** Whether some chain of occurrences, one per unit, runs in order with small gaps. */
function isPhrase(byUnit: Occurrence[][] | null): boolean {
  if (!byUnit) return false;
  let ends = byUnit[0].map((hit) => hit.end);
  for (let u = 1; u < byUnit.length && ends.length; u++) {
    ends = byUnit[u].filter((hit) => ends.some((end) => hit.start >= end && hit.start - end <= PHRASE_GAP)).map((hit) => hit.end);
  }
  return ends.length > 0;
}

/** What a segment collected: best grade and occurrences per unit, and ranges to highlight. */
interface Tally {
  grades: number[];
  ranges: HighlightInfo[];
  /** Occurrences per unit, kept only for a query of several units (to spot a phrase). */
  spots: Occurrence[][] | null;
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
function cursor(starts: readonly number[]): (at: number) => number {
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
 * Per segment that any unit matches: the ranges to highlight and the quality, in segment order.
 *
 * @example
 * matchSegments(segmentText(['Intro.', 'Set importmapMode']), queryUnits('mode'))
 * // [{ segment: 1, ranges: [{ start: 13, length: 4 }], quality: 2, complete: true, phrase: false }]
 */
export function matchSegments(text: Segmented, units: readonly QueryUnit[]): SegmentMatch[] {
  const { source, field, starts, words: wordIndex } = text;
  const tallies = new Map<number, Tally>();
  const note = (segment: number, unit: number, grade: number, hit: Occurrence) => {
    let tally = tallies.get(segment);
    if (!tally) {
      tally = { grades: new Array<number>(units.length).fill(0), ranges: [], spots: units.length > 1 ? units.map((): Occurrence[] => []) : null };
      tallies.set(segment, tally);
    }
    if (grade > tally.grades[unit]) tally.grades[unit] = grade;
    if (tally.ranges.length < MAX_RANGES) tally.ranges.push({ start: hit.start, length: hit.end - hit.start });
    if (tally.spots && tally.spots[unit].length < MAX_RANGES) tally.spots[unit].push(hit);
  };
  units.forEach((unit, u) => {
    if (unit.kind === 'word') {
      const at = cursor(starts);
      for (const hit of wordOccurrences(source, field, unit.text, wordIndex)) note(at(hit.start), u, hit.grade, hit);
      return;
    }
    const whole = new Set<number>();
    const at = cursor(starts);
    for (const hit of cjkOccurrences(source, field, unit.text)) {
      const segment = at(hit.start);
      whole.add(segment);
      note(segment, u, 2, hit);
    }
    // Where the run is not found whole, its dictionary words (two characters or more) earn part credit.
    const words = cjkWords(unit.text).filter((word) => word.length > 1 && word !== unit.text);
    const found = new Map<number, Set<string>>();
    for (const word of words) {
      const atWord = cursor(starts);
      for (const hit of cjkOccurrences(source, field, word)) {
        const segment = atWord(hit.start);
        if (whole.has(segment)) continue;
        const set = found.get(segment) ?? new Set<string>();
        found.set(segment, set.add(word));
        note(segment, u, set.size === words.length ? 1 : 0.5, hit);
      }
    }
  });
  const out: SegmentMatch[] = [];
  for (const [segment, { grades, ranges, spots }] of tallies) {
    const offset = starts[segment];
    const merged = mergeRanges(ranges, source);
    for (const range of merged) range.start -= offset;
    const quality = grades.reduce((sum, grade) => sum + grade, 0) / units.length;
    const complete = grades.every((grade) => grade >= 1);
    out.push({ segment, ranges: merged, quality, complete, phrase: complete && isPhrase(spots) });
  }
  return out.sort((a, b) => a.segment - b.segment);
}

/** How well `units` match one field (a title or a heading), or a match of quality 0. */
export function findMatches(field: Segmented, units: readonly QueryUnit[]): SegmentMatch {
  const [match] = matchSegments(field, units);
  return match ?? { segment: 0, ranges: [], quality: 0, complete: false, phrase: false };
}
