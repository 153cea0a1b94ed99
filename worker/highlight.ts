/**
 * Where a query matches a text cut into segments (a page's sections, or a single title or heading)
 * and how well: per segment, the parts to highlight and a quality score. Matching runs once over
 * the whole folded text with native `indexOf`, which is far cheaper than a pass per segment.
 * Queries of words only take the faster paths of match-words.ts; the general path here also
 * handles CJK runs and text whose folding changed lengths.
 */
import { matchBestWord, matchWord, matchWords } from './match-words';
import { cjkOccurrences, type Occurrence, wordOccurrences } from './occurrences';
import {
  cursor,
  finishMatches,
  MAX_RANGES,
  type MatchOptions,
  type Segmented,
  type SegmentMatch,
  scratch,
  type Tally,
} from './segmented';
import { cjkWords, type QueryUnit } from './tokenize';

export { type MatchOptions, mergeRanges, type Segmented, type SegmentMatch, segmentText } from './segmented';

/**
 * Per segment that any unit matches: the ranges to highlight and the quality, in segment order.
 *
 * @example
 * matchSegments(segmentText(['Intro.', 'Set importmapMode']), queryUnits('mode'))
 * // [{ segment: 1, ranges: [{ start: 13, length: 4 }], quality: 2, complete: true, phrase: false }]
 */
export function matchSegments(
  text: Segmented,
  units: readonly QueryUnit[],
  options: MatchOptions = {},
): SegmentMatch[] {
  if (units.length === 1 && units[0].kind === 'word') {
    return text.words ? matchBestWord(text, units[0].text, options) : matchWord(text, units[0].text, options.skip);
  }
  if (text.words && units.every((unit) => unit.kind === 'word')) return matchWords(text, units, options);
  const { starts } = text;
  const { skip } = options;
  const count = units.length;
  const grades = scratch(starts.length * count);
  // First the grades (cheap), then ranges and phrases only for the segments reported.
  const spotSegment: number[] = [];
  const spotUnit: number[] = [];
  const spotHit: Occurrence[] = [];
  // Segments noted lie within [first, last]; a segment was noted when some grade of it is set.
  let first = Infinity;
  let last = -1;
  const note = (segment: number, unit: number, grade: number, hit: Occurrence) => {
    if (skip?.(segment)) return;
    if (segment < first) first = segment;
    if (segment > last) last = segment;
    const at = segment * count + unit;
    if (grade > grades[at]) grades[at] = grade;
    spotSegment.push(segment);
    spotUnit.push(unit);
    spotHit.push(hit);
  };
  units.forEach((unit, u) => {
    collectUnit(text, unit, u, note);
  });
  if (last < 0) return [];
  const isComplete = (segment: number) => {
    for (let u = 0; u < count; u++) if (grades[segment * count + u] < 1) return false;
    return true;
  };
  const noted = (segment: number) => {
    for (let u = 0; u < count; u++) if (grades[segment * count + u] > 0) return true;
    return false;
  };
  const touched: number[] = [];
  let someComplete = false;
  for (let segment = first; segment <= last; segment++) {
    if (!noted(segment)) continue;
    touched.push(segment);
    if (!someComplete && isComplete(segment)) someComplete = true;
  }
  const reported = options.preferComplete && someComplete ? touched.filter(isComplete) : touched;
  const tallies: (Tally | undefined)[] = [];
  for (const segment of reported) {
    // Occurrences per unit only serve to spot a phrase, which takes every unit.
    tallies[segment] = {
      ranges: [],
      spots: count > 1 && isComplete(segment) ? units.map((): Occurrence[] => []) : null,
    };
  }
  for (let k = 0; k < spotHit.length; k++) {
    const tally = tallies[spotSegment[k]];
    if (!tally) continue;
    const hit = spotHit[k];
    if (tally.ranges.length < MAX_RANGES) tally.ranges.push({ start: hit.start, length: hit.end - hit.start });
    const own = tally.spots?.[spotUnit[k]];
    if (own && own.length < MAX_RANGES) own.push(hit);
  }
  return finishMatches(text, reported, tallies, grades, count, { first, last }, isComplete);
}

type Note = (segment: number, unit: number, grade: number, hit: Occurrence) => void;

/** Notes every occurrence of one unit, in text order (for a CJK run: whole first, then its words). */
function collectUnit(text: Segmented, unit: QueryUnit, u: number, note: Note): void {
  const { source, field, starts, words: wordIndex, prefixes } = text;
  if (unit.kind === 'word') {
    const at = cursor(starts);
    for (const hit of wordOccurrences(source, field, unit.text, wordIndex, prefixes))
      note(at(hit.start), u, hit.grade, hit);
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
}

/** How well `units` match one field (a title or a heading), or a match of quality 0. */
export function findMatches(field: Segmented, units: readonly QueryUnit[]): SegmentMatch {
  const [match] = matchSegments(field, units);
  return match ?? { segment: 0, ranges: [], quality: 0, complete: false, phrase: false };
}
