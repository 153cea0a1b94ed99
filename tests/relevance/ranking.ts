/**
 * Shared by the ordered relevance sets: builds the site from content/ as `npm run build` does, and
 * searches the index files it wrote with the worker's code, as a reader's browser fetches them.
 *
 * Each case names the pages of the first results in order. A list runs as far as its order has a
 * reason (a title before a heading, a heading before a mention in the text); the pages after that,
 * whose order is a coin toss (passing mentions, "Related" links), are left off.
 */
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { SearchApi } from '../../src/shared/search';
import type { Lang } from '../../src/shared/types';
import { createSearchApi } from '../../worker/api';
import { buildForTest } from '../support/built-site';
import type { RankingCase } from './ranking-case';

/** Declares one test per case against the real index of `lang`. */
export function rankingSet(lang: Lang, cases: readonly RankingCase[]): void {
  let api: SearchApi;
  beforeAll(async () => {
    const site = await buildForTest(join(process.cwd(), 'content'));
    api = createSearchApi({ fetch: site.fetch, logError: (message) => expect.fail(message) });
    await api.load({ lang, version: '', ...site.indexFiles(lang) });
  }, 600_000);

  for (const { query, expected, why, miss } of cases) {
    const [first, ...then] = expected;
    const title = `"${query}" ranks ${first} first${then.length ? `, then ${then.join(', ')}` : ''}`;
    (miss ? it.fails : it)(miss ? `${title} (not yet: ${miss})` : title, async () => {
      const ranked = (await api.search(query)).groups.map((g) => g.routePath);
      expect(ranked.slice(0, expected.length), `${why}; got ${ranked.slice(0, 6).join(', ') || 'nothing'}`).toEqual(
        expected,
      );
    });
  }
}
