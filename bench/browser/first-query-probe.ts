/**
 * Runs in the benchmark page: one first query of a visit, from nothing loaded to the data of the
 * results shown, through each engine the way its UI drives it. Ours: the site's search worker,
 * started and talked to through Comlink as the shell does (`load` the manifest, then `search` for the
 * suggestions). Pagefind: its default UI's steps (`import` of pagefind.js, `options`, `search`, then
 * `data()` of each result it shows; the UI's debounce and `preload` are left out, as our debounce is).
 */
import { wrap } from 'comlink';
import type { SearchApi } from '../../src/shared/search';
import type { Lang } from '../../src/shared/types';

export interface FirstQuery {
  /** Query sent → data of the shown results in hand, in ms. */
  ms: number;
  /** Results the engine found (ours: hits, at most `shown`; Pagefind: pages, all of them). */
  found: number;
  /** URLs of the results shown, best first. */
  urls: string[];
}

/** The part of pagefind.js's exports its UI uses here. */
export interface PagefindApi {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<{ url: string }> }[] } | null>;
}

/** Excerpt length Pagefind's default UI asks for (30 words) when it shows no sub-results. */
const PAGEFIND_UI_EXCERPT = 30;

/**
 * Our first query: a fresh worker, the index list of a small site (its places file only for a typo), or a
 * large one's manifest and the shards and fragments the query needs.
 *
 * @example await ourFirstQuery('/assets/search-worker.js', { url: '/en/static/search_index.en.1a2b3c4d.json' }, 'en', 'render', 7)
 */
export async function ourFirstQuery(
  workerUrl: string,
  index: { url: string; places?: string },
  lang: Lang,
  query: string,
  shown: number,
): Promise<FirstQuery> {
  const started = performance.now();
  const worker = new Worker(workerUrl, { type: 'module' });
  try {
    const api = wrap<SearchApi>(worker);
    await api.load({ lang, version: '', ...index });
    const result = await api.search(query, shown);
    const ms = performance.now() - started;
    return { ms, found: result.total, urls: result.groups.map((g) => g.routePath) };
  } finally {
    worker.terminate();
  }
}

/**
 * Pagefind's first query: its script (which starts its own worker, wasm and entry file), the index
 * chunks for the query's words, then the fragments of the `shown` first results.
 *
 * @example await pagefindFirstQuery('/pagefind/en/', 'render', 7)
 */
export async function pagefindFirstQuery(bundleUrl: string, query: string, shown: number): Promise<FirstQuery> {
  const started = performance.now();
  const pagefind = (await import(`${bundleUrl}pagefind.js`)) as PagefindApi;
  // baseUrl '/' as a site at the root sets it: result URLs are then the pages' routes, as ours are.
  await pagefind.options({ baseUrl: '/', excerptLength: PAGEFIND_UI_EXCERPT });
  const search = await pagefind.search(query);
  const results = search?.results ?? [];
  const data = await Promise.all(results.slice(0, shown).map((result) => result.data()));
  const ms = performance.now() - started;
  return { ms, found: results.length, urls: data.map((d) => d.url) };
}
