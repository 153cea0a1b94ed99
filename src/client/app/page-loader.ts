import type { PageData, RouteEntry } from '../../shared/types';
import { createRouteTable, type RouteTable } from './route-table';

/** Fetches and parses one page chunk. Injected so tests need no network. */
export type FetchPage = (url: string) => Promise<PageData>;

/** Finds routes and loads their page chunks, each chunk at most once while it succeeds. */
export interface PageLoader extends RouteTable {
  /** The page of `route`; rejects when the chunk cannot be fetched or is not a page. */
  load(route: RouteEntry): Promise<PageData>;
  /** Starts loading the page at `path` if it is a known route; never rejects. */
  preload(path: string): void;
  /** Remembers a page already at hand (the prerendered one) so going back to it costs nothing. */
  seed(route: RouteEntry, page: PageData): void;
}

const fetchPage: FetchPage = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`esmx-docs: page chunk ${url} answered ${response.status}`);
  return (await response.json()) as PageData;
};

function checkPage(route: RouteEntry, data: unknown): PageData {
  const page = data as PageData | null;
  if (!page || typeof page.html !== 'string' || typeof page.routePath !== 'string') {
    throw new Error(`esmx-docs: page chunk ${route.chunk} holds no page data`);
  }
  return page;
}

/**
 * A loader over the site's routes.
 *
 * @example
 * const loader = createPageLoader(site.routes);
 * loader.preload('/guide/start/glossary'); // on hover
 * const page = await loader.load(loader.find('/guide/start/glossary')!); // on click: already cached
 */
export function createPageLoader(routes: readonly RouteEntry[], fetcher: FetchPage = fetchPage): PageLoader {
  const table = createRouteTable(routes);
  const cache = new Map<string, Promise<PageData>>();

  const load = (route: RouteEntry): Promise<PageData> => {
    const cached = cache.get(route.chunk);
    if (cached) return cached;
    const pending = fetcher(route.chunk).then((data) => checkPage(route, data));
    // A failure must not stick: the next attempt (a retry, a later hover) fetches again.
    pending.catch(() => {
      if (cache.get(route.chunk) === pending) cache.delete(route.chunk);
    });
    cache.set(route.chunk, pending);
    return pending;
  };

  return {
    find: table.find,
    load,
    preload(path) {
      const route = table.find(path);
      if (route) load(route).catch(() => undefined);
    },
    seed(route, page) {
      cache.set(route.chunk, Promise.resolve(page));
    },
  };
}
