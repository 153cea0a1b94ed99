/**
 * The shell's end of the search worker: the only client module that imports comlink, so comlink
 * reaches the reader only with the search chunks (never the main bundle).
 *
 * One worker per tab, created on first use and kept for the whole visit: client-side navigation
 * never recreates it, so an index fetched once stays warm.
 */
import { type Remote, wrap } from 'comlink';
import type { IndexSource, SearchApi, SearchResult } from '../../shared/search';

interface Connection {
  api: Remote<SearchApi>;
  /** Rejects if the worker script fails (404, syntax error): calls would otherwise never settle. */
  broken: Promise<never>;
}

let connection: Connection | null = null;
let selected = '';

function connect(workerUrl: string): Connection {
  if (connection) return connection;
  const worker = new Worker(workerUrl, { type: 'module' });
  const broken = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) =>
      reject(new Error(`esmx-docs: search worker failed (${event.message || workerUrl})`)),
    );
  });
  // Nobody may be waiting when it fails; the rejection is still reported through `search`.
  broken.catch(() => undefined);
  connection = { api: wrap<SearchApi>(worker), broken };
  return connection;
}

/**
 * Makes sure the worker exists and has `source` selected, fetching that index in the background.
 * Cheap to call again: the same source does nothing, another language or version switches.
 *
 * @example
 * selectIndex(site.workerUrl, { lang: 'zh', version: '', url: '/static/search_index.zh.1a2b3c4d.json' });
 */
export function selectIndex(workerUrl: string, source: IndexSource): void {
  const key = JSON.stringify([source.lang, source.version, source.url, source.places]);
  const { api } = connect(workerUrl);
  if (key === selected) return;
  selected = key;
  // A failed fetch is the worker's to report (SEARCH_FETCH_ERROR); the promise only says "done".
  Promise.resolve(api.load(source)).catch(() => undefined);
}

/**
 * Searches the selected index (waiting for it to load). Rejects only if the worker itself is gone.
 *
 * @example
 * const { groups, total } = await searchIndex(site.workerUrl, 'render', SEARCH_RESULT_LIMIT);
 */
export function searchIndex(workerUrl: string, query: string, limit: number): Promise<SearchResult> {
  const { api, broken } = connect(workerUrl);
  return Promise.race([Promise.resolve(api.search(query, limit)), broken]);
}
