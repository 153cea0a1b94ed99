import type { Sidebar, SidebarItem } from './types';

/**
 * The key of the sidebar covering `path`: the longest matching key wins, so a more specific sidebar
 * (`/guide/advanced`) can override its parent (`/guide`). Undefined when none matches. A key covers
 * itself and the paths under it (`/guide` covers `/guide` and `/guide/…`, not `/guides`); `/` covers all.
 *
 * Only the keys that could cover `path` are looked up, longest first: the path itself, then the part
 * before each of its slashes with and without that slash. Trying every key of the sidebar for every page
 * cost the build seconds at 10,000 pages per language (hundreds of sections, several calls a page).
 *
 * @example
 * sidebarKey(sidebars.zh, '/zh/api/core/app') // '/zh/api'
 */
export function sidebarKey(sidebar: Sidebar | undefined, path: string): string | undefined {
  if (!sidebar) return undefined;
  if (Object.hasOwn(sidebar, path)) return path;
  for (let slash = path.lastIndexOf('/'); slash >= 0; slash = slash === 0 ? -1 : path.lastIndexOf('/', slash - 1)) {
    const withSlash = path.slice(0, slash + 1);
    if (withSlash !== path && Object.hasOwn(sidebar, withSlash)) return withSlash;
    const bare = path.slice(0, slash);
    if (Object.hasOwn(sidebar, bare)) return bare;
  }
  return Object.hasOwn(sidebar, '/') ? '/' : undefined;
}

/**
 * The sidebar items of the section holding `path`; empty when no sidebar covers it.
 *
 * @example
 * findSidebar(sidebars.zh, '/zh/api/core/app') // the groups under '/zh/api'
 */
export function findSidebar(sidebar: Sidebar | undefined, path: string): SidebarItem[] {
  const key = sidebarKey(sidebar, path);
  return key === undefined ? [] : sidebar![key]!;
}
