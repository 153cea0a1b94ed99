/**
 * Orders scored candidates the way the modal shows them: one group per page (a page never appears
 * twice), pages ordered by their best candidate, candidates best first, one per link, and no more
 * in all than the limit. Generic, so that only the kept candidates are turned into hits.
 */

export interface Candidate {
  /** Index of the page in the page list. */
  page: number;
  /** Higher is better (see rank.ts). */
  score: number;
  /** Tie-breaker, lower first: the order FlexSearch and the document gave. */
  order: number;
  /** Where the hit leads; a heading matched both as a header and in its text is one place. */
  link: string;
}

/** Hits one page may contribute, so that the first suggestions span more than one page. */
export const MAX_HITS_PER_PAGE = 5;

/** Sort order of candidates: higher score first, then lower order. */
export const better = (a: Candidate, b: Candidate) => b.score - a.score || a.order - b.order;

/**
 * Groups candidates by page, best page first; at most `perPage` per page and `limit` in all.
 *
 * @example
 * groupCandidates([{ page: 1, score: 2, order: 0, link: '/b' }, { page: 0, score: 3, order: 1, link: '/a' }], 100)
 * // → [[{ page: 0, … }], [{ page: 1, … }]]
 */
export function groupCandidates<C extends Candidate>(
  candidates: readonly C[],
  limit: number,
  perPage = MAX_HITS_PER_PAGE,
): C[][] {
  const byPage = new Map<number, C[]>();
  for (const candidate of [...candidates].sort(better)) {
    const list = byPage.get(candidate.page) ?? [];
    if (!list.length) byPage.set(candidate.page, list);
    if (list.length < perPage && !list.some((kept) => kept.link === candidate.link)) list.push(candidate);
  }
  const groups: C[][] = [];
  let total = 0;
  // Map order is the order of each page's best candidate, since candidates were visited best first.
  for (const list of byPage.values()) {
    if (total >= limit) break;
    const taken = list.slice(0, limit - total);
    total += taken.length;
    groups.push(taken);
  }
  return groups;
}

/**
 * The hits one page shows: its candidates best first, one per link, at most `perPage` and `limit`
 * (what `groupCandidates` keeps of a page). Sorts `candidates` in place.
 *
 * @example pageHits([{ page: 0, score: 1, order: 0, link: '/a' }, { page: 0, score: 2, order: 1, link: '/a' }], 7) // [{ score: 2, … }]
 */
export function pageHits<C extends Candidate>(candidates: C[], limit: number, perPage = MAX_HITS_PER_PAGE): C[] {
  const max = Math.min(limit, perPage);
  const out: C[] = [];
  if (max <= 0) return out;
  if (candidates.length > 1) candidates.sort(better);
  for (const candidate of candidates) {
    if (out.some((kept) => kept.link === candidate.link)) continue;
    out.push(candidate);
    if (out.length >= max) break;
  }
  return out;
}
