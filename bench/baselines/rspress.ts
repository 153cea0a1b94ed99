/**
 * Baseline: search the way Rspress does, on the main thread. A FlexSearch 0.8 Document over whole
 * pages with the fields Rspress indexes (lowercased title, the page's headings joined, lowercased
 * content), `tokenize: 'full'` (every substring of every word), Rspress's `maxlength: 64` encoder,
 * and no CJK handling: a Chinese sentence without spaces is one long "word".
 *
 * Two deliberate differences, both in the baseline's favour or neutral: Rspress's 100-entry query
 * cache is off (the suites repeat the same queries, which would only measure the cache; our engine
 * is measured without its cache too), and indexing is synchronous (`add`, not `addAsync`), which
 * measures the work rather than the scheduling.
 */
import { Document } from 'flexsearch';
import type { SearchDoc } from '../../src/shared/search';

const FIELDS = ['normalizedTitle', 'headers', 'normalizedContent'] as const;

type RspressDoc = {
  id: string;
  title: string;
  routePath: string;
  normalizedTitle: string;
  headers: string;
  normalizedContent: string;
};
type EnrichedField = { field: string; result: { id: string; doc: RspressDoc | null }[] };

/** Lowercase and drop combining accents, as Rspress's `normalizeTextCase` does before indexing. */
function normalizeTextCase(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export interface BaselineIndex {
  /** Page routes found for `query`, best first, de-duplicated, at most `limit`. */
  search(query: string, limit: number): string[];
}

/**
 * Builds the Rspress-style index of one language.
 *
 * @example createRspressIndex(site.en).search('render', 100)[0] // a route
 */
export function createRspressIndex(docs: readonly SearchDoc[]): BaselineIndex {
  const index = new Document<RspressDoc>({
    tokenize: 'full',
    encoder: { maxlength: 64 } as never,
    document: { id: 'id', store: true, index: [...FIELDS] },
  } as never);
  for (const doc of docs) {
    index.add({
      id: doc.routePath,
      title: doc.title,
      routePath: doc.routePath,
      normalizedTitle: normalizeTextCase(doc.title),
      headers: doc.toc.map((h) => normalizeTextCase(h.text)).join(' '),
      normalizedContent: normalizeTextCase(doc.content),
    });
  }
  return {
    search(query, limit) {
      const fields = index.search(normalizeTextCase(query), {
        enrich: true,
        limit,
        index: [...FIELDS],
      } as never) as unknown as EnrichedField[];
      const seen = new Set<string>();
      const routes: string[] = [];
      for (const { result } of fields) {
        for (const item of result) {
          if (seen.has(item.id) || routes.length >= limit) continue;
          seen.add(item.id);
          if (item.doc) routes.push(item.doc.routePath);
        }
      }
      return routes;
    },
  };
}
