/**
 * The search worker as it ships, in Chromium: the built site served from dist/, the hashed worker
 * script started by `new Worker`, spoken to through Comlink. Per language: how long until the index
 * is ready once its JSON has arrived (load + first search), and the round trip (page → worker →
 * engine → page) median and p95 over the query list, uncached and from the worker's cache.
 */
import { expect, it } from 'vitest';
import type { Lang } from '../src/shared/types';
import { browserUnavailable, callInPage, openSite } from './browser/site';
import type { WorkerFigures } from './browser/worker-probe';
import { bytes, time } from './format';
import { queriesFor } from './queries';
import { record, target } from './record';

it('times the shipped worker in Chromium: index ready, round trips', async () => {
  const unavailable = browserUnavailable();
  if (unavailable) {
    record({
      suite: 'worker-roundtrip',
      tables: [],
      notes: [`Worker round trip skipped: ${unavailable}.`],
      data: null,
    });
    return;
  }
  const session = await openSite();
  const figures: WorkerFigures[] = [];
  try {
    const page = await session.newPage();
    for (const lang of ['en', 'zh'] as Lang[]) {
      const args = [session.site.workerUrl, session.site.searchIndex[lang], lang, queriesFor(lang)];
      figures.push(await callInPage<WorkerFigures>(page, 'bench/browser/worker-probe.ts', 'probeWorker', args));
    }
    await page.close();
  } finally {
    await session.close();
  }
  for (const f of figures) expect(f.firstSearchHits).toBeGreaterThan(0);

  const worst = (pick: (f: WorkerFigures) => number) => Math.max(...figures.map(pick));
  record({
    suite: 'worker-roundtrip',
    tables: [
      {
        title: 'Search worker in Chromium (built site, Comlink)',
        columns: [
          'lang',
          'index JSON',
          'fetch (localhost)',
          'worker start',
          'ready after fetch',
          'round trip p50 / p95',
          'cached p50 / p95',
        ],
        rows: figures.map((f) => [
          f.lang,
          bytes(f.indexBytes),
          time(f.fetchMs),
          time(f.workerStartMs),
          `${time(f.readyMs)} (load ${time(f.loadMs)} + first search ${time(f.firstSearchMs)})`,
          `${time(f.uncached.p50Ms)} / ${time(f.uncached.p95Ms)}`,
          `${time(f.cached.p50Ms)} / ${time(f.cached.p95Ms)}`,
        ]),
      },
    ],
    targets: [
      target(
        'worker round trip p95 (worse language)',
        worst((f) => f.uncached.p95Ms),
        1,
        'ms',
      ),
      target(
        'index ready in the worker after the fetch (worse language)',
        worst((f) => f.readyMs),
        150,
        'ms',
      ),
    ],
    notes: [
      `Timer step in the page: ${time(figures[0].timerStepMs)} (${figures[0].isolated ? 'cross-origin isolated' : 'not isolated: 100 µs steps'}).`,
      `"ready after fetch": the worker gets the JSON from a blob: URL, so it is parse + build + first search, without the network; start-up figures are medians of ${figures[0].starts} fresh workers.`,
    ],
    data: figures,
  });
});
