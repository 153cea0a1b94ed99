/**
 * The 100-result limit path: on 10,000 pages per language, a query that thousands of pages match
 * must come back with exactly 100 hits, and quickly. A naive scan of the corpus (the oracle) counts
 * the matching pages, so the figure is known to be a "thousands" case and not a lucky few.
 */
import { expect, it } from 'vitest';
import { SEARCH_RESULT_LIMIT, SEARCH_SUGGESTIONS } from '../src/shared/search';
import type { Lang } from '../src/shared/types';
import { loadCorpus } from './corpus';
import { built } from './engines';
import { time } from './format';
import { record } from './record';
import { type Latency, queryLatency } from './stats';

/** A common word per language, and how the oracle recognises a page holding it. */
const BROAD: Record<Lang, { query: string; matches: (text: string) => boolean }> = {
  en: { query: 'render', matches: (text) => /\brender/i.test(text) },
  zh: { query: '模块', matches: (text) => text.includes('模块') },
};

interface Figure {
  lang: Lang;
  query: string;
  limit: number;
  matchingPages: number;
  hits: number;
  groups: number;
  latency: Latency;
}

it('returns exactly 100 hits for a query that thousands of pages match', async () => {
  const corpus = await loadCorpus();
  const figures: Figure[] = [];
  for (const lang of ['en', 'zh'] as const) {
    const { query, matches } = BROAD[lang];
    const matchingPages = corpus.large[lang].docs.filter((d) => matches(`${d.title}\n${d.content}`)).length;
    expect(matchingPages).toBeGreaterThanOrEqual(1000);
    const { index: engine } = await built('ours', 'large', lang);
    for (const limit of [SEARCH_RESULT_LIMIT, SEARCH_SUGGESTIONS]) {
      const result = await engine.search(query, limit);
      expect(result.total).toBe(limit);
      expect(result.groups.reduce((n, g) => n + g.hits.length, 0)).toBe(limit);
      const latency = await queryLatency(`limit ${limit} ${lang}`, [query], (q) => engine.search(q, limit), {
        async: true,
        time: 500,
        rounds: 10,
      });
      figures.push({ lang, query, limit, matchingPages, hits: result.total, groups: result.groups.length, latency });
    }
  }

  record({
    suite: 'result-limit',
    tables: [
      {
        title: 'Result limit on 10,000 pages per language (a query thousands of pages match)',
        columns: ['lang', 'query', 'pages matching', 'limit', 'hits (pages)', 'p50', 'p95'],
        rows: figures.map((f) => [
          f.lang,
          f.query,
          f.matchingPages.toLocaleString('en'),
          String(f.limit),
          `${f.hits} (${f.groups})`,
          time(f.latency.p50Ms),
          time(f.latency.p95Ms),
        ]),
      },
    ],
    data: figures,
  });
});
