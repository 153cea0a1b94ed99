/**
 * The debounce path: bursts of keystrokes 20 ms apart through createQueryScheduler with the real
 * delay (SEARCH_DEBOUNCE_MS) must send exactly one query each; the figure is the time from the last
 * keystroke to the results delivered (debounce + round trip + engine). Measured twice: in Node
 * against the worker's API in-process (no thread hop), and in Chromium against the shipped worker.
 */
import { expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../src/shared/search';
import type { Lang } from '../src/shared/types';
import { memoryIndex } from '../tests/support/memory-index';
import { createSearchApi } from '../worker/api';
import { browserUnavailable, callInPage, openSite } from './browser/site';
import { type BurstFigure, playBursts } from './bursts';
import { loadCorpus } from './corpus';
import { time } from './format';
import { record } from './record';
import { percentile } from './stats';

const LANGS: readonly Lang[] = ['en', 'zh'];

interface Run {
  where: 'node' | 'chromium';
  lang: Lang;
  bursts: BurstFigure[];
}

async function inNode(lang: Lang): Promise<Run> {
  const index = memoryIndex((await loadCorpus()).site[lang].docs, {}, lang);
  const api = createSearchApi({ fetch: index.fetch });
  await api.load({ lang, version: '', url: index.url });
  return { where: 'node', lang, bursts: await playBursts(lang, async (q) => api.search(q, 100)) };
}

async function inChromium(): Promise<Run[]> {
  const session = await openSite();
  try {
    const page = await session.newPage();
    const runs: Run[] = [];
    for (const lang of LANGS) {
      const bursts = await callInPage<BurstFigure[]>(page, 'bench/browser/debounce-probe.ts', 'probeDebounce', [
        session.site.workerUrl,
        session.site.searchIndex[lang],
        lang,
      ]);
      runs.push({ where: 'chromium', lang, bursts });
    }
    return runs;
  } finally {
    await session.close();
  }
}

const stat = (run: Run, q: number) =>
  percentile(
    run.bursts.map((b) => b.keyToResultMs).sort((a, b) => a - b),
    q,
  );

it('sends exactly one query per burst of keystrokes, and times last key → results', async () => {
  const runs: Run[] = [];
  for (const lang of LANGS) runs.push(await inNode(lang));
  const unavailable = browserUnavailable();
  if (!unavailable) runs.push(...(await inChromium()));

  for (const run of runs) {
    for (const burst of run.bursts) {
      expect(burst.sends, `${run.where} ${run.lang} "${burst.query}"`).toBe(1);
      expect(burst.hits, `${run.where} ${run.lang} "${burst.query}"`).toBeGreaterThan(0);
    }
  }

  record({
    suite: 'debounce',
    tables: [
      {
        title: `Debounce path: bursts 20 ms a key, delay ${SEARCH_DEBOUNCE_MS} ms; last keystroke → results delivered`,
        columns: ['where', 'lang', 'bursts', 'keystrokes', 'queries sent', 'p50', 'p95', 'p50 beyond the delay'],
        rows: runs.map((run) => [
          run.where === 'node' ? 'Node, API in-process' : 'Chromium, shipped worker',
          run.lang,
          String(run.bursts.length),
          String(run.bursts.reduce((n, b) => n + b.keystrokes, 0)),
          `${run.bursts.reduce((n, b) => n + b.sends, 0)} (1 per burst)`,
          time(stat(run, 0.5)),
          time(stat(run, 0.95)),
          time(stat(run, 0.5) - SEARCH_DEBOUNCE_MS),
        ]),
      },
    ],
    notes: [
      'Chinese bursts go through the IME path: pinyin inputs while composing (ignored), the characters at composition end.',
      ...(unavailable ? [`Chromium part skipped: ${unavailable}.`] : []),
    ],
    data: runs,
  });
});
