import { findSidebar, sidebarKey } from '../shared/find-sidebar';
import type { Locales } from '../shared/locale';
import { routePartition } from '../shared/route-partition';
import type { Lang, RouteEntry, Sidebar, SidebarItem, SiteIndex } from '../shared/types';
import { chunkName, contentHash } from './content-hash';
import type { SearchEntry } from './search/write-search-index';

/** Where the build puts a file: `write(path relative to dist/, content)`. */
export type WriteFile = (path: string, content: string) => void;

/** The sidebar a page shows and the URL of the chunk holding it. */
export interface PageSidebar {
  items: SidebarItem[];
  chunk: string | null;
}

/** Path of the site index inside dist/: one unhashed file, so that no page embeds other pages' hashes. */
export const SITE_INDEX_PATH = 'static/site-index.json';

/**
 * Writes one chunk per sidebar (per language and section) and returns the lookup of a page's sidebar.
 * A page's HTML then names only its own section's chunk, whatever the size of the site.
 *
 * @example
 * const sidebarOf = writeSidebarChunks(write, site.sidebar, '/');
 * sidebarOf('en', '/guide/start/introduction') // { items: [...], chunk: '/static/sidebars/guide.1a2b3c4d.json' }
 */
export function writeSidebarChunks(
  write: WriteFile,
  sidebars: Record<Lang, Sidebar>,
  base: string,
): (lang: Lang, routePath: string) => PageSidebar {
  const urls = new Map<string, string>();
  for (const [lang, sidebar] of Object.entries(sidebars)) {
    for (const [key, items] of Object.entries(sidebar)) {
      const json = JSON.stringify(items);
      const path = `static/sidebars/${chunkName(key)}.${contentHash(json)}.json`;
      write(path, json);
      urls.set(`${lang}\n${key}`, base + path);
    }
  }
  return (lang, routePath) => {
    const key = sidebarKey(sidebars[lang], routePath);
    if (key === undefined) return { items: [], chunk: null };
    return { items: findSidebar(sidebars[lang], routePath), chunk: urls.get(`${lang}\n${key}`) ?? null };
  };
}

/**
 * Writes the route table split by language and first path segment, then the site index naming every
 * part and the files each language's search starts from (`searchIndex`: its list, or at scale its
 * manifest; `searchPlaces`: a list's places; see src/shared/search-index/files.ts). Returns the site index URL.
 */
export function writeRouteTables(
  write: WriteFile,
  routes: readonly RouteEntry[],
  search: Record<string, SearchEntry>,
  base: string,
  locales: Locales,
): string {
  const parts = new Map<string, { lang: Lang; segment: string; routes: RouteEntry[] }>();
  for (const route of routes) {
    const { lang, segment } = routePartition(route.routePath, locales);
    const id = `${lang}\n${segment}`;
    const part = parts.get(id) ?? { lang, segment, routes: [] };
    part.routes.push(route);
    parts.set(id, part);
  }
  const index: SiteIndex = { routes: {}, searchIndex: {} };
  for (const [lang, { index: url, places }] of Object.entries(search)) {
    index.searchIndex[lang] = url;
    if (places) (index.searchPlaces ??= {})[lang] = places;
  }
  for (const { lang, segment, routes: entries } of parts.values()) {
    const json = JSON.stringify(entries);
    const path = `static/routes/${chunkName(`/${lang}/${segment}`)}.${contentHash(json)}.json`;
    write(path, json);
    (index.routes[lang] ??= {})[segment] = base + path;
  }
  write(SITE_INDEX_PATH, JSON.stringify(index));
  return base + SITE_INDEX_PATH;
}
