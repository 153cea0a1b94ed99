/**
 * Scores what FlexSearch found and turns the kept candidates into hits. Ranking, strongest first:
 * the field (title > header > content), then how well the words match (exact word > prefix), then
 * a heading or title that is exactly the query, then FlexSearch's own order.
 */
import type { HighlightInfo, HitType, SearchHit } from '../src/shared/search';
import type { Candidate } from './group';
import { findMatches } from './highlight';
import { foldAligned, type Aligned } from './normalize';
import type { Page, Section } from './sections';
import { makeSnippet } from './snippet';
import type { QueryUnit } from './tokenize';

/** Field weights; every other part of the score stays below the gap between two fields. */
export const TYPE_WEIGHT: Readonly<Record<HitType, number>> = { title: 300, header: 200, content: 100 };
const QUALITY_WEIGHT = 20;
const WHOLE_FIELD_BONUS = 10;

export interface HitCandidate extends Candidate {
  type: HitType;
  section: number;
  ranges: HighlightInfo[];
}

/** A field's folded text, computed on first use: most sections are never hit. */
interface Folded {
  aligned: Aligned;
  flat: string;
}

/** A query as the hit maker needs it: its units, and their text joined (to spot a field that is the query). */
export interface PreparedQuery {
  raw: string;
  units: readonly QueryUnit[];
  flat: string;
}

export interface HitMaker {
  /** Scores a match of `type` in section `section` (for a title, the page's first section). */
  candidate(type: HitType, section: number, query: PreparedQuery, order: number): HitCandidate;
  /** The hit the modal shows for a kept candidate. */
  hit(candidate: HitCandidate, query: PreparedQuery): SearchHit;
}

/** Score of one hit: `quality` runs 0–2 (see highlight.ts); `whole` when the field is the query. */
export function scoreHit(type: HitType, quality: number, whole: boolean): number {
  return TYPE_WEIGHT[type] + quality * QUALITY_WEIGHT + (whole ? WHOLE_FIELD_BONUS : 0);
}

export function prepareQuery(raw: string, units: readonly QueryUnit[]): PreparedQuery {
  return { raw, units, flat: units.map((u) => u.text).join(' ') };
}

function fold(source: string): Folded {
  const aligned = foldAligned(source);
  return { aligned, flat: aligned.text.replace(/ +/g, ' ').trim() };
}

export function createHitMaker(pages: readonly Page[], sections: readonly Section[]): HitMaker {
  // Folded fields by section (titles by page), filled on first use.
  const memo: Record<HitType, (Folded | undefined)[]> = { title: [], header: [], content: [] };
  const sourceOf = (type: HitType, s: Section) => (type === 'title' ? pages[s.page].title : type === 'header' ? s.header : s.text);

  return {
    candidate(type, section, query, order) {
      const s = sections[section];
      const source = sourceOf(type, s);
      const key = type === 'title' ? s.page : section;
      const field = (memo[type][key] ??= fold(source));
      const match = findMatches(source, field.aligned, query.units);
      const whole = type !== 'content' && field.flat === query.flat;
      const link = type === 'title' ? pages[s.page].routePath : s.link;
      return { type, section, page: s.page, score: scoreHit(type, match.quality, whole), order, link, ranges: match.ranges };
    },
    hit(candidate, query) {
      const s = sections[candidate.section];
      const { type, link, ranges } = candidate;
      const title = pages[s.page].title;
      // Plain literals, no spreads: this runs for every hit returned and spreads cost microseconds.
      if (type === 'content') {
        const { statement, highlightInfoList } = makeSnippet(s.text, ranges);
        return { type, title, header: s.header, link, query: query.raw, statement, highlightInfoList };
      }
      const header = sourceOf(type, s);
      return { type, title, header, link, query: query.raw, statement: header, highlightInfoList: ranges };
    },
  };
}
