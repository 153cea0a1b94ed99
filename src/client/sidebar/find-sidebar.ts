import type { Sidebar, SidebarItem } from '../../shared/types';

/** Whether `path` lies in the section `prefix` (`/guide` covers `/guide` and `/guide/…`, not `/guides`). */
function inSection(path: string, prefix: string): boolean {
  if (prefix === '/' || path === prefix) return true;
  return path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The sidebar items of the section holding `path`: the longest matching key wins, so a more
 * specific sidebar (`/guide/advanced`) can override its parent (`/guide`). Empty when none matches.
 *
 * @example
 * findSidebar(site.sidebar.zh, '/zh/api/core/app') // the groups under '/zh/api'
 */
export function findSidebar(sidebar: Sidebar | undefined, path: string): SidebarItem[] {
  let best: string | undefined;
  for (const key of Object.keys(sidebar ?? {})) {
    if (inSection(path, key) && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? [] : sidebar![best]!;
}
