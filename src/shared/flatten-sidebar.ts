import type { SidebarItem } from './types';

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
