import { describe, expect, it, vi } from 'vitest';
import { type IndexSource, SEARCH_CACHE_SIZE, SEARCH_FETCH_ERROR, type SearchDoc } from '../../../src/shared/search';
import { createSearchApi } from '../../../worker/api';
import type { FetchText } from '../../../worker/files';
import { memoryIndex } from '../../support/memory-index';

const doc = (routePath: string, title: string, content: string): SearchDoc => ({
  id: routePath,
  routePath,
  title,
  content,
  toc: [],
});
const built = {
  en: memoryIndex([doc('/render', 'Render', 'The render step.')], {}, 'en'),
  zh: memoryIndex([doc('/zh/render', '渲染', '渲染上下文。')], {}, 'zh'),
  v2: memoryIndex([doc('/v2/render', 'Render v2', 'The render step, version two.')], {}, 'en.2'),
};
const indexes = new Map(Object.values(built).flatMap((index) => [...index.files]));
/** The English pages as a sharded index, as a large site has: the worker starts from its manifest. */
const sharded = memoryIndex([doc('/render', 'Render', 'The render step.')], { listBytes: 0 }, 'en');
const manifestText = sharded.files.get(sharded.url) as string;
const en: IndexSource = { lang: 'en', version: '', url: built.en.url };
const zh: IndexSource = { lang: 'zh', version: '', url: built.zh.url };
const failed = { ok: false, text: async () => 'Not found' };

/** A fetch that answers from `indexes` once `release()` is called (or at once when `manual` is off). */
function fakeFetch(manual = false) {
  const pending: (() => void)[] = [];
  const calls: string[] = [];
  const fetch = vi.fn<FetchText>((url, init) => {
    calls.push(url);
    return new Promise((resolve, reject) => {
      const body = indexes.get(url);
      const answer = () => resolve(body === undefined ? failed : { ok: true, text: async () => body });
      init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      if (manual) pending.push(answer);
      else answer();
    });
  });
  return {
    fetch,
    calls,
    release: () => {
      for (const answer of pending.splice(0)) answer();
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const routesOf = async (result: unknown) =>
  ((await result) as { groups: { routePath: string }[] }).groups.map((g) => g.routePath);

describe('createSearchApi', () => {
  it('starts initial, is initing while it fetches and inited once built', async () => {
    const { fetch, release } = fakeFetch(true);
    const api = createSearchApi({ fetch });
    expect(await api.state()).toBe('initial');
    const loaded = api.load(en);
    expect(await api.state()).toBe('initing');
    release();
    await loaded;
    expect(await api.state()).toBe('inited');
  });

  it('makes a query sent before the index is ready wait for it instead of answering nothing', async () => {
    const { fetch, release } = fakeFetch(true);
    const api = createSearchApi({ fetch });
    void api.load(en);
    const answer = api.search('rend');
    await tick();
    release();
    expect(await routesOf(answer)).toEqual(['/render']);
  });

  it('makes a query sent before any load wait for the first one', async () => {
    const { fetch } = fakeFetch();
    const api = createSearchApi({ fetch });
    const answer = api.search('render');
    await tick();
    void api.load(en);
    expect(await routesOf(answer)).toEqual(['/render']);
  });

  it('treats loading the same source again as nothing new', async () => {
    const { fetch, calls } = fakeFetch();
    const api = createSearchApi({ fetch });
    await api.load(en);
    await api.load({ ...en });
    expect(calls).toEqual([en.url]);
    expect(await api.state()).toBe('inited');
  });

  it('resets and loads the other index when the language changes', async () => {
    const { fetch, calls, release } = fakeFetch(true);
    const api = createSearchApi({ fetch });
    const first = api.load(en);
    release();
    await first;
    const second = api.load(zh);
    expect(await api.state()).toBe('initing');
    release();
    await second;
    expect(calls).toEqual([en.url, zh.url]);
    expect(await routesOf(api.search('渲染'))).toEqual(['/zh/render']);
  });

  it('resets when the version changes', async () => {
    const { fetch } = fakeFetch();
    const api = createSearchApi({ fetch });
    await api.load(en);
    await api.load({ lang: 'en', version: '2', url: built.v2.url });
    expect(await routesOf(api.search('render'))).toEqual(['/v2/render']);
  });

  it('answers a query that waited through a language change from the new index', async () => {
    const { fetch, release } = fakeFetch(true);
    const api = createSearchApi({ fetch });
    void api.load(en);
    const answer = api.search('渲染');
    void api.load(zh);
    release();
    expect(await routesOf(answer)).toEqual(['/zh/render']);
  });

  it('aborts the fetch of an index nobody wants any more, without reporting it', async () => {
    const { fetch, release } = fakeFetch(true);
    const logError = vi.fn();
    const api = createSearchApi({ fetch, logError });
    void api.load(en);
    const second = api.load(zh);
    expect(fetch.mock.calls[0][1].signal.aborted).toBe(true);
    release();
    await second;
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs exactly the fetch error and searches an empty index when the fetch fails', async () => {
    const logError = vi.fn();
    const api = createSearchApi({ fetch: async () => Promise.reject(new TypeError('offline')), logError });
    await api.load(en);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(SEARCH_FETCH_ERROR);
    expect(await api.state()).toBe('inited');
    expect(await api.search('render')).toEqual({ query: 'render', groups: [], total: 0, more: false });
  });

  it('treats an error status, a body that is neither a list nor a manifest and a hash mismatch as a failed fetch', async () => {
    for (const response of [
      failed,
      { ok: true, text: async () => JSON.stringify({ not: 'a manifest' }) },
      { ok: true, text: async () => JSON.stringify({ ...JSON.parse(manifestText), format: 3 }) },
      { ok: true, text: async () => 'not json {' },
      // The Chinese list served under the English one's name: its hash gives it away.
      { ok: true, text: async () => indexes.get(zh.url) as string },
    ]) {
      const logError = vi.fn();
      const api = createSearchApi({ fetch: async () => response, logError });
      await api.load(en);
      expect(logError).toHaveBeenCalledWith(SEARCH_FETCH_ERROR);
      expect((await api.search('render')).total).toBe(0);
    }
  });

  for (const [kind, index] of [
    ['list', built.en],
    ['manifest', sharded],
  ] as const) {
    it(`logs exactly the fetch error and searches an empty index when the ${kind} fails`, async () => {
      const logError = vi.fn();
      const api = createSearchApi({ fetch: index.fetch, logError });
      index.fail(/./);
      await api.load({ lang: 'en', version: '', url: index.url });
      index.fail(null);
      expect(index.requests).toEqual([index.url]);
      expect(logError.mock.calls).toEqual([[SEARCH_FETCH_ERROR]]);
      expect(await api.state()).toBe('inited');
    });
  }

  it("fetches a small site's list as its one request, for queries and corrections alike", async () => {
    const index = memoryIndex([doc('/hydration', 'Hydration', 'Hydration restores state.')]);
    expect(index.url).toBe(index.listUrl);
    expect(index.url).toMatch(/^\/static\/search_index\.en\.[0-9a-f]{8}\.json$/);
    const api = createSearchApi({ fetch: index.fetch });
    await api.load({ lang: 'en', version: '', url: index.url });
    expect(await routesOf(api.search('hydr'))).toEqual(['/hydration']);
    expect(await routesOf(api.search('hydation'))).toEqual(['/hydration']);
    expect(index.requests).toEqual([index.url]);
  });

  it("shows each group's place from the list's places file, fetched beside the list", async () => {
    const index = memoryIndex([
      { ...doc('/hydration', 'Hydration', 'Hydration restores state.'), path: ['Guide', 'SSR'] },
    ]);
    expect(index.places).toMatch(/^\/static\/search\/en\.places\.[0-9a-f]{8}\.json$/);
    const api = createSearchApi({ fetch: index.fetch });
    await api.load({ lang: 'en', version: '', url: index.url, places: index.places });
    const { groups } = await api.search('hydration');
    expect(groups.map((g) => [g.routePath, g.path])).toEqual([['/hydration', ['Guide', 'SSR']]]);
    expect(index.requests.sort()).toEqual([index.places, index.url].sort());
  });

  it('logs the fetch error once and still searches the list when its places fail', async () => {
    const index = memoryIndex([{ ...doc('/hydration', 'Hydration', 'Hydration restores state.'), path: ['Guide'] }]);
    index.fail(/places/);
    const logError = vi.fn();
    const api = createSearchApi({ fetch: index.fetch, logError });
    await api.load({ lang: 'en', version: '', url: index.url, places: index.places });
    const { groups } = await api.search('hydration');
    expect(groups.map((g) => [g.routePath, g.path])).toEqual([['/hydration', []]]);
    expect(logError.mock.calls).toEqual([[SEARCH_FETCH_ERROR]]);
  });

  it('searches the entries of a damaged list it can read, without failing', async () => {
    const list = JSON.stringify([42, null, { title: 'no route' }, doc('/ok', 'Fine', 'render')]);
    const logError = vi.fn();
    const api = createSearchApi({ fetch: async () => ({ ok: true, text: async () => list }), logError });
    await api.load({ ...en, url: '/static/search_index.en.json' });
    const { groups } = await api.search('render');
    expect(groups.map((g) => [g.routePath, g.path])).toEqual([['/ok', []]]);
    expect(logError).not.toHaveBeenCalled();
  });

  it('fetches a failed list again for the next query, and answers from it once it loads', async () => {
    let fail = true;
    const logError = vi.fn();
    const api = createSearchApi({
      fetch: async (url) => (fail ? failed : { ok: true, text: async () => indexes.get(url) as string }),
      logError,
    });
    await api.load(en);
    expect((await api.search('render')).total).toBe(0);
    expect(logError).toHaveBeenCalledTimes(2);
    fail = false;
    expect(await routesOf(api.search('render'))).toEqual(['/render']);
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it('logs to console.error by default', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createSearchApi({ fetch: async () => failed });
    await api.load(en);
    expect(spy).toHaveBeenCalledWith('Failed to fetch search index, please reload the page and try again.');
    spy.mockRestore();
  });

  it('loads again after a failed index when the language changes back', async () => {
    let fail = true;
    const api = createSearchApi({
      fetch: async (url) => (fail ? failed : { ok: true, text: async () => indexes.get(url) as string }),
      logError: () => {},
    });
    await api.load(en);
    expect((await api.search('render')).total).toBe(0);
    fail = false;
    await api.load(zh);
    await api.load(en);
    expect(await routesOf(api.search('render'))).toEqual(['/render']);
  });

  it('answers a repeated query from the cache', async () => {
    const { fetch } = fakeFetch();
    const api = createSearchApi({ fetch });
    await api.load(en);
    const first = await api.search('render', 7);
    expect(await api.search('render', 7)).toBe(first);
    expect(await api.search('render', 8)).not.toBe(first);
  });

  it(`keeps the last ${SEARCH_CACHE_SIZE} queries per language`, async () => {
    const { fetch } = fakeFetch();
    const api = createSearchApi({ fetch });
    await api.load(en);
    const oldest = await api.search('query 0');
    const newest = await api.search('render');
    for (let i = 1; i < SEARCH_CACHE_SIZE; i++) await api.search(`query ${i}`);
    expect(await api.search('render')).toBe(newest);
    expect(await api.search('query 0')).not.toBe(oldest);
  });

  it('keeps each language its own cache', async () => {
    const { fetch } = fakeFetch();
    const api = createSearchApi({ fetch });
    await api.load(en);
    const english = await api.search('render');
    await api.load(zh);
    expect((await api.search('render')).total).toBe(0);
    await api.load(en);
    expect(await api.search('render')).toBe(english);
  });
});
