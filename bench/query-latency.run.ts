/**
 * Query latency, engine only, in Node: median and p95 over the fixed query list (queries.ts), for
 * our engine and both baselines on the same queries, on the real site's index and on 10,000 pages
 * per language. One sample is one query; every query weighs the same.
 */
import { expect, it } from 'vitest';
import { SEARCH_RESULT_LIMIT } from '../src/shared/search';
import type { Lang } from '../src/shared/types';
import { built, type CorpusName, FULL, type IndexKind, type Searchable } from './engines';
import { ratio, time } from './format';
import { queriesFor } from './queries';
import { record, type Table, target } from './record';
import { type Latency, queryLatency } from './stats';

const LANGS: readonly Lang[] = ['en', 'zh'];
const KINDS: readonly IndexKind[] = ['ours', 'rspress', 'vitepress'];
type Figures = Partial<Record<IndexKind, Latency>>;

async function measure(corpus: CorpusName, lang: Lang, kinds: readonly IndexKind[]): Promise<Figures> {
  const queries = queriesFor(lang);
  const figures: Figures = {};
  for (const kind of kinds) {
    const { index } = await built(kind, corpus, lang);
    const search = (index as Searchable).search.bind(index);
    // On 10,000 pages ours answers in about a millisecond and MiniSearch in up to hundreds: fewer
    // rounds there, and a single unwarmed round for the baselines, to keep the run short.
    const options =
      corpus === 'site'
        ? { time: 300, rounds: 20 }
        : kind === 'ours'
          ? { time: 1000, rounds: 3, warmupRounds: 1 }
          : { time: 0, rounds: 1, warmupRounds: 0 };
    // Ours answers a promise (its files are fetched, here from memory): await it in the sample.
    figures[kind] = await queryLatency(`${kind} ${corpus} ${lang}`, queries, (q) => search(q, SEARCH_RESULT_LIMIT), {
      ...options,
      async: kind === 'ours',
    });
  }
  return figures;
}

function rows(corpus: CorpusName, byLang: Record<Lang, Figures>): string[][] {
  return LANGS.map((lang) => {
    const { ours, rspress, vitepress } = byLang[lang];
    return [
      `${corpus === 'site' ? 'site' : '10k pages'} ${lang} (${queriesFor(lang).length} queries)`,
      time(ours?.p50Ms),
      time(ours?.p95Ms),
      `${time(rspress?.p50Ms)} / ${time(rspress?.p95Ms)}`,
      `${ratio(rspress?.p50Ms, ours?.p50Ms)} / ${ratio(rspress?.p95Ms, ours?.p95Ms)}`,
      `${time(vitepress?.p50Ms)} / ${time(vitepress?.p95Ms)}`,
      `${ratio(vitepress?.p50Ms, ours?.p50Ms)} / ${ratio(vitepress?.p95Ms, ours?.p95Ms)}`,
    ];
  });
}

const worst = (a?: Latency, b?: Latency) => (a && b ? Math.max(a.p95Ms, b.p95Ms) : null);

it('times the query list on every index, ours first, and compares', async () => {
  const site = { en: await measure('site', 'en', KINDS), zh: await measure('site', 'zh', KINDS) };
  // Rspress's `full` tokenizer needs tens of seconds and gigabytes for 10,000 pages: opt-in.
  const largeKinds = FULL ? KINDS : KINDS.filter((k) => k !== 'rspress');
  const large = { en: await measure('large', 'en', largeKinds), zh: await measure('large', 'zh', largeKinds) };

  for (const figures of [site.en, site.zh, large.en, large.zh]) expect(figures.ours?.samples).toBeGreaterThan(0);

  const table: Table = {
    title: 'Query latency, engine only (Node, main thread, limit 100)',
    columns: [
      'index',
      'ours p50',
      'ours p95',
      'Rspress p50 / p95',
      'Rspress ÷ ours',
      'VitePress p50 / p95',
      'VitePress ÷ ours',
    ],
    rows: [...rows('site', site), ...rows('large', large)],
  };
  const slowest = (figures: Figures) =>
    Object.entries(figures.ours?.perQueryMs ?? {})
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([q, ms]) => `${q} ${time(ms)}`)
      .join(', ');
  record({
    suite: 'query-latency',
    tables: [table],
    targets: [
      target('site query p50 (worse language)', Math.max(site.en.ours!.p50Ms, site.zh.ours!.p50Ms) * 1000, 30, 'µs'),
      target('site query p95 (worse language)', worst(site.en.ours, site.zh.ours)! * 1000, 100, 'µs'),
      target('10k-page query p95 (worse language)', worst(large.en.ours, large.zh.ours), 1, 'ms'),
    ],
    notes: [
      'Ours includes building hits (grouping, snippets, highlight offsets); the baselines stop at the index lookup.',
      "No query cache on any side (the worker's LRU cache is in api.ts, not in the engine).",
      `Slowest queries (ours, median): site en: ${slowest(site.en)}; site zh: ${slowest(site.zh)}; 10k en: ${slowest(large.en)}; 10k zh: ${slowest(large.zh)}.`,
      ...(FULL ? [] : ['Rspress on 10,000 pages is skipped (slow to build); run with --full to include it.']),
    ],
    data: { site, large },
  });
});
