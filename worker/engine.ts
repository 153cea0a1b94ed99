/**
 * Answers one query over a prebuilt index: find and score the candidate pages (loading the shards
 * the query's terms live in), fetch the fragments of the pages that can be shown, and make their
 * hits. Only pages that may be shown are fetched: a query for 7 hits reads at most 7 pages' fragments.
 *
 * A page's score is the index's (score.ts `pageScore`) times what its best place adds (`placeFactor`), known
 * once its fragment is in. Pages are fetched in the index's order, and the text reorders them within
 * fixed windows of SEARCH_SUGGESTIONS pages: asking for more results never changes the first ones.
 */
import type { SearchResult } from '../src/shared/search';
import { SEARCH_RESULT_LIMIT, SEARCH_SUGGESTIONS } from '../src/shared/search';
import { queryUnits } from '../src/shared/search-index/tokenize';
import { findCandidates, lookupTables } from './candidates';
import type { IndexReader } from './files';
import { type PageHits, pageGroup, pageHits } from './hits';
import { loadedShards } from './shards';
import { loadedVocabulary } from './typos';

/** A result, and whether some file it needed failed (it is then built from what did load). */
type EngineResult = SearchResult & { failed: boolean };

export interface Engine {
  /**
   * Searches the index; `limit` caps the number of hits (default and maximum 100). Never rejects.
   *
   * @example (await engine.search('rend', 7)).groups[0].hits[0] // { type: 'title', title: 'RenderContext', … }
   */
  search(query: string, limit?: number): Promise<EngineResult>;
}

function clampLimit(limit: unknown): number {
  if (typeof limit !== 'number' || Number.isNaN(limit)) return SEARCH_RESULT_LIMIT;
  return Math.max(0, Math.min(SEARCH_RESULT_LIMIT, Math.floor(limit)));
}

/** An engine over `index`. */
export function createEngine(index: IndexReader): Engine {
  const shards = loadedShards(index);
  const tables = lookupTables(shards, index.pages);
  const vocabulary = loadedVocabulary(index);
  const { fragmentSize } = index;

  /** Fragments of `pages` (ids), fetched per file; null for a page whose file failed. */
  const fragments = async (pages: readonly number[]) => {
    const byFile = new Map<number, ReturnType<IndexReader['fragment']>>();
    for (const page of pages) {
      const n = Math.floor(page / fragmentSize);
      if (!byFile.has(n)) byFile.set(n, index.fragment(n));
    }
    return Promise.all(
      pages.map(async (page) => (await byFile.get(Math.floor(page / fragmentSize)))?.[page % fragmentSize] ?? null),
    );
  };

  return {
    async search(query, limit) {
      const max = clampLimit(limit);
      const raw = typeof query === 'string' ? query : '';
      const typed = queryUnits(raw);
      const empty = { query: raw, groups: [], total: 0, more: false, failed: false };
      if (!typed.length || !max || !index.pages) return empty;
      const { units, candidates, failed } = await findCandidates(tables, vocabulary, typed, index.pages);
      let broken = failed;
      let next = 0;
      const groups: SearchResult['groups'] = [];
      let total = 0;
      // Each page shows at least one hit: fetch as many pages as hits are missing, then more if some showed none.
      // Whether there is more is told by the candidates left: no page is fetched only to find that out.
      while (next < candidates.length && total < max) {
        const wanted = Math.max(SEARCH_SUGGESTIONS, max - total);
        const batch = candidates.slice(next, next + Math.ceil(wanted / SEARCH_SUGGESTIONS) * SEARCH_SUGGESTIONS);
        next += batch.length;
        const pages = await fragments(batch.map((c) => c.page));
        if (pages.includes(null)) broken = true;
        // Window by window: once one hit past the limit is in, the windows left would add nothing, so
        // their pages' hits are never made (100 hits often take 30 pages of a batch of 105).
        for (let w = 0; w < batch.length && total <= max; w += SEARCH_SUGGESTIONS) {
          const window: { fragment: NonNullable<(typeof pages)[number]>; found: PageHits; score: number }[] = [];
          for (let i = w; i < Math.min(w + SEARCH_SUGGESTIONS, batch.length); i++) {
            const fragment = pages[i];
            if (!fragment) continue;
            const found = pageHits(fragment, { raw, units });
            if (found.hits.length) window.push({ fragment, found, score: batch[i].score });
          }
          window.sort((a, b) => b.score * b.found.factor - a.score * a.found.factor);
          for (const { fragment, found } of window) {
            if (total > max) break;
            const group = pageGroup(fragment, found.hits, max + 1 - total);
            groups.push(group);
            total += group.hits.length;
          }
        }
      }
      // One hit past the limit was asked for only to tell whether there is more.
      const more = total > max || next < candidates.length;
      if (total > max) {
        const last = groups[groups.length - 1];
        last.hits = last.hits.slice(0, last.hits.length - (total - max));
        if (!last.hits.length) groups.pop();
        total = max;
      }
      return { query: raw, groups, total, more, failed: broken };
    },
  };
}
