/**
 * Turns FlexSearch's answer (ids per field) into scored hit candidates, skipping the work whose
 * result could not be shown: scoring the sections of a page is the costly part of a broad query.
 */
import type { HitType } from '../src/shared/search';
import { MAX_HITS_PER_PAGE } from './group';
import type { HitCandidate, HitMaker, PreparedQuery } from './hits';

/** One field of FlexSearch's answer: ids in its rank order. */
export type FieldResult = { field?: string; result: number[] };

/**
 * Pages whose text is always scanned for content hits, best first by FlexSearch's order; further
 * pages only while the candidates do not yet fill the limit. Scanning is the costly part of a
 * query on a large site; on a small one every matched page fits.
 */
export const CONTENT_PAGES = 40;

const ids = (found: readonly FieldResult[], field: HitType) => found.find((f) => f.field === field)?.result ?? [];

/**
 * Title and header candidates first, then content candidates of each matched page (ids are pages).
 * A section that a title or heading hit already links to gets no content candidate (it would lose
 * to that hit, one hit per link), nor does a page whose title and headings fill its share of hits.
 *
 * @example
 * collectCandidates([{ field: 'title', result: [0] }], hits, query, 100) // [{ type: 'title', page: 0, … }]
 */
export function collectCandidates(found: readonly FieldResult[], hits: HitMaker, query: PreparedQuery, limit: number): HitCandidate[] {
  const candidates: HitCandidate[] = [];
  const linked = new Set<number>();
  const perPage = new Map<number, number>();
  const add = (candidate: HitCandidate) => {
    candidates.push(candidate);
    linked.add(candidate.section);
    perPage.set(candidate.page, (perPage.get(candidate.page) ?? 0) + 1);
  };
  ids(found, 'title').forEach((page, rank) => add(hits.titleCandidate(page, query, rank)));
  ids(found, 'header').forEach((page, rank) => hits.headerCandidates(page, query, rank).forEach(add));
  ids(found, 'content').forEach((page, rank) => {
    if ((perPage.get(page) ?? 0) >= MAX_HITS_PER_PAGE || (rank >= CONTENT_PAGES && candidates.length >= limit)) return;
    candidates.push(...hits.contentCandidates(page, query, rank, (section) => linked.has(section)));
  });
  return candidates;
}
