import { flattenSidebar } from './flatten-sidebar';
import { samePath } from './same-path';
import type { OverviewHeader, SidebarItem } from './types';

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
 * group, holding every page under it (nested groups included, in reading order) that lies under the
 * overview's folder, and one per page outside every group, titled as it is, as Rspress's overview makes
 * them. The overview page itself is left out. Headers start empty; the build picks them from each page's
 * toc, into the overview page's data (see `withHeaders`).
 *
 * @example
 * overviewGroups(findSidebar(site.sidebar.en, '/api/'), '/api/')
 * // [{ text: '@esmx/core', links: [{ text: 'Esmx', link: '/api/core/esmx', headers: [] }, …] }, { text: 'App', … }]
 */
export function overviewGroups(items: readonly SidebarItem[], selfPath: string): OverviewGroup[] {
  // As Rspress lists them: the pages under the overview's own folder (`/guide/overview` stands for `/guide/`),
  // where one sidebar holds the whole site.
  const folder = selfPath.replace(/overview$/, '');
  const toLinks = (list: readonly SidebarItem[]): OverviewLink[] =>
    flattenSidebar(list)
      .filter((entry) => entry.link.startsWith(folder) && !samePath(entry.link, selfPath))
      .map(({ text, link, overviewHeaders }) => ({
        text,
        link,
        headers: [],
        ...(isDepthList(overviewHeaders) ? { depths: overviewHeaders } : {}),
      }));
  // A page outside every group is a group of its own, under its title, where it stands in the sidebar.
  const groups: OverviewGroup[] = [];
  for (const item of listedItems(items, selfPath)) {
    if (!item.items?.length && !item.link) continue;
    // A group's own page (its folder's index, the link of its title) is the group, not one of its cards.
    const links = toLinks(item.items?.length ? item.items : [item]);
    if (links.length) groups.push({ text: item.text, links });
  }
  return groups;
}

/**
 * The sidebar entries an overview makes its groups of, as Rspress picks them: the section's sidebar when the
 * overview is its first entry; else, where the overview sits deeper, what surrounds it there: the entries beside
 * it (a page in a group of pages: each of them), or the group it opens (its entries, or itself when it holds only
 * pages). The whole section when the overview is in no sidebar entry.
 */
function listedItems(items: readonly SidebarItem[], selfPath: string): readonly SidebarItem[] {
  if (items[0]?.link !== undefined && samePath(items[0].link, selfPath)) return items;
  const around = surrounding(items, selfPath);
  return around.length > 0 ? around : items;
}

function surrounding(items: readonly SidebarItem[], selfPath: string): SidebarItem[] {
  const at = items.findIndex((item) => item.link !== undefined && samePath(item.link, selfPath));
  if (at < 0) return items.flatMap((item) => (item.items ? surrounding(item.items, selfPath) : []));
  const found = items[at];
  if (found.items?.length) return found.items.every((item) => !item.items) ? [found] : found.items;
  return items.filter((_, i) => i !== at);
}

/** `groups` with each link's headers from `headers` (a page's `overview`, keyed by link); other links keep theirs. */
export function withHeaders(
  groups: readonly OverviewGroup[],
  headers: Readonly<Record<string, OverviewHeader[]>> = {},
): OverviewGroup[] {
  return groups.map((group) => ({
    ...group,
    links: group.links.map((link) => ({ ...link, headers: headers[link.link] ?? link.headers })),
  }));
}

/** Whether an `overviewHeaders` value (front matter, data of any shape) is a list of heading levels. */
export function isDepthList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((depth) => Number.isInteger(depth) && depth >= 1 && depth <= 6);
}
