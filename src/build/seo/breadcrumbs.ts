import type { SidebarItem } from '../../shared/types';

/** One step of a page's breadcrumb trail: a sidebar group (linked to its first page) or the page. */
export interface Crumb {
  name: string;
  routePath: string;
}

/**
 * The sidebar path down to `routePath`: each group holding it, then the page's own entry. A group has
 * no page of its own, so it stands for its first page, as a reader clicking it would land there.
 * Empty when the sidebar (of the page's section) does not list the page (the home page, the blog index).
 *
 * @example
 * breadcrumbTrail(site.sidebar.en['/guide'], '/guide/start/glossary')
 * // [{ name: 'Getting Started', routePath: '/guide/start/introduction' },
 * //  { name: 'Glossary', routePath: '/guide/start/glossary' }]
 */
export function breadcrumbTrail(sidebar: readonly SidebarItem[], routePath: string): Crumb[] {
  return findTrail(sidebar, routePath) ?? [];
}

function findTrail(items: readonly SidebarItem[], routePath: string): Crumb[] | undefined {
  for (const item of items) {
    if (item.link === routePath) return [{ name: item.text, routePath }];
    if (!item.items) continue;
    const below = findTrail(item.items, routePath);
    if (!below) continue;
    const landing = item.link ?? firstLink(item.items);
    return landing && item.text ? [{ name: item.text, routePath: landing }, ...below] : below;
  }
  return undefined;
}

function firstLink(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    const link = item.link ?? (item.items ? firstLink(item.items) : undefined);
    if (link) return link;
  }
  return undefined;
}
