/**
 * Runs in the benchmark page (served by modules.ts): starts the site's real search worker, talks to
 * it through Comlink as the shell does, and times it with the same tinybench helper as the Node
 * suites. Browser-only code; nothing from Node is reachable here.
 */
import { type Remote, wrap } from 'comlink';
import type { SearchApi } from '../../src/shared/search';
import type { Lang } from '../../src/shared/types';
import { type Latency, percentile, queryLatency } from '../stats';

/** Fresh workers started per language; start-up figures are their medians. */
const STARTS = 5;

export interface WorkerFigures {
  lang: Lang;
  /** Whether the page is cross-origin isolated, which gives performance.now() 5 µs steps, not 100. */
  isolated: boolean;
  timerStepMs: number;
  indexBytes: number;
  /** The page's own fetch of the index (localhost, cold). */
  fetchMs: number;
  /** Fresh workers started; the next four figures are medians over them. */
  starts: number;
  /** `new Worker` until the worker answers its first message. */
  workerStartMs: number;
  /** `load` of the already fetched JSON (a blob: URL): parse and build in the worker. */
  loadMs: number;
  /** The first search after `load`. */
  firstSearchMs: number;
  /** Index ready after the fetch: `load` + first search. */
  readyMs: number;
  firstSearchHits: number;
  /** Round trips of queries the worker has not seen (its result cache cannot answer). */
  uncached: Latency;
  /** Round trips answered from the worker's result cache: messaging alone. */
  cached: Latency;
}

/** Smallest step performance.now() moves by. */
function timerStep(): number {
  let step = Infinity;
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    let now = start;
    while (now === start) now = performance.now();
    step = Math.min(step, now - start);
  }
  return step;
}

/**
 * Measures one language's index in a fresh worker.
 *
 * @example await probeWorker(site.workerUrl, site.searchIndex.en, 'en', ['r', 'render'])
 */
export async function probeWorker(
  workerUrl: string,
  indexUrl: string,
  lang: Lang,
  queries: string[],
): Promise<WorkerFigures> {
  const fetchStart = performance.now();
  const text = await (await fetch(indexUrl)).text();
  const fetchMs = performance.now() - fetchStart;
  // The worker fetches this copy, so `load` measures what happens after the network is done.
  const blob = new Blob([text], { type: 'application/json' });
  const blobUrl = URL.createObjectURL(blob);

  // Start-up is measured on fresh workers a few times (it is one sample each); the last one stays
  // up for the round trips.
  const starts: { workerStartMs: number; loadMs: number; firstSearchMs: number; hits: number }[] = [];
  let worker: Worker | null = null;
  let api: Remote<SearchApi> | null = null;
  try {
    for (let i = 0; i < STARTS; i++) {
      worker?.terminate();
      const started = performance.now();
      worker = new Worker(workerUrl, { type: 'module' });
      api = wrap<SearchApi>(worker);
      await api.state();
      const workerStartMs = performance.now() - started;
      const loadStart = performance.now();
      await api.load({ lang, version: '', url: blobUrl });
      const loadMs = performance.now() - loadStart;
      const searchStart = performance.now();
      const first = await api.search(lang === 'zh' ? '渲染上下文' : 'render', 100);
      starts.push({ workerStartMs, loadMs, firstSearchMs: performance.now() - searchStart, hits: first.total });
    }
    const remote = api as Remote<SearchApi>;
    const median = (pick: (s: (typeof starts)[number]) => number) =>
      percentile(
        starts.map(pick).sort((a, b) => a - b),
        0.5,
      );

    // Trailing spaces change the cache key but not the work: every call is a fresh search.
    const asked = new Map<string, number>();
    const fresh = (query: string) => {
      const n = (asked.get(query) ?? 0) + 1;
      asked.set(query, n);
      return query + ' '.repeat(n);
    };
    const uncached = await queryLatency(`worker ${lang}`, queries, (q) => remote.search(fresh(q), 100), {
      async: true,
      time: 500,
      rounds: 5,
      warmupRounds: 1,
    });
    const cached = await queryLatency(`worker cached ${lang}`, queries, (q) => remote.search(q, 100), {
      async: true,
      time: 200,
      rounds: 5,
      warmupRounds: 1,
    });
    return {
      lang,
      isolated: globalThis.crossOriginIsolated === true,
      timerStepMs: timerStep(),
      indexBytes: blob.size,
      fetchMs,
      starts: starts.length,
      workerStartMs: median((s) => s.workerStartMs),
      loadMs: median((s) => s.loadMs),
      firstSearchMs: median((s) => s.firstSearchMs),
      readyMs: median((s) => s.loadMs + s.firstSearchMs),
      firstSearchHits: Math.min(...starts.map((s) => s.hits)),
      uncached,
      cached,
    };
  } finally {
    worker?.terminate();
    URL.revokeObjectURL(blobUrl);
  }
}
