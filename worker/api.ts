/**
 * The worker's side of the Comlink contract (`SearchApi` in src/shared/search.ts): which index is
 * selected, its loading state, and a cache of recent results per index.
 *
 * One index is selected at a time. Selecting another (language, version or URL) drops the current
 * one, back to `initial`, and fetches the file its URL names at once (`initing`, then `inited`): a
 * small site's list, or a large one's manifest, whose shards and fragments come later, as queries
 * need them. Searches wait for that file instead of answering "no results" while it loads; one that
 * was waiting when the selection changed answers from the new index, the one the reader now sees.
 *
 * A failed file (list, manifest, shard or fragment) logs SEARCH_FETCH_ERROR once for the query that
 * met it; the query answers from what did load (nothing, for a list or manifest), is not cached,
 * and the next query fetches the failed file again.
 */
import type { IndexFiles, IndexSource, SearchApi, SearchResult, SearchState } from '../src/shared/search';
import { SEARCH_CACHE_SIZE, SEARCH_FETCH_ERROR, SEARCH_RESULT_LIMIT } from '../src/shared/search';
import { createEngine, type Engine } from './engine';
import { type FetchText, openIndex } from './files';
import { LruCache } from './lru';

export interface SearchApiOptions {
  /** Defaults to the global `fetch`. */
  fetch?: FetchText;
  /** Where the fetch-failure message goes; defaults to `console.error`. */
  logError?: (message: string) => void;
}

interface Selection {
  key: string;
  files: IndexFiles;
  state: SearchState;
  /** Settles (never rejects) once the index is open; null if it failed. */
  ready: Promise<Engine | null>;
  abort: AbortController;
  cache: LruCache<string, SearchResult>;
}

const keyOf = ({ lang, version, url, places }: IndexSource) => JSON.stringify([lang, version ?? '', url, places]);

/**
 * Creates the search API the worker exposes.
 *
 * @example
 * const api = createSearchApi();
 * await api.load({ lang: 'en', version: '', url: '/static/search_index.en.1a2b3c4d.json' });
 * (await api.search('rend', 7)).groups[0].routePath; // '/guide/essentials/render-context'
 */
export function createSearchApi(options: SearchApiOptions = {}): SearchApi {
  const fetchText: FetchText = options.fetch ?? ((url, init) => fetch(url, init));
  const logError = options.logError ?? ((message: string) => console.error(message));
  let current: Selection | null = null;
  // Per index, kept across selections: switching language and back finds its answers still there.
  const caches = new Map<string, LruCache<string, SearchResult>>();
  // Searches sent before the first `load` wait here for it.
  let firstSelection: () => void = () => {};
  const selected = new Promise<void>((resolve) => (firstSelection = resolve));

  /** The engine of `selection`, or null (logged) when its list or manifest cannot be fetched. */
  async function open(selection: Selection): Promise<Engine | null> {
    try {
      const { signal } = selection.abort;
      // Places failing leaves results without the labels under titles: reported, but searched all the same.
      const placesFailed = () => selection === current && logError(SEARCH_FETCH_ERROR);
      return createEngine(await openIndex(fetchText, selection.files, signal, placesFailed));
    } catch {
      // A superseded fetch was aborted on purpose: nobody waits for its index, nothing to report.
      if (selection === current) logError(SEARCH_FETCH_ERROR);
      return null;
    }
  }

  return {
    load(source) {
      const key = keyOf(source);
      if (current?.key === key) return current.ready.then(() => undefined);
      current?.abort.abort();
      const selection: Selection = {
        key,
        files: { url: source.url, places: source.places },
        state: 'initing',
        ready: Promise.resolve(null),
        abort: new AbortController(),
        cache: caches.get(key) ?? new LruCache(SEARCH_CACHE_SIZE),
      };
      caches.set(key, selection.cache);
      current = selection;
      firstSelection();
      selection.ready = open(selection).then((engine) => {
        selection.state = 'inited';
        return engine;
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
      const cacheKey = `${limit}\u0000${query}`;
      const cached = selection.cache.get(cacheKey);
      if (cached) return cached;
      if (!engine) {
        // The list or manifest failed: this query tries it again (and logs if it fails again).
        selection.ready = open(selection);
        engine = await selection.ready;
        if (!engine) return { query: typeof query === 'string' ? query : '', groups: [], total: 0, more: false };
      }
      const { failed, ...result } = await engine.search(query, limit);
      if (failed) logError(SEARCH_FETCH_ERROR);
      else selection.cache.set(cacheKey, result);
      return result;
    },

    state() {
      return current?.state ?? 'initial';
    },
  };
}
