/**
 * The worker's side of the Comlink contract (`SearchApi` in src/shared/search.ts): which index is
 * selected, its loading state, the fetch, and a cache of recent results per index.
 *
 * One index is selected at a time. Selecting another (language, version or URL) drops the current
 * one, back to `initial`, and fetches the new one at once (`initing`), then builds it (`inited`).
 * Searches wait for the selected index instead of answering "no results" while it loads; one that
 * was waiting when the selection changed answers from the new index, the one the reader now sees.
 */

import type { IndexSource, SearchApi, SearchDoc, SearchResult, SearchState } from '../src/shared/search';
import { SEARCH_CACHE_SIZE, SEARCH_FETCH_ERROR, SEARCH_RESULT_LIMIT } from '../src/shared/search';
import { createEngine, type Engine } from './engine';
import { LruCache } from './lru';

/** The part of `fetch` we use, so that tests can hand in their own. */
export type FetchIndex = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export interface SearchApiOptions {
  /** Defaults to the global `fetch`. */
  fetch?: FetchIndex;
  /** Where the fetch-failure message goes; defaults to `console.error`. */
  logError?: (message: string) => void;
}

interface Selection {
  key: string;
  state: SearchState;
  /** Settles (never rejects) once the index is built, empty if the fetch failed. */
  ready: Promise<Engine>;
  abort: AbortController;
  failed: boolean;
}

const keyOf = ({ lang, version, url }: IndexSource) => JSON.stringify([lang, version ?? '', url]);

/**
 * Creates the search API the worker exposes.
 *
 * @example
 * const api = createSearchApi({ fetch: async () => ({ ok: true, json: async () => docs }) });
 * await api.load({ lang: 'en', version: '', url: '/static/search_index.en.json' });
 * (await api.search('rend')).groups[0].routePath; // '/guide/essentials/render-context'
 */
export function createSearchApi(options: SearchApiOptions = {}): SearchApi {
  const fetchIndex: FetchIndex = options.fetch ?? ((url, init) => fetch(url, init));
  const logError = options.logError ?? ((message: string) => console.error(message));
  const caches = new Map<string, LruCache<string, SearchResult>>();
  let current: Selection | null = null;
  // Searches sent before the first `load` wait here for it.
  let firstSelection: () => void = () => {};
  const selected = new Promise<void>((resolve) => (firstSelection = resolve));

  async function build(selection: Selection, url: string): Promise<Engine> {
    try {
      const response = await fetchIndex(url, { signal: selection.abort.signal });
      if (!response.ok) throw new Error('bad status');
      const docs = await response.json();
      if (!Array.isArray(docs)) throw new Error('not a list');
      return createEngine(docs as SearchDoc[]);
    } catch {
      // A superseded fetch was aborted on purpose: nobody waits for its index, nothing to report.
      if (selection === current) {
        selection.failed = true;
        caches.delete(selection.key);
        logError(SEARCH_FETCH_ERROR);
      }
      return createEngine([]);
    }
  }

  return {
    load(source) {
      const key = keyOf(source);
      if (current?.key === key) return current.ready.then(() => undefined);
      current?.abort.abort();
      let settle!: (engine: Engine) => void;
      const ready = new Promise<Engine>((resolve) => (settle = resolve));
      const selection: Selection = { key, state: 'initial', ready, abort: new AbortController(), failed: false };
      current = selection;
      firstSelection();
      selection.state = 'initing';
      void build(selection, source.url).then((engine) => {
        selection.state = 'inited';
        settle(engine);
      });
      return selection.ready.then(() => undefined);
    },

    async search(query, limit = SEARCH_RESULT_LIMIT) {
      await selected;
      let selection = current as Selection;
      let engine = await selection.ready;
      while (selection !== current) {
        selection = current as Selection;
        engine = await selection.ready;
      }
      if (selection.failed) return engine.search(query, limit);
      let cache = caches.get(selection.key);
      if (!cache) caches.set(selection.key, (cache = new LruCache(SEARCH_CACHE_SIZE)));
      const cacheKey = `${limit}\u0000${query}`;
      let result = cache.get(cacheKey);
      if (!result) cache.set(cacheKey, (result = engine.search(query, limit)));
      return result;
    },

    state() {
      return current?.state ?? 'initial';
    },
  };
}
