import type { SidebarItem, TocEntry } from '../../shared/types';
import { samePath } from '../app/route-table';
import { flattenSidebar } from '../sidebar/sidebar-links';

/** A heading of a linked page, listed under its title. */
export interface OverviewHeader {
  text: string;
  id: string;
  depth: number;
}

/** A page of the section: its sidebar title and the headers the overview lists for it. */
interface OverviewLink {
  text: string;
  link: string;
  headers: OverviewHeader[];
  /** The heading levels its entry asks to list (Rspress's `overviewHeaders`), when it asks. */
  depths?: readonly number[];
}

/** A sidebar group of the section with its pages. `text` is empty for pages outside every group. */
export interface OverviewGroup {
  text: string;
  links: OverviewLink[];
}

/**
 * The overview's index of a section (a page with `overview: true`): one group per top-level sidebar
 * group, holding every page under it (nested groups included, in reading order). Pages not inside
 * any group come first, untitled. The overview page itself is left out. Headers start empty; they
 * come from each page's chunk (see `withHeaders`).
 *
 * @example
 * overviewGroups(findSidebar(site.sidebar.en, '/api/'), '/api/')
 * // [{ text: '@esmx/core', links: [{ text: 'Esmx', link: '/api/core/esmx', headers: [] }, …] }, { text: 'App', … }]
 */
export function overviewGroups(items: readonly SidebarItem[], selfPath: string): OverviewGroup[] {
  const toLinks = (list: readonly SidebarItem[]): OverviewLink[] =>
    flattenSidebar(list)
      .filter((entry) => !samePath(entry.link, selfPath))
      .map(({ text, link, overviewHeaders }) => ({
        text,
        link,
        headers: [],
        ...(isDepthList(overviewHeaders) ? { depths: overviewHeaders } : {}),
      }));
  const groups: OverviewGroup[] = [];
  const loose: SidebarItem[] = [];
  for (const item of items) {
    if (!item.items?.length) {
      if (item.link) loose.push(item);
      continue;
    }
    const links = toLinks([item]);
    if (links.length) groups.push({ text: item.text, links });
  }
  const looseLinks = toLinks(loose);
  return looseLinks.length ? [{ text: '', links: looseLinks }, ...groups] : groups;
}

/** The headers of a page the overview lists: its toc entries at the configured depths (default [2]). */
export function headersAt(toc: readonly TocEntry[], depths: readonly number[]): OverviewHeader[] {
  return toc.filter((entry) => depths.includes(entry.depth)).map(({ text, id, depth }) => ({ text, id, depth }));
}

/** `groups` with each link's headers filled in from `headers` (keyed by link); unknown links keep theirs. */
export function withHeaders(
  groups: readonly OverviewGroup[],
  headers: ReadonlyMap<string, OverviewHeader[]>,
): OverviewGroup[] {
  return groups.map((group) => ({
    ...group,
    links: group.links.map((link) => ({ ...link, headers: headers.get(link.link) ?? link.headers })),
  }));
}

/** Whether a sidebar entry's `overviewHeaders` (front matter, data of any shape) is a list of heading levels. */
function isDepthList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((depth) => Number.isInteger(depth) && depth >= 1 && depth <= 6);
}
