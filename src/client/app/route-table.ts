import type { Locales } from '../../shared/locale';
import { normalizePath } from '../../shared/normalize-path';
import { routePartition } from '../../shared/route-partition';
import type { RouteEntry, SiteIndex } from '../../shared/types';
import { type FetchJson, fetchJson, jsonCache } from './json-cache';

/** Looks routes up by path, forgiving the trailing slash (`/blog` finds `/blog/`, `/zh` finds `/zh/`). */
export interface RouteTable {
  find(path: string): RouteEntry | undefined;
}

/** The forms a path may take in the route table, most literal first. */
function candidates(path: string): string[] {
  const p = normalizePath(path);
  if (p === '/') return [p];
  return p.endsWith('/') ? [p, p.slice(0, -1)] : [p, `${p}/`];
}

/**
 * Indexes `routes` once; lookups are then a few map reads, cheap enough to run on every hover.
 *
 * @example
 * createRouteTable(routes).find('/blog')?.routePath // '/blog/'
 */
export function createRouteTable(routes: readonly RouteEntry[]): RouteTable {
  const byPath = new Map<string, RouteEntry>();
  for (const route of routes) byPath.set(route.routePath, route);
  return {
    find(path) {
      for (const candidate of candidates(path)) {
        const route = byPath.get(candidate);
        if (route) return route;
      }
      return undefined;
    },
  };
}

/** Finds routes anywhere in the site, fetching only the site index and the one part of the table needed. */
export interface RouteResolver {
  /** The route at `path`, or undefined when the site has none there; rejects when a fetch fails. */
  resolve(path: string): Promise<RouteEntry | undefined>;
  /** The site index itself (it also names each language's search index). */
  index(): Promise<SiteIndex>;
}

function asSiteIndex(data: unknown, url: string): SiteIndex {
  const index = data as SiteIndex | null;
  if (!index || typeof index.routes !== 'object' || typeof index.searchIndex !== 'object') {
    throw new Error(`esmx-docs: ${url} is not a site index`);
  }
  return index;
}

function asRouteTable(data: unknown, url: string): RouteTable {
  if (!Array.isArray(data)) throw new Error(`esmx-docs: ${url} is not a route table`);
  return createRouteTable(data as RouteEntry[]);
}

/**
 * The route table is split by language and first path segment (see `routePartition`): a lookup costs the
 * site index once, then one small chunk per section visited, whatever the size of the site.
 *
 * @example
 * const routes = createRouteResolver('/static/site-index.json', locales);
 * await routes.resolve('/guide/start/glossary') // { routePath, chunk, sidebarChunk, … }
 */
export function createRouteResolver(
  siteIndexUrl: string,
  locales: Locales,
  fetcher: FetchJson = fetchJson,
): RouteResolver {
  const indexes = jsonCache(fetcher, asSiteIndex);
  const tables = jsonCache(fetcher, asRouteTable);
  const index = () => indexes(siteIndexUrl);
  return {
    index,
    async resolve(path) {
      const { lang, segment } = routePartition(path, locales);
      const url = (await index()).routes[lang]?.[segment];
      return url === undefined ? undefined : (await tables(url)).find(path);
    },
  };
}

export { samePath } from '../../shared/same-path';
