import { normalizePath } from '../../shared/locale';
import type { RouteEntry } from '../../shared/types';

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
 * createRouteTable(site.routes).find('/blog')?.routePath // '/blog/'
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

/** Whether two paths name the same route, ignoring a trailing slash, `.html` and `index`. */
export function samePath(a: string, b: string): boolean {
  const strip = (p: string) => {
    const n = normalizePath(p);
    return n.length > 1 && n.endsWith('/') ? n.slice(0, -1) : n;
  };
  return strip(a) === strip(b);
}
