import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { NavItem, Sidebar, SidebarItem } from '../shared/types';
import type { ContentProblems } from './errors';
import { readJsonFile } from './meta-json';
import { type PageLookup, sectionFolders, withPrefix } from './sidebar';

/**
 * The top navigation of one language: its `_nav.json` (items with `text`, and `link`, `activeMatch`,
 * `items` for a dropdown, `position`), internal links getting the language prefix when they lack it.
 * Without `_nav.json`, one item per top-level folder, as Rspress does: titled by the folder's index
 * page (else its name), linking to that page or the first page of the folder's sidebar.
 *
 * @example
 * readNav('content/zh', '/zh', sidebar, lookup, problems) // [{ text: '指南', link: '/zh/guide/start/introduction', … }]
 */
export function readNav(
  langDir: string,
  prefix: string,
  sidebar: Sidebar,
  lookup: PageLookup,
  problems: ContentProblems,
  cwd = process.cwd(),
): NavItem[] {
  const file = join(langDir, '_nav.json');
  if (!existsSync(file)) return fallbackNav(langDir, prefix, sidebar, lookup);
  const display = relative(cwd, file);
  const value = readJsonFile(file, display, problems);
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isNavItem)) {
    problems.add(display, 1, '_nav.json must be a list of items with a "text"');
    return [];
  }
  return (value as NavItem[]).map((item) => prefixed(item, prefix));
}

function isNavItem(item: unknown): boolean {
  if (!item || typeof item !== 'object' || typeof (item as NavItem).text !== 'string') return false;
  const items = (item as NavItem).items;
  return items === undefined || (Array.isArray(items) && items.every(isNavItem));
}

function prefixed(item: NavItem, prefix: string): NavItem {
  return {
    ...item,
    ...(item.link !== undefined ? { link: withPrefix(item.link, prefix) } : {}),
    ...(item.items ? { items: item.items.map((child) => prefixed(child, prefix)) } : {}),
  };
}

function fallbackNav(langDir: string, prefix: string, sidebar: Sidebar, lookup: PageLookup): NavItem[] {
  const items: NavItem[] = [];
  for (const name of sectionFolders(langDir)) {
    const index = lookup(`${name}/index`);
    const link = index?.routePath ?? firstLink(sidebar[`${prefix}/${name}`] ?? []);
    if (!link) continue;
    items.push({ text: index?.title ?? name, link, activeMatch: `${prefix}/${name}/` });
  }
  return items;
}

function firstLink(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    const link = item.link || firstLink(item.items ?? []);
    if (link) return link;
  }
  return undefined;
}
