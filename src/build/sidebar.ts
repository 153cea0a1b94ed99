import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FrontMatter, Sidebar, SidebarItem } from '../shared/types';
import type { ContentProblems } from './errors';
import { isWithin, placeIn, realPath } from './inside-folder';
import { noteSource } from './item-source';
import type { LinkRoot } from './link-root';
import { type CustomLink, type DirEntry, type MetaEntry, readMetaEntries } from './meta-json';
import { PAGE_FILE, pageStem } from './page-file';
import { isRspress1Nav } from './rspress1-nav';

/** A page as the sidebar needs it, by its path inside the language folder without extension (`guide/start/intro`). */
export type PageLookup = (
  pathInLang: string,
) => { title: string; routePath: string; frontmatter?: FrontMatter } | undefined;

interface Context {
  root: string;
  prefix: string;
  lookup: PageLookup;
  problems: ContentProblems;
  /** A `_meta.json` entry naming nothing: left out of the sidebar, as Rspress does, and said. */
  warnings: ContentProblems;
  display: (file: string) => string;
  /** Each `_meta.json` read so far: read once, its problems reported once. */
  metas: Map<string, MetaEntry[]>;
  /** Real paths of the folders in the sidebar being built: a folder listed again (or a link back up) would loop. */
  seen: Set<string>;
  /** Where a link to a folder may lead (the page walk follows it there: see link-root.ts). */
  links: LinkRoot;
}

const LEFT_OUT = ': left out of the sidebar';

/** Folders of a language folder that never hold pages. */
const NOT_SECTIONS = new Set(['public', 'node_modules']);

/**
 * Sidebars of one language, the way Rspress 2 derives them from the content folder:
 * - a root `_meta.json` means one global sidebar, keyed by the language's root (`/`, `/zh`), unless it is
 *   Rspress 1's nav (see rspress1-nav.ts); so does having neither it nor a `_nav.json` (the sidebar then
 *   holds the language folder's pages and folders in name order, index first);
 * - otherwise (a `_nav.json`, or a site written for Rspress 1, which has no global sidebar) every top-level
 *   folder gets its own sidebar, keyed by its route prefix
 *   (`/guide`, `/zh/api`), built from that folder's `_meta.json`, or from its pages and sub-folders in name
 *   order (index first) when it has none.
 * Nested folders become groups. Problems (an unknown entry kind, a path out of the folder) carry file:line;
 * an entry naming a file or folder that is not there is a warning with file:line and left out, as Rspress
 * leaves it out (real trees keep entries for pages not written yet).
 *
 * @example
 * buildSidebar('content/zh', '/zh', lookup, { problems, warnings })
 * // { '/zh/guide': [{ text: '开始', collapsible: true, collapsed: false, items: [...] }], '/zh/api': [...] }
 */
export function buildSidebar(
  root: string,
  prefix: string,
  lookup: PageLookup,
  {
    problems,
    warnings,
    besides = [],
    links = { folder: root, name: 'the language folder' },
    rspress1 = false,
  }: {
    problems: ContentProblems;
    warnings: ContentProblems;
    /** Folders of `root` that are not its language's (the other languages', beside a default language there). */
    besides?: readonly string[];
    /** Where links to folders may lead (see link-root.ts); the language folder when not given. */
    links?: LinkRoot;
    /** A site written for Rspress 1, whose sidebars are its top-level folders' without a root `_meta.json` too. */
    rspress1?: boolean;
  },
  cwd = process.cwd(),
): Sidebar {
  const metas = new Map<string, MetaEntry[]>();
  // Counted as seen already: no sidebar lists them (see `scanDir`).
  const others = besides.flatMap((name) => realPath(join(root, name)) ?? []);
  const ctx = (): Context => ({
    root,
    prefix,
    lookup,
    problems,
    warnings,
    display: (f) => relative(cwd, f),
    metas,
    seen: new Set(others),
    links,
  });
  const rootMeta = join(root, '_meta.json');
  const global = existsSync(rootMeta) ? !isRspress1Nav(rootMeta) : !rspress1 && !existsSync(join(root, '_nav.json'));
  if (global) return { [prefix || '/']: folderItems('', ctx()) };
  const sidebar: Sidebar = {};
  const realRoot = realPath(root);
  for (const name of sectionFolders(root, links.folder).filter((folder) => !besides.includes(folder))) {
    const section = ctx();
    // The language folder counts as seen in a section's sidebar: a link to it (`loop -> ..`) loops too.
    if (realRoot) section.seen.add(realRoot);
    const items = folderItems(name, section);
    // A hidden folder is a section only when it holds pages the build makes (`.auto/`, which a site's
    // `route.include` brings in); any other hidden folder is not one.
    if (items.length > 0 || !name.startsWith('.')) sidebar[`${prefix}/${name}`] = items;
  }
  return sidebar;
}

/**
 * Top-level folders of a language folder, in name order: each is a section with its own sidebar (a hidden one
 * only when it holds pages, see `buildSidebar`). A link to a folder outside `linksWithin` (the language folder,
 * or where the page walk follows links: see link-root.ts) is none (the page walk warns about it).
 */
export function sectionFolders(root: string, linksWithin = root): string[] {
  const realRoot = realPath(linksWithin);
  return listDir(root)
    .filter((name) => !NOT_SECTIONS.has(name) && !name.startsWith('_') && isDir(join(root, name)))
    .filter((name) => realRoot !== undefined && isWithin(realRoot, realPath(join(root, name)) ?? '/'))
    .sort((a, b) => a.localeCompare(b));
}

/** The items of a folder the sidebar enters, once per sidebar: a second time would loop. */
function folderItems(dirInLang: string, ctx: Context, withoutIndex = false): SidebarItem[] {
  const real = realPath(join(ctx.root, dirInLang));
  if (!real || ctx.seen.has(real)) return [];
  ctx.seen.add(real);
  return dirItems(dirInLang, ctx, withoutIndex);
}

/** The items a folder lists: its `_meta.json` entries, or what it holds. */
function dirItems(dirInLang: string, ctx: Context, withoutIndex: boolean): SidebarItem[] {
  const metaFile = join(ctx.root, dirInLang, '_meta.json');
  let entries = existsSync(metaFile) ? readMeta(metaFile, ctx) : scanDir(dirInLang, ctx);
  if (withoutIndex) entries = entries.filter((e) => !(e.type === 'name' && stripExt(e.name) === 'index'));
  return entries.flatMap((entry) => entryItems(entry, dirInLang, metaFile, ctx));
}

function entryItems(written: MetaEntry, dirInLang: string, metaFile: string, ctx: Context): SidebarItem[] {
  // A name written from the folder's root (`"/intro"`) is that folder's, as Rspress joins it to the folder's path.
  const raw = 'name' in written ? { ...written, name: written.name.replace(/^\/+/, '') } : written;
  const at = [ctx.display(metaFile), raw.line] as const;
  if ('name' in raw && !isWithin(ctx.root, join(ctx.root, dirInLang, raw.name))) {
    ctx.problems.add(...at, `_meta.json names "${raw.name}", which is outside the language folder`);
    return [];
  }
  const entry = raw.type === 'name' ? guessType(stripExt(raw.name), dirInLang, ctx, raw.line) : raw;
  if (!entry) {
    const name = stripExt(raw.type === 'name' ? raw.name : '');
    ctx.warnings.add(
      ...at,
      `_meta.json names "${name}", but there is no ${name}.md, ${name}.mdx or folder ${name}/${LEFT_OUT}`,
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
      // An entry without a type (see meta-json.ts) naming a folder is that folder's group.
      if (!page && entry.untyped && isDir(join(ctx.root, dirInLang, entry.name))) {
        const { untyped: _untyped, ...named } = entry;
        return entryItems({ ...named, type: 'dir' }, dirInLang, metaFile, ctx);
      }
      if (!page) {
        ctx.warnings.add(
          ...at,
          `_meta.json names "${entry.name}", but there is no ${pageFileNames(entry.name)}${LEFT_OUT}`,
        );
        return [];
      }
      return [pageItem(page, entry)];
    }
    case 'dir':
    case 'dir-section-header': {
      const dir = join(dirInLang, entry.name);
      const { place, real } = placeIn(ctx.links.folder, join(ctx.root, dir));
      if (place === 'missing' || !isDir(join(ctx.root, dir))) {
        ctx.warnings.add(...at, `_meta.json names folder "${entry.name}", which does not exist${LEFT_OUT}`);
        return [];
      }
      if (place === 'outside') {
        ctx.problems.add(
          ...at,
          `_meta.json names folder "${entry.name}", a link to ${real}, outside ${ctx.links.name}`,
        );
        return [];
      }
      if (ctx.seen.has(real)) {
        ctx.problems.add(
          ...at,
          `_meta.json names folder "${entry.name}", which is already in this sidebar (listed twice, or a link to a folder above)`,
        );
        return [];
      }
      // As Rspress 2 prunes them, a folder showing nothing (no page in it, no page of its name) is left out: a
      // component or asset folder among the pages is not an empty group.
      if (entry.type === 'dir-section-header') {
        const items = folderItems(dir, ctx);
        if (items.length === 0) return [];
        // Without a label, no header: its items alone, as Rspress draws a blank one (its folder's name unshown).
        if (!entry.label) return items;
        return [{ text: entry.label, sectionHeaderText: entry.label, ...defined({ tag: entry.tag }) }, ...items];
      }
      const group = dirGroup(entry, dir, ctx);
      return group.items?.length === 0 && !group.link ? [] : [group];
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
  const metaFile = join(ctx.root, dir, '_meta.json');
  const sameName = ctx.lookup(slashed);
  const index = sameName ? undefined : ctx.lookup(`${slashed}/index`);
  const indexListed =
    existsSync(metaFile) && readMeta(metaFile, ctx).some((e) => e.type === 'name' && stripExt(e.name) === 'index');
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
    items: folderItems(dir, ctx, head === index && index !== undefined),
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
  const source = { file: ctx.display(metaFile), line: entry.line };
  if (entry.items?.length) {
    return noteSource(
      {
        text: entry.label ?? entry.link ?? '',
        ...(link ? { link } : {}),
        collapsible: entry.collapsible ?? true,
        collapsed: entry.collapsed ?? false,
        ...extras,
        items: entry.items.map((item) => customLink(item, metaFile, ctx)),
      },
      source,
    );
  }
  if (!link) ctx.problems.add(source.file, source.line, `custom link "${entry.label ?? ''}" has no "link"`);
  return noteSource({ text: entry.label ?? entry.link ?? '', link: link ?? '', ...extras }, source);
}

/** Rspress adds the language prefix to internal links of a non-default language that lack it. */
export function withPrefix(link: string, prefix: string): string {
  if (!link.startsWith('/') || !prefix || link === prefix || link.startsWith(`${prefix}/`)) return link;
  return `${prefix}${link}`;
}

/** A folder without `_meta.json`: its pages (index first) and sub-folders, in name order. */
function scanDir(dirInLang: string, ctx: Context): MetaEntry[] {
  const names = listDir(join(ctx.root, dirInLang));
  // Links to folders outside the language folder, or to one already in this sidebar, are left out (the
  // page walk warns about them).
  const dirs = new Set(
    names.filter((n) => {
      const { place, real } = placeIn(ctx.links.folder, join(ctx.root, dirInLang, n));
      return place === 'inside' && !ctx.seen.has(real) && isDir(real);
    }),
  );
  const entries: { key: string; entry: MetaEntry }[] = [];
  for (const name of names) {
    if (dirs.has(name)) {
      // A hidden folder showing no page is left out with every other empty folder (see `entryItems`).
      if (!name.startsWith('_')) entries.push({ key: name, entry: { type: 'dir', name, line: 1 } });
    } else if (PAGE_FILE.test(name)) {
      const base = stripExt(name);
      // A page named like a sibling folder is that folder's link, not an item of its own.
      if (!dirs.has(base) && ctx.lookup(join(dirInLang, base).replace(/\\/g, '/')))
        entries.push({ key: base, entry: { type: 'name', name: base, line: 1 } });
    }
  }
  const rank = (key: string) => (key === 'index' ? 0 : 1);
  return entries.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key)).map((e) => e.entry);
}

function guessType(
  name: string,
  dirInLang: string,
  ctx: Context,
  line: number,
): Exclude<MetaEntry, { type: 'name' }> | undefined {
  if (ctx.lookup(join(dirInLang, name).replace(/\\/g, '/'))) return { type: 'file', name, line };
  if (isDir(join(ctx.root, dirInLang, name))) return { type: 'dir', name, line };
  return undefined;
}

function readMeta(file: string, ctx: Context): MetaEntry[] {
  let entries = ctx.metas.get(file);
  if (!entries) {
    entries = readMetaEntries(file, ctx.display(file), ctx.problems, ctx.warnings);
    ctx.metas.set(file, entries);
  }
  return entries;
}

function stripExt(name: string): string {
  return pageStem(name);
}

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function isDir(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false; // a link loop, or a name no file can have
  }
}

/** Only the fields that have a value, so sidebars compare and serialize without `undefined` noise. */
function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The page files a `_meta.json` name stands for: itself when it has its extension, else its `.md` and `.mdx`. */
function pageFileNames(name: string): string {
  return PAGE_FILE.test(name) ? name : `${name}.md or ${name}.mdx`;
}
