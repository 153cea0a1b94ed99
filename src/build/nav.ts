import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Node } from 'jsonc-parser';
import type { NavItem } from '../shared/types';
import type { ContentProblems } from './errors';
import { noteSource, sourceOf } from './item-source';
import { readFields } from './json-fields';
import { type JsonFile, readJsonFile, showNode } from './json-file';
import { classifyHref } from './markdown/resolve-link';
import { isRspress1Nav } from './rspress1-nav';
import { withPrefix } from './sidebar';

/**
 * The top navigation of one language: its `_nav.json` (items with `text`, and `link`, `activeMatch`,
 * `items` for a dropdown, `position`), internal links getting the language prefix when they lack it; without
 * one, a top-level `_meta.json` in Rspress 1's nav shape, as Rspress 1 read it (see rspress1-nav.ts). With
 * neither, none, as Rspress 2 gives (its sidebar then holds the whole language folder: see sidebar.ts).
 *
 * @example
 * readNav('content/zh', '/zh', problems) // [{ text: '指南', link: '/zh/guide/start/introduction', … }]
 */
export function readNav(
  langDir: string,
  prefix: string,
  problems: ContentProblems,
  cwd = process.cwd(),
  defaultLang?: string,
  /** The site was written for Rspress 1, which reads its nav from the root `_meta.json` alone. */
  rspress1 = false,
): NavItem[] {
  const file = navFileOf(langDir, rspress1);
  if (!file) return [];
  const json = readJsonFile(file, relative(cwd, file), problems);
  if (!json) return [];
  return navItems(json.root, json)?.map((item) => prefixedNavItem(item, prefix, defaultLang)) ?? [];
}

/**
 * The file a language's nav comes from: its `_nav.json`, else a root `_meta.json` in Rspress 1's nav shape; that one
 * first for a site written for Rspress 1, as Rspress 1 reads it.
 */
function navFileOf(langDir: string, rspress1: boolean): string | undefined {
  const navFile = join(langDir, '_nav.json');
  const metaFile = join(langDir, '_meta.json');
  if (rspress1 && isRspress1Nav(metaFile)) return metaFile;
  return existsSync(navFile) ? navFile : isRspress1Nav(metaFile) ? metaFile : undefined;
}

/**
 * The items of a `_nav.json` list (or of a dropdown's `items`): each needs a string `text`; `link`,
 * `activeMatch` and `tag` are strings, `position` is `left` or `right`. A value of the wrong kind is
 * reported at its line and left out.
 */
function navItems(node: Node, json: JsonFile): NavItem[] | undefined {
  if (node.type !== 'array') {
    json.problem(node, `_nav.json must be a list of items with a "text" (got ${showNode(node)})`);
    return undefined;
  }
  const items: NavItem[] = [];
  for (const child of node.children ?? []) {
    if (child.type !== 'object') {
      json.problem(child, `_nav.json: an item must be an object with a "text" (got ${showNode(child)})`);
      continue;
    }
    const fields = {
      text: 'string',
      link: 'string',
      activeMatch: 'string',
      tag: 'string',
      position: ['left', 'right'],
      items: (items: Node) => navItems(items, json),
    } as const;
    const item = readFields(child, json, '_nav.json: an item', fields, ['text']);
    if (item) items.push(noteSource(item as unknown as NavItem, { file: json.display, line: json.line(child) }));
  }
  return items;
}

/**
 * A nav item with its internal links (its dropdown's too) in the language of `prefix`, noted where it was. A
 * link written without its leading slash (`guide/a`) is a site path all the same, as Rspress reads it: in the
 * navbar it would otherwise lead somewhere else from every page (`/guide/guide/a` from `/guide/b`).
 */
export function prefixedNavItem(item: NavItem, prefix: string, defaultLang?: string): NavItem {
  // A link naming the default language leads to its pages as written, in every language's nav (no prefix added).
  const rooted = item.link === undefined ? undefined : siteRooted(item.link);
  const unnamed = rooted === undefined ? undefined : unnamedDefault(rooted, defaultLang);
  const link = unnamed === undefined ? undefined : unnamed === rooted ? withPrefix(unnamed, prefix) : unnamed;
  const items = item.items?.map((child) => prefixedNavItem(child, prefix, defaultLang));
  // A dropdown's own link, which Rspress makes its title lead to, is its first entry here (the title opens the
  // menu), unless an entry already leads there.
  const own =
    link !== undefined && items?.length && !items.some((child) => child.link === link)
      ? [noteSource({ text: item.text, link }, sourceOf(item))]
      : [];
  const copy = {
    ...item,
    ...(link !== undefined ? { link } : {}),
    ...(items ? { items: [...own, ...items] } : {}),
  };
  return noteSource(copy, sourceOf(item));
}

/**
 * A site path naming the default language (`/zh/guide` on a site whose default is zh) as that language's pages are
 * served, without it (`/guide`), as a Markdown link naming it is read (see resolve-link.ts).
 */
function unnamedDefault(link: string, defaultLang: string | undefined): string {
  if (!defaultLang || !(link === `/${defaultLang}` || link.startsWith(`/${defaultLang}/`))) return link;
  return link.slice(defaultLang.length + 1) || '/';
}

/** `guide/a` and `./guide/a` as the site path `/guide/a`; anything else (a URL, `/x`, `#x`, `../x`) as written. */
function siteRooted(link: string): string {
  const kind = classifyHref(link);
  if ((kind !== 'internal' && kind !== 'asset') || link.startsWith('/') || link.startsWith('../')) return link;
  return `/${link.replace(/^\.\//, '')}`;
}
