/**
 * Index build time and memory, per language: from the JSON text the worker fetches to a searchable
 * index (parse included), for our engine and both baselines, on the real site and on 10,000 pages.
 * Memory is the heap the finished index retains after a full GC (node --expose-gc).
 */

import { Bench } from 'tinybench';
import { expect, it } from 'vitest';
import type { Lang } from '../src/shared/types';
import { createEngine } from '../worker/engine';
import { createRspressIndex } from './baselines/rspress';
import { createVitepressIndex } from './baselines/vitepress';
import { loadCorpus } from './corpus';
import { built, type CorpusName, FULL, type IndexKind } from './engines';
import { bytes, ratio, time } from './format';
import { record, target } from './record';
import { canMeasureHeap, percentile } from './stats';

const LANGS: readonly Lang[] = ['en', 'zh'];
const KINDS: readonly IndexKind[] = ['ours', 'rspress', 'vitepress'];
const BUILD = { ours: createEngine, rspress: createRspressIndex, vitepress: createVitepressIndex };
const NAMES: Record<IndexKind, string> = {
  ours: 'ours (FlexSearch forward + CJK bigrams)',
  rspress: 'Rspress-style FlexSearch',
  vitepress: 'VitePress-style MiniSearch',
};

interface Figure {
  kind: IndexKind;
  corpus: CorpusName;
  lang: Lang;
  pages: number;
  medianMs: number;
  p95Ms: number | null;
  runs: number;
  heapBytes: number | null;
}

/** Repeated builds of the site index (a few ms each): median and p95 over as many as fit in 0.5 s. */
async function siteBuild(kind: IndexKind, lang: Lang): Promise<Pick<Figure, 'medianMs' | 'p95Ms' | 'runs'>> {
  const { json } = (await loadCorpus()).site[lang];
  const bench = new Bench({ time: 500, iterations: 10, warmupIterations: 3, retainSamples: true });
  bench.add(kind, () => BUILD[kind](JSON.parse(json)));
  await bench.run();
  const result = bench.tasks[0].result;
  if (result.state !== 'completed') throw new Error(`bench: building the ${kind} ${lang} index failed`);
  const samples = [...(result.latency.samples ?? [])];
  return { medianMs: result.latency.p50, p95Ms: percentile(samples, 0.95), runs: samples.length };
}

it('builds every index from its JSON and weighs it', async () => {
  const corpus = await loadCorpus();
  const figures: Figure[] = [];
  for (const lang of LANGS) {
    for (const kind of KINDS) {
      const { heapBytes } = await built(kind, 'site', lang);
      figures.push({
        kind,
        corpus: 'site',
        lang,
        pages: corpus.site[lang].docs.length,
        heapBytes,
        ...(await siteBuild(kind, lang)),
      });
    }
  }
  // 10,000 pages take seconds to index: the one build the other suites share is the measured one.
  for (const lang of LANGS) {
    for (const kind of KINDS.filter((k) => FULL || k !== 'rspress')) {
      const { buildMs, heapBytes } = await built(kind, 'large', lang);
      figures.push({
        kind,
        corpus: 'large',
        lang,
        pages: corpus.large[lang].docs.length,
        medianMs: buildMs,
        p95Ms: null,
        runs: 1,
        heapBytes,
      });
    }
  }
  expect(figures.every((f) => f.medianMs > 0)).toBe(true);

  const ours = (f: Figure) => figures.find((o) => o.kind === 'ours' && o.corpus === f.corpus && o.lang === f.lang);
  const oursSite = figures.filter((f) => f.kind === 'ours' && f.corpus === 'site');
  const worstHeap = canMeasureHeap ? Math.max(...oursSite.map((f) => f.heapBytes ?? 0)) / 1024 / 1024 : null;
  record({
    suite: 'index-build',
    tables: [
      {
        title: 'Index build (JSON text → searchable index) and retained heap, per language',
        columns: ['corpus', 'lang', 'index', 'build median', 'build p95', 'runs', 'heap retained', 'heap ÷ ours'],
        rows: figures.map((f) => [
          f.corpus === 'site' ? `site (${f.pages} pages)` : `${f.pages.toLocaleString('en')} pages`,
          f.lang,
          NAMES[f.kind],
          time(f.medianMs),
          time(f.p95Ms),
          String(f.runs),
          bytes(f.heapBytes),
          f.kind === 'ours' ? '' : ratio(f.heapBytes, ours(f)?.heapBytes),
        ]),
      },
    ],
    targets: [target('memory per language, site index (worse language)', worstHeap, 12, 'MB')],
    notes: [
      ...(canMeasureHeap ? [] : ['Heap figures need node --expose-gc (bench/vitest.config.ts passes it).']),
      '10,000-page builds are single runs (each takes seconds); site builds are repeated.',
    ],
    data: figures,
  });
});
