/**
 * Where a page sits in the site, as the search modal shows it under the page's title so that two
 * pages of the same title can be told apart: the navbar section it belongs to, then the sidebar
 * groups holding it, then its own sidebar entry (`API › @esmx/core › RenderContext`), all in the
 * page's language, as the reader sees them in the navbar and sidebar.
 */
import { sidebarKey } from '../../shared/find-sidebar';
import type { Locales } from '../../shared/locale';
import { isNavActive } from '../../shared/nav-active';
import type { NavItem, Sidebar, SidebarItem } from '../../shared/types';

/** The navbar labels down to the item covering `route` (a menu's label, then its child's). */
function navPath(items: readonly NavItem[], route: string, locales: Locales): string[] {
  for (const item of items) {
    const below = navPath(item.items ?? [], route, locales);
    if (below.length) return [item.text, ...below];
    if (isNavActive(item, route, locales)) return [item.text];
  }
  return [];
}

/** Every link of one sidebar with the labels from its top group down to its own entry (the first wins). */
function sidebarEntries(items: readonly SidebarItem[], above: string[] = [], out = new Map<string, string[]>()) {
  for (const item of items) {
    const here = [...above, item.text];
    if (item.link && !out.has(item.link)) out.set(item.link, here);
    sidebarEntries(item.items ?? [], here, out);
  }
  return out;
}

/**
 * The labels of a route's place in the site; `[]` for a page neither the navbar nor a sidebar
 * names (the home page). Each sidebar is walked once, whatever the number of pages.
 *
 * @example
 * sitePaths(nav.en, sidebar.en, locales)('/api/core/render-context') // ['API', '@esmx/core', 'RenderContext']
 */
export function sitePaths(nav: readonly NavItem[], sidebar: Sidebar, locales: Locales): (route: string) => string[] {
  const entries = new Map<string, Map<string, string[]>>();
  return (route) => {
    const key = sidebarKey(sidebar, route);
    let links = key === undefined ? undefined : entries.get(key);
    if (key !== undefined && !links) entries.set(key, (links = sidebarEntries(sidebar[key] ?? [])));
    const inSidebar = links?.get(route) ?? [];
    const section = navPath(nav, route, locales);
    // A section whose label is also its only group's ("Blog" › "Blog") says it once.
    return section.length && section[section.length - 1] === inSidebar[0]
      ? [...section, ...inSidebar.slice(1)]
      : [...section, ...inSidebar];
  };
}
