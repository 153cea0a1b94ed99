/**
 * Matching for queries of words only (no CJK run) in text whose word starts are indexed, the
 * common case: places are found and graded without making objects, and ranges and phrases are
 * built only for the segments reported. See `matchSegments` (highlight.ts) for what is reported.
 */
import type { HighlightInfo } from '../src/shared/search';
import { type Occurrence, wordOccurrences, wordPositions } from './occurrences';
import {
  cursor,
  finishMatches,
  isSeparator,
  MAX_RANGES,
  type MatchOptions,
  type Segmented,
  type SegmentMatch,
  scratch,
  type Tally,
} from './segmented';
import type { QueryUnit } from './tokenize';

/**
 * `matchSegments` for several words, in text whose word starts are indexed: first only where each
 * word is (cheap), then grades, ranges and phrases only in the segments reported. A word such as
 * `import` occurs in most sections of a page, a query of several words completes in a few.
 */
export function matchWords(text: Segmented, units: readonly QueryUnit[], options: MatchOptions): SegmentMatch[] {
  const { source, field, starts, words, prefixes } = text;
  const { skip } = options;
  const count = units.length;
  const grades = scratch(starts.length * count);
  const gradesOf = units.map((): number[] => []);
  const places = units.map((unit, u) =>
    wordPositions(source, field, unit.text, words as Map<string, number[]>, prefixes, gradesOf[u]),
  );
  // Segment of each place, -1 where skipped; meanwhile grades hold 1 where a word is present.
  const homes = places.map((list) => {
    const at = cursor(starts);
    return list.map((place) => at(place));
  });
  let first = Infinity;
  let last = -1;
  homes.forEach((list, u) => {
    for (let k = 0; k < list.length; k++) {
      const segment = list[k];
      if (skip?.(segment)) {
        list[k] = -1;
        continue;
      }
      grades[segment * count + u] = 1;
      if (segment < first) first = segment;
      if (segment > last) last = segment;
    }
  });
  if (last < 0) return [];
  const touched: number[] = [];
  const complete: boolean[] = [];
  let someComplete = false;
  for (let segment = first; segment <= last; segment++) {
    let present = 0;
    for (let u = 0; u < count; u++) if (grades[segment * count + u] > 0) present++;
    if (!present) continue;
    touched.push(segment);
    complete[segment] = present === count;
    if (present === count) someComplete = true;
  }
  const reported = options.preferComplete && someComplete ? touched.filter((segment) => complete[segment]) : touched;
  const tallies: (Tally | undefined)[] = [];
  for (const segment of reported) {
    tallies[segment] = { ranges: [], spots: complete[segment] ? units.map((): Occurrence[] => []) : null };
    for (let u = 0; u < count; u++) grades[segment * count + u] = 0;
  }
  homes.forEach((list, u) => {
    for (let k = 0; k < list.length; k++) {
      const tally = list[k] < 0 ? undefined : tallies[list[k]];
      if (!tally) continue;
      const hit: Occurrence = { start: places[u][k], end: places[u][k] + units[u].text.length, grade: gradesOf[u][k] };
      const at = list[k] * count + u;
      if (hit.grade > grades[at]) grades[at] = hit.grade;
      if (tally.ranges.length < MAX_RANGES) tally.ranges.push({ start: hit.start, length: hit.end - hit.start });
      const own = tally.spots?.[u];
      if (own && own.length < MAX_RANGES) own.push(hit);
    }
  });
  return finishMatches(text, reported, tallies, grades, count, { first, last }, (segment) => complete[segment]);
}

/**
 * `matchSegments` for a single word in text whose word starts are indexed: grades every place
 * without making objects, picks the segments to report (`best`), and builds ranges for those only.
 * A one-letter word has a place in most sections; a page shows five.
 */
export function matchBestWord(
  text: Segmented,
  needle: string,
  { skip, best = Infinity }: MatchOptions,
): SegmentMatch[] {
  const { source, field, starts } = text;
  const grades: number[] = [];
  const places = wordPositions(source, field, needle, text.words as Map<string, number[]>, text.prefixes, grades);
  const homes: number[] = [];
  const out: SegmentMatch[] = [];
  let segment = 0;
  let current: SegmentMatch | null = null;
  for (let k = 0; k < places.length; k++) {
    const place = places[k];
    while (segment + 1 < starts.length && starts[segment + 1] <= place) segment++;
    if (!current || current.segment !== segment) {
      current = skip?.(segment) ? null : { segment, ranges: [], quality: 0, complete: true, phrase: false };
      if (current) out.push(current);
    }
    homes.push(current ? segment : -1);
    if (current && grades[k] > current.quality) current.quality = grades[k];
  }
  let kept = out;
  if (out.length > best) {
    // Exact before prefix, each in order, then back in order.
    kept = [...out.filter((m) => m.quality === 2), ...out.filter((m) => m.quality !== 2)]
      .slice(0, best)
      .sort((a, b) => a.segment - b.segment);
  }
  let k = 0;
  for (const match of kept) {
    while (homes[k] !== match.segment) k++;
    const offset = starts[match.segment];
    let last: HighlightInfo | null = null;
    for (let raw = 0; k < places.length && homes[k] === match.segment; k++, raw++) {
      if (raw >= MAX_RANGES) continue;
      const start = places[k] - offset;
      const end = start + needle.length;
      const lastEnd: number = last ? last.start + last.length : -2;
      if (last && (start <= lastEnd || (start === lastEnd + 1 && isSeparator(source, places[k] - 1)))) {
        last.length = Math.max(lastEnd, end) - last.start;
      } else match.ranges.push((last = { start, length: end - start }));
    }
  }
  return kept;
}

/**
 * `matchSegments` for the commonest query, a single word, without its bookkeeping: occurrences
 * come in text order, so each segment's are consecutive and merge as they come (what
 * `mergeRanges` does after sorting), and a segment's quality is simply its best grade (a word
 * always matches at least as a prefix, so every segment is complete).
 */
export function matchWord(text: Segmented, needle: string, skip?: (segment: number) => boolean): SegmentMatch[] {
  const { source, field, starts, words, prefixes } = text;
  const out: SegmentMatch[] = [];
  let current: SegmentMatch | null = null;
  let last: HighlightInfo | null = null;
  let raw = 0;
  let segment = 0;
  let skipped = -1;
  for (const hit of wordOccurrences(source, field, needle, words, prefixes)) {
    while (segment + 1 < starts.length && starts[segment + 1] <= hit.start) segment++;
    if (segment === skipped) continue;
    if (!current || current.segment !== segment) {
      if (skip?.(segment)) {
        skipped = segment;
        continue;
      }
      current = { segment, ranges: [], quality: 0, complete: true, phrase: false };
      out.push(current);
      last = null;
      raw = 0;
    }
    if (hit.grade > current.quality) current.quality = hit.grade;
    if (raw++ >= MAX_RANGES) continue;
    const start = hit.start - starts[segment];
    const end = hit.end - starts[segment];
    const lastEnd: number = last ? last.start + last.length : -2;
    if (last && (start <= lastEnd || (start === lastEnd + 1 && isSeparator(source, hit.start - 1)))) {
      last.length = Math.max(lastEnd, end) - last.start;
    } else current.ranges.push((last = { start, length: end - start }));
  }
  return out;
}
