import { flattenSidebar, type SidebarLink } from '../../shared/flatten-sidebar';
import type { SidebarItem } from '../../shared/types';
import { samePath } from '../app/route-table';

/** Whether `item` or one of its descendants links to `path` (such a group starts open). */
export function containsPath(item: SidebarItem, path: string): boolean {
  if (item.link && samePath(item.link, path)) return true;
  return (item.items ?? []).some((child) => containsPath(child, path));
}

/** Neighbours of the page at `path` in sidebar order, for the doc footer. */
export interface Pager {
  prev?: SidebarLink;
  next?: SidebarLink;
}

/**
 * The previous and next page around `path` in the flattened sidebar; links repeated in the sidebar count at
 * their first place. A page its sidebar does not list (a section's own index, which the nav leads to) has the
 * sidebar's first page next, as Rspress gives it, and none before.
 *
 * @example
 * pagerLinks(groups, '/guide/start/glossary') // { prev: Introduction, next: Environment Requirements }
 */
export function pagerLinks(items: readonly SidebarItem[], path: string): Pager {
  const links = flattenSidebar(items);
  const index = links.findIndex((entry) => samePath(entry.link, path));
  // (At -1, `links[-2]` is undefined.)
  return { prev: links[index - 1], next: links[index + 1] };
}
