import type { SidebarItem } from '../../shared/types';
import { samePath } from '../app/route-table';

/** A sidebar entry that leads somewhere. */
export interface SidebarLink {
  text: string;
  link: string;
  /** The heading levels an overview lists for it, when its entry says (see overview-groups.ts). */
  overviewHeaders?: number[];
}

/** Every linked item of `items`, depth first, in reading order (a group's own link before its children). */
export function flattenSidebar(items: readonly SidebarItem[]): SidebarLink[] {
  const links: SidebarLink[] = [];
  const walk = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.link)
        links.push({
          text: item.text,
          link: item.link,
          ...(item.overviewHeaders ? { overviewHeaders: item.overviewHeaders } : {}),
        });
      if (item.items) walk(item.items);
    }
  };
  walk(items);
  return links;
}

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
 * The previous and next page around `path` in the flattened sidebar. A page outside the sidebar
 * has neither; links repeated in the sidebar count at their first place.
 *
 * @example
 * pagerLinks(groups, '/guide/start/glossary') // { prev: Introduction, next: Environment Requirements }
 */
export function pagerLinks(items: readonly SidebarItem[], path: string): Pager {
  const links = flattenSidebar(items);
  const index = links.findIndex((entry) => samePath(entry.link, path));
  if (index < 0) return {};
  return { prev: links[index - 1], next: links[index + 1] };
}
