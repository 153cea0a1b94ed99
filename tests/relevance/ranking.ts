/**
 * Shared by the ordered relevance sets: builds the index over the documents the site really ships
 * (`loadSearchDocs`, the same as `npm run build`) with the build's own writer, and searches it with
 * the worker's code, shards and fragments fetched from memory.
 */
import { beforeAll, expect, it } from 'vitest';
import { loadSearchDocs } from '../../src/build/search/documents';
import type { SearchApi } from '../../src/shared/search';
import type { Lang } from '../../src/shared/types';
import { createSearchApi } from '../../worker/api';
import { memoryIndex } from '../support/memory-index';

/**
 * One query of a relevance set: the page that must rank in the top 3 (`first`: that must rank
 * first, where the site has one obvious answer), and why it deserves to.
 */
export interface RankingCase {
  query: string;
  expected: string;
  why: string;
  first?: boolean;
}

/** How far down a reader may have to look: the expected page must be among the first three. */
export const TOP = 3;

/** Declares one test per case against the real index of `lang`. */
export function rankingSet(lang: Lang, cases: readonly RankingCase[]): void {
  let api: SearchApi;
  beforeAll(async () => {
    const index = memoryIndex((await loadSearchDocs())[lang], {}, lang);
    api = createSearchApi({ fetch: index.fetch });
    await api.load({ lang, version: '', url: index.url });
  }, 60_000);

  it('has at least 20 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  for (const { query, expected, why, first } of cases) {
    const where = first ? 'first' : `in the top ${TOP}`;
    it(`"${query}" ranks ${expected} ${where}`, async () => {
      const ranked = (await api.search(query)).groups.map((g) => g.routePath);
      const top = ranked.slice(0, first ? 1 : TOP);
      expect(top, `${why}; got ${ranked.slice(0, 5).join(', ') || 'nothing'}`).toContain(expected);
    });
  }
}
