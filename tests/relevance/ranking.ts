/**
 * Shared by the ordered relevance sets: builds the engine over the documents the site really ships
 * (`loadSearchDocs`, the same as `npm run build`) and checks where a page ranks for a query.
 */
import { beforeAll, expect, it } from 'vitest';
import { loadSearchDocs } from '../../src/build/search-docs';
import type { Lang } from '../../src/shared/types';
import { createEngine, type Engine } from '../../worker/engine';

/** One query of a relevance set: the page that must rank in the top 3, and why it deserves to. */
export interface RankingCase {
  query: string;
  expected: string;
  why: string;
}

/** How far down a reader may have to look: the expected page must be among the first three. */
export const TOP = 3;

/** Declares one test per case against the real index of `lang`. */
export function rankingSet(lang: Lang, cases: readonly RankingCase[]): void {
  let engine: Engine;
  beforeAll(async () => {
    engine = createEngine((await loadSearchDocs())[lang]);
  }, 60_000);

  it('has at least 20 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  for (const { query, expected, why } of cases) {
    it(`"${query}" ranks ${expected} in the top ${TOP}`, () => {
      const ranked = engine.search(query).groups.map((g) => g.routePath);
      expect(ranked.slice(0, TOP), `${why}; got ${ranked.slice(0, 5).join(', ') || 'nothing'}`).toContain(expected);
    });
  }
}
