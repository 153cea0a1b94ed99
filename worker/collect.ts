/**
 * Turns FlexSearch's answer (ids per field) into the groups the modal shows, doing only the work
 * whose result can be shown. Field weights (hits.ts) put every title hit above every heading hit
 * and every heading hit above every content hit, so pages come in three bands: pages whose title
 * matched (by their title hit), then pages with a matching heading (by their best one), then pages
 * matched only in their text (by their best section). A band is looked at only while the groups
 * before it leave room under the limit, and a page's headings and sections are matched only once
 * the page is shown: on a large site most matched pages never are.
 */
import type { HitType } from '../src/shared/search';
import { better, MAX_HITS_PER_PAGE, pageHits } from './group';
import type { HitCandidate, HitMaker, PreparedQuery } from './hits';

/** One field of FlexSearch's answer: ids in its rank order. */
export type FieldResult = { field?: string; result: number[] };

/**
 * Pages matched only in their text whose sections are always scored, best first by FlexSearch's
 * order, to rank that band; further pages only while the band does not yet fill the limit.
 * Scoring sections is the costly part of a broad query on a large site; on a small one every
 * matched page fits.
 */
export const CONTENT_PAGES = 40;

const ids = (found: readonly FieldResult[], field: HitType) => found.find((f) => f.field === field)?.result ?? [];

/** Page → its rank in one field's answer. */
function ranks(pages: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  pages.forEach((page, rank) => {
    out.set(page, rank);
  });
  return out;
}

/**
 * The groups to show, best page first, at most `limit` hits in all and `MAX_HITS_PER_PAGE` per page.
 * A section that a title or heading hit already links to gets no content hit (it would lose to
 * that hit, one hit per link), nor does a page whose title and headings fill its share.
 *
 * @example
 * collectGroups([{ field: 'title', result: [0] }], hits, query, 100) // [[{ type: 'title', page: 0, … }]]
 */
export function collectGroups(
  found: readonly FieldResult[],
  hits: HitMaker,
  query: PreparedQuery,
  limit: number,
): HitCandidate[][] {
  const capped = collect(found, hits, query, limit, true);
  // Skipping text left the groups short of the limit: score every shown page's text after all.
  return capped.skipped && capped.total < limit ? collect(found, hits, query, limit, false).groups : capped.groups;
}

/** `collectGroups`; with `cap`, past CONTENT_PAGES a shown page's text is scored only while candidates are few. */
function collect(found: readonly FieldResult[], hits: HitMaker, query: PreparedQuery, limit: number, cap: boolean) {
  const headerRank = ranks(ids(found, 'header'));
  const contentIds = ids(found, 'content');
  const contentRank = ranks(contentIds);
  const groups: HitCandidate[][] = [];
  const shown = new Set<number>();
  let total = 0;
  let skipped = false;

  /**
   * Adds the group of `page`, whose best hits so far are `best` (its title and headings, or its
   * sections when those were scored already to rank it).
   */
  const show = (page: number, best: HitCandidate[], scored = false) => {
    shown.add(page);
    const candidates = [...best];
    const rank = contentRank.get(page);
    if (!scored && candidates.length < MAX_HITS_PER_PAGE && rank !== undefined) {
      if (cap && rank >= CONTENT_PAGES && known >= limit) skipped = true;
      else {
        const linked = new Set(candidates.map((c) => c.section));
        const own = hits.contentCandidates(page, query, rank, (section) => linked.has(section));
        known += own.length;
        candidates.push(...own);
      }
    }
    const group = pageHits(candidates, limit - total);
    if (!group.length) return;
    groups.push(group);
    total += group.length;
  };
  const headings = (page: number) => {
    const rank = headerRank.get(page);
    const own = rank === undefined ? [] : hits.headerCandidates(page, query, rank);
    known += own.length;
    return own;
  };

  const titled = ids(found, 'title')
    .map((page, rank) => hits.titleCandidate(page, query, rank))
    .sort(better);
  // Candidates made so far: past CONTENT_PAGES, a page's text is scored only while they do not fill the limit.
  let known = titled.length;
  for (const title of titled) {
    if (total >= limit) return { groups, total, skipped };
    show(title.page, [title, ...headings(title.page)]);
  }

  const headed: HitCandidate[][] = [];
  if (total >= limit) return { groups, total, skipped };
  for (const page of headerRank.keys()) {
    const own = shown.has(page) ? [] : headings(page);
    if (own.length) headed.push(own.sort(better));
  }
  for (const own of headed.sort((a, b) => better(a[0], b[0]))) {
    if (total >= limit) return { groups, total, skipped };
    show(own[0].page, own);
  }

  // The text-only band: score the first pages, then more while the hits they would add leave room.
  const texts: HitCandidate[][] = [];
  let pending = total;
  contentIds.forEach((page, rank) => {
    if (shown.has(page) || (rank >= CONTENT_PAGES && pending >= limit)) return;
    const own = hits.contentCandidates(page, query, rank, () => false);
    if (!own.length) return;
    texts.push(own.sort(better));
    pending += Math.min(own.length, MAX_HITS_PER_PAGE);
  });
  for (const own of texts.sort((a, b) => better(a[0], b[0]))) {
    if (total >= limit) break;
    show(own[0].page, own, true);
  }
  return { groups, total, skipped };
}
