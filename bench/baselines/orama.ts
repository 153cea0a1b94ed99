/**
 * Baseline: Orama 3 with its defaults, over whole pages: a schema of three string fields (title, the
 * page's headings, its text), `create` with no other option (English tokenizer, no stemming, no stop
 * words), `insert` per page, then `search({ term })` (BM25, no typo tolerance, every field, a page
 * matching any of the query's words; its default limit of 10 pages).
 *
 * Chinese gets the same: Orama's tokenizers for Chinese are a separate package
 * (`@orama/tokenizers`). The default English tokenizer splits at every character outside Latin
 * letters and digits, so a Chinese page keeps only its Latin words (API names, `node`, `esmx`).
 */
import { create, insert, search } from '@orama/orama';
import type { SearchDoc } from '../../src/shared/search';

/** Like `BaselineIndex`, but Orama's search may answer a promise. */
export interface AsyncBaselineIndex {
  /** Page routes found for `query`, best first, at most `limit`. */
  search(query: string, limit: number): Promise<string[]>;
}

/**
 * Builds the Orama index of one language's pages.
 *
 * @example (await (await createOramaIndex(site.en)).search('render context', 10))[0] // a route
 */
export async function createOramaIndex(docs: readonly SearchDoc[]): Promise<AsyncBaselineIndex> {
  const db = create({ schema: { title: 'string', headings: 'string', text: 'string' } as const });
  for (const doc of docs)
    await insert(db, {
      id: doc.routePath,
      title: doc.title,
      headings: doc.toc.map((h) => h.text).join('\n'),
      text: doc.content,
    });
  return {
    async search(query, limit) {
      const results = await search(db, { term: query });
      return results.hits.slice(0, limit).map((hit) => hit.id);
    },
  };
}
