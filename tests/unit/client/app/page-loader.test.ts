import { describe, expect, it, vi } from 'vitest';
import type { FetchJson } from '../../../../src/client/app/json-cache';
import { createPageLoader } from '../../../../src/client/app/page-loader';
import { siteLocales } from '../../../../src/shared/locale';
import type { SiteIndex } from '../../../../src/shared/types';
import { makePage, makeSite, routes } from '../site-fixture';

const SITE_INDEX = '/static/site-index.json';
const GUIDE_ROUTES = '/static/routes/en_guide.json';
const GUIDE_SIDEBAR = '/static/sidebars/guide.json';
const guideRoutes = routes
  .filter((route) => route.routePath.startsWith('/guide/'))
  .map((route) => ({ ...route, sidebarChunk: GUIDE_SIDEBAR }));
const glossary = guideRoutes.find((route) => route.routePath === '/guide/start/glossary')!;
const index: SiteIndex = {
  routes: { en: { guide: GUIDE_ROUTES } },
  searchIndex: { en: '/static/search_index.en.1.json' },
};
const sidebar = makeSite().sidebar.en['/guide']!;

/** A server holding the site index, the guide's route table and sidebar, and answers for page chunks. */
function fakeServer(pages: Record<string, Array<() => Promise<unknown>>> = {}): FetchJson & { calls: string[] } {
  const calls: string[] = [];
  const fixed: Record<string, unknown> = { [SITE_INDEX]: index, [GUIDE_ROUTES]: guideRoutes, [GUIDE_SIDEBAR]: sidebar };
  const fetcher = (url: string) => {
    calls.push(url);
    if (url in fixed) return Promise.resolve(structuredClone(fixed[url]));
    const answer = pages[url]?.shift() ?? (() => Promise.reject(new Error(`unexpected fetch of ${url}`)));
    return answer();
  };
  return Object.assign(fetcher, { calls });
}

const glossaryPage = () => Promise.resolve(makePage('/guide/start/glossary'));

const locales = siteLocales(['en', 'zh'], 'en');

describe('createPageLoader', () => {
  it('finds a route through the site index and the one route table of its section', async () => {
    const server = fakeServer();
    const loader = createPageLoader(SITE_INDEX, locales, server);
    expect((await loader.resolve('/guide/start/glossary/'))?.routePath).toBe('/guide/start/glossary');
    expect(await loader.resolve('/guide/nope')).toBeUndefined();
    expect(await loader.resolve('/api/core/esmx')).toBeUndefined();
    expect(server.calls).toEqual([SITE_INDEX, GUIDE_ROUTES]);
  });

  it('loads a page with its sidebar, once, and serves repeats from the cache', async () => {
    const server = fakeServer({ [glossary.chunk]: [glossaryPage] });
    const loader = createPageLoader(SITE_INDEX, locales, server);
    const first = await loader.load(glossary);
    const second = await loader.load(glossary);
    expect(first.page.title).toBe('Glossary');
    expect(first.sidebar.map((group) => group.text)).toEqual(['Getting Started', 'Essentials']);
    expect(second.page).toBe(first.page);
    expect(server.calls.sort()).toEqual([glossary.chunk, GUIDE_SIDEBAR].sort());
  });

  it('shares one request between a hover preload and the click after it', async () => {
    const server = fakeServer({ [glossary.chunk]: [glossaryPage] });
    const loader = createPageLoader(SITE_INDEX, locales, server);
    expect((await loader.preload('/guide/start/glossary/'))?.routePath).toBe('/guide/start/glossary');
    await loader.load(glossary);
    expect(server.calls.filter((url) => url === glossary.chunk)).toHaveLength(1);
  });

  it('does not cache a failure: the next load fetches again', async () => {
    const server = fakeServer({ [glossary.chunk]: [() => Promise.reject(new Error('offline')), glossaryPage] });
    const loader = createPageLoader(SITE_INDEX, locales, server);
    await expect(loader.load(glossary)).rejects.toThrow('offline');
    await expect(loader.load(glossary)).resolves.toMatchObject({ page: { routePath: '/guide/start/glossary' } });
    expect(server.calls.filter((url) => url === glossary.chunk)).toHaveLength(2);
  });

  it('retries the site index after a failed fetch of it', async () => {
    let failures = 1;
    const server = fakeServer();
    const flaky: FetchJson = (url) =>
      url === SITE_INDEX && failures-- > 0 ? Promise.reject(new Error('offline')) : server(url);
    const loader = createPageLoader(SITE_INDEX, locales, flaky);
    await expect(loader.resolve('/guide/start/glossary')).rejects.toThrow('offline');
    expect((await loader.resolve('/guide/start/glossary'))?.routePath).toBe('/guide/start/glossary');
  });

  it('rejects a chunk that holds no page data, naming the chunk', async () => {
    const loader = createPageLoader(
      SITE_INDEX,
      locales,
      fakeServer({ [glossary.chunk]: [() => Promise.resolve({ no: 1 })] }),
    );
    await expect(loader.load(glossary)).rejects.toThrow(`esmx-docs: page chunk ${glossary.chunk} holds no page data`);
  });

  it('rejects a site index that is not one', async () => {
    const loader = createPageLoader('/other.json', locales, () => Promise.resolve([1, 2]));
    await expect(loader.resolve('/guide/x')).rejects.toThrow('esmx-docs: /other.json is not a site index');
  });

  it('preloads nothing for unknown paths and never rejects on failure', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const server = fakeServer({ [glossary.chunk]: [() => Promise.reject(new Error('offline'))] });
    const loader = createPageLoader(SITE_INDEX, locales, server);
    expect(await loader.preload('/nope')).toBeUndefined();
    await loader.preload('/guide/start/glossary');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(server.calls).toContain(glossary.chunk);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('serves a seeded page and its sidebar without fetching them', async () => {
    const server = fakeServer();
    const loader = createPageLoader(SITE_INDEX, locales, server);
    const page = { ...makePage('/guide/start/glossary'), sidebarChunk: GUIDE_SIDEBAR };
    loader.seed({ page, sidebar });
    expect((await loader.load(glossary)).page).toBe(page);
    expect(await loader.sidebar(GUIDE_SIDEBAR)).toBe(sidebar);
    expect(server.calls).toEqual([]);
  });
});
