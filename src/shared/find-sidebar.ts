import type { Sidebar, SidebarItem } from './types';

/** Whether `path` lies in the section `prefix` (`/guide` covers `/guide` and `/guide/…`, not `/guides`). */
function inSection(path: string, prefix: string): boolean {
  if (prefix === '/' || path === prefix) return true;
  return path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The key of the sidebar covering `path`: the longest matching key wins, so a more specific sidebar
 * (`/guide/advanced`) can override its parent (`/guide`). Undefined when none matches.
 *
 * @example
 * sidebarKey(sidebars.zh, '/zh/api/core/app') // '/zh/api'
 */
export function sidebarKey(sidebar: Sidebar | undefined, path: string): string | undefined {
  let best: string | undefined;
  for (const key of Object.keys(sidebar ?? {})) {
    if (inSection(path, key) && (best === undefined || key.length > best.length)) best = key;
  }
  return best;
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
