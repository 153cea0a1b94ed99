import type { Locales } from '../../shared/locale';
import type { PageData, RouteEntry, SidebarItem } from '../../shared/types';
import { type FetchJson, fetchJson, jsonCache } from './json-cache';
import { createRouteResolver, type RouteResolver } from './route-table';

/** A page and the sidebar of its section: what a navigation needs before it shows anything. */
export interface LoadedPage {
  page: PageData;
  sidebar: SidebarItem[];
}

/** Finds routes and loads their page and sidebar chunks, each chunk at most once while it succeeds. */
export interface PageLoader extends RouteResolver {
  /** The page of `route` with its sidebar; rejects when a chunk cannot be fetched or holds the wrong thing. */
  load(route: RouteEntry): Promise<LoadedPage>;
  /** The sidebar in the chunk at `url` (`null`: no sidebar). */
  sidebar(url: string | null): Promise<SidebarItem[]>;
  /** Starts loading the page at `path` if it is a route; resolves to that route, never rejects. */
  preload(path: string): Promise<RouteEntry | undefined>;
  /** Remembers a page already at hand (the prerendered one) so going back to it costs nothing. */
  seed(loaded: LoadedPage): void;
}

function asPage(data: unknown, url: string): PageData {
  const page = data as PageData | null;
  if (!page || typeof page.html !== 'string' || typeof page.routePath !== 'string') {
    throw new Error(`esmx-docs: page chunk ${url} holds no page data`);
  }
  return page;
}

function asSidebar(data: unknown, url: string): SidebarItem[] {
  if (!Array.isArray(data)) throw new Error(`esmx-docs: sidebar chunk ${url} holds no sidebar`);
  return data as SidebarItem[];
}

/**
 * A loader over the site's routes (found through the site index at `siteIndexUrl`).
 *
 * @example
 * const loader = createPageLoader(site.siteIndex, localesOf(site.config));
 * loader.preload('/guide/start/glossary'); // on hover
 * const { page, sidebar } = await loader.load((await loader.resolve('/guide/start/glossary'))!); // on click: cached
 */
export function createPageLoader(siteIndexUrl: string, locales: Locales, fetcher: FetchJson = fetchJson): PageLoader {
  const routes = createRouteResolver(siteIndexUrl, locales, fetcher);
  const pages = jsonCache(fetcher, asPage);
  const sidebars = jsonCache(fetcher, asSidebar);
  // The prerendered page has no chunk URL at hand (its route entry is not fetched yet): keyed by route path.
  const seeded = new Map<string, LoadedPage>();
  const sidebar = (url: string | null) => (url === null ? Promise.resolve([]) : sidebars(url));

  const load = async (route: RouteEntry): Promise<LoadedPage> => {
    const known = seeded.get(route.routePath);
    if (known) return known;
    const [page, items] = await Promise.all([pages(route.chunk), sidebar(route.sidebarChunk)]);
    return { page, sidebar: items };
  };

  return {
    ...routes,
    load,
    sidebar,
    preload(path) {
      return routes.resolve(path).then(
        (route) => {
          if (route) load(route).catch(() => undefined);
          return route;
        },
        () => undefined,
      );
    },
    seed(loaded) {
      seeded.set(loaded.page.routePath, loaded);
      if (loaded.page.sidebarChunk) sidebars.seed(loaded.page.sidebarChunk, loaded.sidebar);
    },
  };
}
