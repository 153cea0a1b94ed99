/**
 * Scores what FlexSearch found and turns the kept candidates into hits. Ranking, strongest first:
 * the field (title > header > content), then how well the words match (exact word > prefix), then
 * a field that is exactly the query and words standing side by side as typed, then FlexSearch's
 * own order and the position on the page.
 */
import type { HighlightInfo, HitType, SearchHit } from '../src/shared/search';
import { better, type Candidate, MAX_HITS_PER_PAGE } from './group';
import { findMatches, matchSegments, type Segmented, segmentText } from './highlight';
import { normalize } from './normalize';
import type { Page, Section } from './sections';
import { makeSnippet } from './snippet';
import type { QueryUnit } from './tokenize';

/** Field weights; every other part of the score stays below the gap between two fields. */
export const TYPE_WEIGHT: Readonly<Record<HitType, number>> = { title: 300, header: 200, content: 100 };
const QUALITY_WEIGHT = 20;
/** For a field that is exactly the query, and for the query's words found side by side, in order. */
const BONUS = 10;
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
  /** Scores the title of a page FlexSearch matched. */
  titleCandidate(page: number, query: PreparedQuery, order: number): HitCandidate;
  /** Header candidates of a page FlexSearch matched: its headings holding every unit. */
  headerCandidates(page: number, query: PreparedQuery, order: number): HitCandidate[];
  /**
   * Content candidates of a page FlexSearch matched: its sections holding every unit, or failing
   * that the sections holding some; sections `skip` accepts are left out.
   */
  contentCandidates(
    page: number,
    query: PreparedQuery,
    order: number,
    skip: (section: number) => boolean,
  ): HitCandidate[];
  /** The hit the modal shows for a kept candidate. */
  hit(candidate: HitCandidate, query: PreparedQuery): SearchHit;
}

/**
 * Score of one hit: `quality` runs 0–2 (see highlight.ts); `whole` when the field is the query;
 * `phrase` when the query's units stand side by side in it.
 */
export function scoreHit(type: HitType, quality: number, whole: boolean, phrase = false): number {
  return TYPE_WEIGHT[type] + quality * QUALITY_WEIGHT + (whole ? BONUS : 0) + (phrase ? BONUS : 0);
}

export function prepareQuery(raw: string, units: readonly QueryUnit[]): PreparedQuery {
  return { raw, units, flat: units.map((u) => u.text).join(' ') };
}

export function createHitMaker(pages: readonly Page[], sections: readonly Section[]): HitMaker {
  // Folded texts, made on first use (most pages are never hit) and kept: refolding a page costs
  // more than the rest of a query, and the folded text is no bigger than the page.
  const titles: (Segmented | undefined)[] = [];
  const flatTitles: (string | undefined)[] = [];
  const flatHeaders: (string | undefined)[] = [];
  const outlines: ({ text: Segmented; sections: number[] } | undefined)[] = [];
  const bodies: (Segmented | undefined)[] = [];
  const own = (page: number) =>
    sections.slice(pages[page].firstSection, pages[page].firstSection + pages[page].sectionCount);

  const outline = (page: number) => {
    const headed = own(page).flatMap((s, i) => (s.isHeading ? [pages[page].firstSection + i] : []));
    return { text: segmentText(headed.map((id) => sections[id].header)), sections: headed };
  };

  return {
    titleCandidate(page, query, order) {
      const field = (titles[page] ??= segmentText([pages[page].title]));
      const { ranges, quality, phrase } = findMatches(field, query.units);
      const whole = (flatTitles[page] ??= normalize(pages[page].title)) === query.flat;
      const section = pages[page].firstSection;
      return {
        type: 'title',
        section,
        page,
        score: scoreHit('title', quality, whole, phrase),
        order: order * ORDER_SLOTS,
        link: pages[page].routePath,
        ranges,
      };
    },

    headerCandidates(page, query, order) {
      const { text, sections: ids } = (outlines[page] ??= outline(page));
      return matchSegments(text, query.units, { preferComplete: true })
        .filter((m) => m.complete)
        .map(({ segment, ranges, quality, phrase }) => {
          const section = ids[segment];
          const whole = (flatHeaders[section] ??= normalize(sections[section].header)) === query.flat;
          return {
            type: 'header' as const,
            section,
            page,
            score: scoreHit('header', quality, whole, phrase),
            order: order * ORDER_SLOTS + Math.min(segment, ORDER_SLOTS - 1),
            link: sections[section].link,
            ranges,
          };
        });
    },

    contentCandidates(page, query, order, skip) {
      const { firstSection } = pages[page];
      const body = (bodies[page] ??= segmentText(own(page).map((s) => s.text)));
      const matches = matchSegments(body, query.units, {
        skip: (segment) => skip(firstSection + segment),
        preferComplete: true,
        best: MAX_HITS_PER_PAGE,
      });
      const someComplete = matches.some((m) => m.complete);
      const candidates: HitCandidate[] = [];
      for (const { segment, ranges, quality, complete, phrase } of matches) {
        if (someComplete && !complete) continue;
        const section = firstSection + segment;
        const score = scoreHit('content', quality, false, phrase);
        const slot = order * ORDER_SLOTS + Math.min(segment, ORDER_SLOTS - 1);
        candidates.push({ type: 'content', section, page, score, order: slot, link: sections[section].link, ranges });
      }
      // Only a page's best few can be shown (group.ts); the rest need not go further.
      return candidates.length > MAX_HITS_PER_PAGE ? candidates.sort(better).slice(0, MAX_HITS_PER_PAGE) : candidates;
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
