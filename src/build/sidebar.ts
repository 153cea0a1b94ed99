import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FrontMatter, Sidebar, SidebarItem } from '../shared/types';
import type { ContentProblems } from './errors';
import {
  type CustomLink,
  type DirEntry,
  lineOf,
  META_TYPES,
  type MetaEntry,
  type MetaObject,
  readJsonFile,
} from './meta-json';

/** A page as the sidebar needs it, by its path inside the language folder without extension (`guide/start/intro`). */
export type PageLookup = (
  pathInLang: string,
) => { title: string; routePath: string; frontmatter?: FrontMatter } | undefined;

interface Context {
  root: string;
  prefix: string;
  lookup: PageLookup;
  problems: ContentProblems;
  display: (file: string) => string;
}

/** Folders of a language folder that never hold pages. */
const NOT_SECTIONS = new Set(['public', 'node_modules']);

/**
 * Sidebars of one language, the way Rspress 2 derives them from the content folder:
 * - a root `_meta.json` means one global sidebar, keyed by the language's root (`/`, `/zh`);
 * - otherwise every top-level folder gets its own sidebar, keyed by its route prefix (`/guide`,
 *   `/zh/api`), built from that folder's `_meta.json`, or from its pages and sub-folders in name
 *   order (index first) when it has none.
 * Nested folders become groups. Problems (a missing target, an unknown entry kind) carry file:line.
 *
 * @example
 * buildSidebar('content/zh', '/zh', lookup, problems)
 * // { '/zh/guide': [{ text: '开始', collapsible: true, collapsed: false, items: [...] }], '/zh/api': [...] }
 */
export function buildSidebar(
  root: string,
  prefix: string,
  lookup: PageLookup,
  problems: ContentProblems,
  cwd = process.cwd(),
): Sidebar {
  const ctx: Context = { root, prefix, lookup, problems, display: (f) => relative(cwd, f) };
  if (existsSync(join(root, '_meta.json'))) return { [prefix || '/']: dirItems('', ctx) };
  const sidebar: Sidebar = {};
  for (const name of sectionFolders(root)) sidebar[`${prefix}/${name}`] = dirItems(name, ctx);
  return sidebar;
}

/** Top-level folders of a language folder, in name order: each is a section with its own sidebar. */
export function sectionFolders(root: string): string[] {
  return listDir(root)
    .filter((name) => !NOT_SECTIONS.has(name) && !/^[._]/.test(name) && isDir(join(root, name)))
    .sort((a, b) => a.localeCompare(b));
}

/** The items a folder lists: its `_meta.json` entries, or what it holds. */
function dirItems(dirInLang: string, ctx: Context, withoutIndex = false): SidebarItem[] {
  const metaFile = join(ctx.root, dirInLang, '_meta.json');
  let entries = existsSync(metaFile) ? readMeta(metaFile, ctx) : scanDir(dirInLang, ctx);
  if (withoutIndex) entries = entries.filter((e) => !(typeof e === 'string' && stripExt(e) === 'index'));
  return entries.flatMap((entry) => entryItems(entry, dirInLang, metaFile, ctx));
}

function entryItems(raw: MetaEntry, dirInLang: string, metaFile: string, ctx: Context): SidebarItem[] {
  const where = (needle: string) => [ctx.display(metaFile), lineOf(metaFile, needle)] as const;
  const entry = typeof raw === 'string' ? guessType(stripExt(raw), dirInLang, ctx) : raw;
  if (!entry) {
    const name = stripExt(raw as string);
    ctx.problems.add(
      ...where(raw as string),
      `_meta.json names "${name}", but there is no ${name}.md or folder ${name}/`,
    );
    return [];
  }
  const type = entry.type ?? 'custom-link';
  if (!META_TYPES.includes(type)) {
    ctx.problems.add(
      ...where(type),
      `_meta.json: unknown entry type "${type}" (expected one of ${META_TYPES.join(', ')})`,
    );
    return [];
  }
  switch (entry.type) {
    case 'divider':
      return [{ text: '', dividerType: entry.dashed ? 'dashed' : 'solid' }];
    case 'section-header':
      return [{ text: entry.label, sectionHeaderText: entry.label, ...defined({ tag: entry.tag }) }];
    case 'file': {
      const page = ctx.lookup(join(dirInLang, stripExt(entry.name)).replace(/\\/g, '/'));
      if (!page) {
        ctx.problems.add(
          ...where(entry.name),
          `_meta.json names "${entry.name}", but there is no ${stripExt(entry.name)}.md`,
        );
        return [];
      }
      return [pageItem(page, entry)];
    }
    case 'dir':
    case 'dir-section-header': {
      const dir = join(dirInLang, entry.name);
      if (!isDir(join(ctx.root, dir))) {
        ctx.problems.add(...where(entry.name), `_meta.json names folder "${entry.name}", which does not exist`);
        return [];
      }
      if (entry.type === 'dir-section-header') {
        const header = entry.label ?? entry.name;
        return [{ text: header, sectionHeaderText: header, ...defined({ tag: entry.tag }) }, ...dirItems(dir, ctx)];
      }
      return [dirGroup(entry, dir, ctx)];
    }
    default:
      return [customLink(entry, metaFile, ctx)];
  }
}

/**
 * A folder as a group. Like Rspress, a page next to the folder with its name (`api.md` beside `api/`),
 * or its `index` page when `_meta.json` does not list it, makes the group title a link.
 */
function dirGroup(entry: DirEntry, dir: string, ctx: Context): SidebarItem {
  const slashed = dir.replace(/\\/g, '/');
  const hasMeta = existsSync(join(ctx.root, dir, '_meta.json'));
  const sameName = ctx.lookup(slashed);
  const index = sameName ? undefined : ctx.lookup(`${slashed}/index`);
  const indexListed = hasMeta && readMetaQuiet(join(ctx.root, dir, '_meta.json')).some((e) => e === 'index');
  const head = sameName ?? (index && !indexListed ? index : undefined);
  return {
    text: entry.label ?? head?.title ?? entry.name,
    ...(head ? { link: head.routePath } : {}),
    collapsible: entry.collapsible ?? true,
    collapsed: entry.collapsed ?? false,
    ...defined({
      tag: entry.tag ?? (head?.frontmatter?.tag as string | undefined),
      context: entry.context,
      overviewHeaders: entry.overviewHeaders,
    }),
    items: dirItems(dir, ctx, head === index && index !== undefined),
  };
}

function pageItem(
  page: NonNullable<ReturnType<PageLookup>>,
  entry: { label?: string; tag?: string; context?: string; overviewHeaders?: number[] },
): SidebarItem {
  const fm = page.frontmatter ?? {};
  return {
    text: entry.label ?? page.title,
    link: page.routePath,
    ...defined({
      tag: (fm.tag as string | undefined) ?? entry.tag,
      context: (fm.context as string | undefined) ?? entry.context,
      overviewHeaders: (fm.overviewHeaders as number[] | undefined) ?? entry.overviewHeaders,
    }),
  };
}

function customLink(entry: CustomLink, metaFile: string, ctx: Context): SidebarItem {
  const extras = defined({ tag: entry.tag, context: entry.context, overviewHeaders: entry.overviewHeaders });
  const link = entry.link === undefined ? undefined : withPrefix(entry.link, ctx.prefix);
  if (entry.items?.length) {
    return {
      text: entry.label ?? entry.link ?? '',
      ...(link ? { link } : {}),
      collapsible: entry.collapsible ?? true,
      collapsed: entry.collapsed ?? false,
      ...extras,
      items: entry.items.map((item) => customLink(item, metaFile, ctx)),
    };
  }
  if (!link) {
    ctx.problems.add(
      ctx.display(metaFile),
      lineOf(metaFile, entry.label),
      `custom link "${entry.label}" has no "link"`,
    );
  }
  return { text: entry.label ?? entry.link ?? '', link: link ?? '', ...extras };
}

/** Rspress adds the language prefix to internal links of a non-default language that lack it. */
export function withPrefix(link: string, prefix: string): string {
  if (!link.startsWith('/') || !prefix || link === prefix || link.startsWith(`${prefix}/`)) return link;
  return `${prefix}${link}`;
}

/** A folder without `_meta.json`: its pages (index first) and sub-folders, in name order. */
function scanDir(dirInLang: string, ctx: Context): MetaEntry[] {
  const names = listDir(join(ctx.root, dirInLang));
  const dirs = new Set(names.filter((n) => isDir(join(ctx.root, dirInLang, n))));
  const entries: { key: string; entry: MetaEntry }[] = [];
  for (const name of names) {
    if (dirs.has(name)) {
      if (!/^[._]/.test(name)) entries.push({ key: name, entry: { type: 'dir', name } });
    } else if (/\.mdx?$/.test(name)) {
      const base = stripExt(name);
      // A page named like a sibling folder is that folder's link, not an item of its own.
      if (!dirs.has(base) && ctx.lookup(join(dirInLang, base).replace(/\\/g, '/')))
        entries.push({ key: base, entry: base });
    }
  }
  const rank = (key: string) => (key === 'index' ? 0 : 1);
  return entries.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key)).map((e) => e.entry);
}

function guessType(name: string, dirInLang: string, ctx: Context): MetaObject | undefined {
  if (ctx.lookup(join(dirInLang, name).replace(/\\/g, '/'))) return { type: 'file', name };
  if (isDir(join(ctx.root, dirInLang, name))) return { type: 'dir', name };
  return undefined;
}

function readMeta(file: string, ctx: Context): MetaEntry[] {
  const value = readJsonFile(file, ctx.display(file), ctx.problems);
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((e) => typeof e === 'string' || (e && typeof e === 'object'))) {
    ctx.problems.add(ctx.display(file), 1, '_meta.json must be a list of entries');
    return [];
  }
  return value as MetaEntry[];
}

/** The entries of a `_meta.json` only to look at (its problems are reported where it is read for real). */
function readMetaQuiet(file: string): MetaEntry[] {
  const value = readJsonFile(file, file, { add: () => {} } as unknown as ContentProblems);
  return Array.isArray(value) ? (value as MetaEntry[]).map((e) => (typeof e === 'string' ? stripExt(e) : e)) : [];
}

function stripExt(name: string): string {
  return name.replace(/\.mdx?$/, '');
}

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function isDir(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** Only the fields that have a value, so sidebars compare and serialize without `undefined` noise. */
function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
