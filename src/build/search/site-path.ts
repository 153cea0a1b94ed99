/**
 * Where a page sits in the site, as the search modal shows it under the page's title so that two
 * pages of the same title can be told apart: the navbar section it belongs to, then the sidebar
 * groups holding it, then its own sidebar entry (`API › @esmx/core › RenderContext`), all in the
 * page's language, as the reader sees them in the navbar and sidebar.
 */
import { sidebarKey } from '../../shared/find-sidebar';
import { stripLang } from '../../shared/locale';
import type { NavItem, Sidebar, SidebarItem } from '../../shared/types';

/** Whether `item` marks `route` as its section, by the navbar's own rule (activeMatch, else its link). */
function covers(item: NavItem, route: string): boolean {
  const bare = stripLang(route);
  if (item.activeMatch) {
    try {
      return new RegExp(item.activeMatch).test(bare);
    } catch {
      return bare.startsWith(item.activeMatch);
    }
  }
  return !!item.link && stripLang(item.link) === bare;
}

/** The navbar labels down to the item covering `route` (a menu's label, then its child's). */
function navPath(items: readonly NavItem[], route: string): string[] {
  for (const item of items) {
    const below = navPath(item.items ?? [], route);
    if (below.length) return [item.text, ...below];
    if (covers(item, route)) return [item.text];
  }
  return [];
}

/** The sidebar labels from a top group down to the entry linking to `route`; empty when none does. */
function sidebarPath(items: readonly SidebarItem[], route: string): string[] {
  for (const item of items) {
    if (item.link === route) return [item.text];
    const below = sidebarPath(item.items ?? [], route);
    if (below.length) return [item.text, ...below];
  }
  return [];
}

/**
 * The labels of `route`'s place in the site; `[]` for a page neither the navbar nor a sidebar
 * names (the home page).
 *
 * @example
 * sitePath(nav.en, sidebar.en, '/api/core/render-context') // ['API', '@esmx/core', 'RenderContext']
 */
export function sitePath(nav: readonly NavItem[], sidebar: Sidebar, route: string): string[] {
  const key = sidebarKey(sidebar, route);
  const inSidebar = key === undefined ? [] : sidebarPath(sidebar[key] ?? [], route);
  const section = navPath(nav, route);
  // A section whose label is also its only group's ("Blog" › "Blog") says it once.
  return section.length && section[section.length - 1] === inSidebar[0]
    ? [...section, ...inSidebar.slice(1)]
    : [...section, ...inSidebar];
}
