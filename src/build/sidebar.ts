import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { NavItem, Sidebar, SidebarItem } from '../shared/types';
import type { ContentProblems } from './errors';

/**
 * An entry of a folder's `_meta.json`, in the conventions Rspress uses: a bare name (file without `.md`,
 * or a sub-folder), or an object.
 */
type MetaEntry =
  | string
  | { type: 'file'; name: string; label?: string; tag?: string }
  | { type: 'dir'; name: string; label?: string; collapsible?: boolean; collapsed?: boolean; tag?: string }
  | { type: 'divider'; dashed?: boolean }
  | { type: 'section-header'; label: string };

type MetaObject = Exclude<MetaEntry, string>;

/** Title and route of a page, by its path inside the language folder without `.md` (`guide/start/introduction`). */
export type PageLookup = (pathInLang: string) => { title: string; routePath: string } | undefined;

interface Context {
  root: string;
  lookup: PageLookup;
  problems: ContentProblems;
  display: (file: string) => string;
}

/**
 * Sidebars of one language: one per section folder named in the language's root `_meta.json`, keyed by
 * the section's route prefix (`/guide`, `/zh/api`). A section whose folder holds only pages is wrapped
 * in one group labelled by the root entry's `label`.
 */
export function buildSidebar(
  root: string,
  prefix: string,
  lookup: PageLookup,
  problems: ContentProblems,
  cwd = process.cwd(),
): Sidebar {
  const ctx: Context = { root, lookup, problems, display: (f) => relative(cwd, f) };
  const sidebar: Sidebar = {};
  for (const entry of readMeta(root, ctx)) {
    if (typeof entry !== 'object' || entry.type !== 'dir') continue;
    const items = resolveDir(entry.name, ctx);
    // A section of pages only (the blog) becomes one group named by the root entry; a section with
    // groups keeps its shape, pages beside the groups (an overview) included.
    sidebar[`${prefix}/${entry.name}`] = items.some((i) => i.items)
      ? items
      : [{ text: entry.label ?? entry.name, collapsible: true, collapsed: false, items }];
  }
  return sidebar;
}

function resolveDir(dirInLang: string, ctx: Context): SidebarItem[] {
  const items: SidebarItem[] = [];
  const metaFile = join(ctx.root, dirInLang, '_meta.json');
  for (const raw of readMeta(join(ctx.root, dirInLang), ctx)) {
    const entry: MetaObject | undefined = typeof raw === 'string' ? guessType(raw, dirInLang, ctx) : raw;
    if (!entry) {
      ctx.problems.add(
        ctx.display(metaFile),
        lineOf(metaFile, `"${raw as string}"`),
        `_meta.json names "${raw as string}", but there is no ${raw as string}.md or folder ${raw as string}/`,
      );
      continue;
    }
    if (entry.type === 'divider') items.push({ text: '', dividerType: entry.dashed ? 'dashed' : 'solid' });
    else if (entry.type === 'section-header') items.push({ text: entry.label, sectionHeaderText: entry.label });
    else if (entry.type === 'dir') {
      if (!isDir(join(ctx.root, dirInLang, entry.name))) {
        ctx.problems.add(
          ctx.display(metaFile),
          lineOf(metaFile, `"${entry.name}"`),
          `_meta.json names folder "${entry.name}", which does not exist`,
        );
        continue;
      }
      items.push({
        text: entry.label ?? entry.name,
        collapsible: entry.collapsible ?? true,
        collapsed: entry.collapsed ?? false,
        tag: entry.tag,
        items: resolveDir(join(dirInLang, entry.name), ctx),
      });
    } else {
      const page = ctx.lookup(join(dirInLang, entry.name).replace(/\\/g, '/'));
      if (!page) {
        ctx.problems.add(
          ctx.display(metaFile),
          lineOf(metaFile, `"${entry.name}"`),
          `_meta.json names "${entry.name}", but there is no ${entry.name}.md`,
        );
        continue;
      }
      items.push({ text: entry.label ?? page.title, link: page.routePath, tag: entry.tag });
    }
  }
  return items;
}

function guessType(name: string, dirInLang: string, ctx: Context): MetaObject | undefined {
  if (ctx.lookup(join(dirInLang, name).replace(/\\/g, '/'))) return { type: 'file', name };
  if (isDir(join(ctx.root, dirInLang, name))) return { type: 'dir', name };
  return undefined;
}

function readMeta(dir: string, ctx: Context): MetaEntry[] {
  const file = join(dir, '_meta.json');
  if (!existsSync(file)) return [];
  const value = readJson(file, ctx);
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    ctx.problems.add(ctx.display(file), 1, '_meta.json must be a list of entries');
    return [];
  }
  return value as MetaEntry[];
}

/** Reads `_nav.json`: the top navigation of one language. Missing file → no nav items. */
export function readNav(langDir: string, problems: ContentProblems, cwd = process.cwd()): NavItem[] {
  const file = join(langDir, '_nav.json');
  if (!existsSync(file)) return [];
  const ctx = { problems, display: (f: string) => relative(cwd, f) } as Context;
  const value = readJson(file, ctx);
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((i) => i && typeof i.text === 'string')) {
    problems.add(ctx.display(file), 1, '_nav.json must be a list of items with a "text"');
    return [];
  }
  return value as NavItem[];
}

function readJson(file: string, ctx: Pick<Context, 'problems' | 'display'>): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const lineCol = /line (\d+)/.exec(message);
    const line = position
      ? text.slice(0, Number(position[1])).split('\n').length
      : lineCol
        ? Number(lineCol[1])
        : /end of JSON/.test(message)
          ? text.trimEnd().split('\n').length
          : 1;
    ctx.problems.add(ctx.display(file), line, `invalid JSON: ${(error as Error).message}`);
    return undefined;
  }
}

function isDir(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

function lineOf(file: string, needle: string): number | undefined {
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle));
  return index < 0 ? undefined : index + 1;
}
