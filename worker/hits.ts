/**
 * Scores what FlexSearch found and turns the kept candidates into hits. Ranking, strongest first:
 * the field (title > header > content), then how well the words match (exact word > prefix), then
 * a heading or title that is exactly the query, then FlexSearch's own order.
 */
import type { HighlightInfo, HitType, SearchHit } from '../src/shared/search';
import type { Candidate } from './group';
import { findMatches, matchSegments, segmentText, type Segmented } from './highlight';
import type { Page, Section } from './sections';
import { makeSnippet } from './snippet';
import type { QueryUnit } from './tokenize';

/** Field weights; every other part of the score stays below the gap between two fields. */
export const TYPE_WEIGHT: Readonly<Record<HitType, number>> = { title: 300, header: 200, content: 100 };
const QUALITY_WEIGHT = 20;
const WHOLE_FIELD_BONUS = 10;
/** Order slots per page, so that content hits of one page keep their document order. */
const ORDER_SLOTS = 1024;

export interface HitCandidate extends Candidate {
  type: HitType;
  section: number;
  ranges: HighlightInfo[];
}

/** A query as the hit maker needs it: its units, and their text joined (to spot a field that is the query). */
export interface PreparedQuery {
  raw: string;
  units: readonly QueryUnit[];
  flat: string;
}

export interface HitMaker {
  /** Scores a title (given the page's first section) or a heading FlexSearch matched. */
  candidate(type: 'title' | 'header', section: number, query: PreparedQuery, order: number): HitCandidate;
  /**
   * Content candidates of a page FlexSearch matched: its sections holding every unit, or failing
   * that the sections holding some; sections `skip` accepts are left out.
   */
  contentCandidates(page: number, query: PreparedQuery, order: number, skip: (section: number) => boolean): HitCandidate[];
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

const flatten = (field: Segmented) => field.field.text.replace(/ +/g, ' ').trim();

export function createHitMaker(pages: readonly Page[], sections: readonly Section[]): HitMaker {
  // Folded texts, made on first use: most fields are never hit.
  const titles: (Segmented | undefined)[] = [];
  const headers: (Segmented | undefined)[] = [];
  const bodies: (Segmented | undefined)[] = [];

  return {
    candidate(type, section, query, order) {
      const s = sections[section];
      const field = type === 'title' ? (titles[s.page] ??= segmentText([pages[s.page].title])) : (headers[section] ??= segmentText([s.header]));
      const { ranges, quality } = findMatches(field, query.units);
      const whole = flatten(field) === query.flat;
      const link = type === 'title' ? pages[s.page].routePath : s.link;
      return { type, section, page: s.page, score: scoreHit(type, quality, whole), order: order * ORDER_SLOTS, link, ranges };
    },

    contentCandidates(page, query, order, skip) {
      const { firstSection, sectionCount } = pages[page];
      const body = (bodies[page] ??= segmentText(sections.slice(firstSection, firstSection + sectionCount).map((s) => s.text)));
      let matches = matchSegments(body, query.units).filter((m) => !skip(firstSection + m.segment));
      if (matches.some((m) => m.complete)) matches = matches.filter((m) => m.complete);
      return matches.map(({ segment, ranges, quality }) => ({
        type: 'content' as const,
        section: firstSection + segment,
        page,
        score: scoreHit('content', quality, false),
        order: order * ORDER_SLOTS + Math.min(segment, ORDER_SLOTS - 1),
        link: sections[firstSection + segment].link,
        ranges,
      }));
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
      const header = type === 'title' ? title : s.header;
      return { type, title, header, link, query: query.raw, statement: header, highlightInfoList: ranges };
    },
  };
}
