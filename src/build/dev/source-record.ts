import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageDependencyStamps } from '../cache/build-stamp';
import { isPagePath } from '../content';
import { fileSha } from '../file-sha';
import { matchesAny } from '../glob';
import { type LanguageFolders, languageFolders } from '../language-folders';
import { MARKDOWN_FILE } from '../page-file';

/** A file as the record keeps it: size and modification time (ms, rounded). */
type FileStat = [size: number, mtimeMs: number];

/**
 * What the content folder held when the kept site's build started: every file's size and time, and a key
 * of everything else the site is made from (see otherInputsKey). Taken before the build reads anything,
 * so a file saved while it ran looks changed next time, never the other way round.
 */
export interface SourceRecord {
  others: string;
  /** Relative, `/`-separated path → its stat. */
  files: Record<string, FileStat>;
  /** What the build read of each page's fragments, components and code files (they may be anywhere). */
  dependencies?: PageDependencyStamps;
}

/** The pages that differ from a record: saved since (or added), and gone. Absolute paths. */
export interface ChangedPages {
  changed: string[];
  removed: string[];
}

/** Records `contentDir` now (its dotfiles and `node_modules` left out, as the build's stamp leaves them). */
export function recordSources(contentDir: string, others: string): SourceRecord {
  const files: SourceRecord['files'] = {};
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(path, name);
      else if (stat?.isFile()) files[name] = [stat.size, Math.round(stat.mtimeMs)];
    }
  };
  walk(contentDir, '');
  return { others, files };
}

/**
 * The pages changed between `before` and `now`, or undefined when anything but pages changed (the rest
 * of the inputs, `_meta.json`, a fragment, the config, an image, a file `route.exclude` (`exclude`) makes
 * no page…): then only a build knows what to show.
 * A page only touched counts as changed (its bytes are not compared: a stat is what is cheap).
 *
 * @example
 * changedPages(kept, recordSources('docs', others), 'docs', ['en', 'zh']) // { changed: ['docs/en/a.md'], removed: [] }
 */
export function changedPages(
  before: SourceRecord,
  now: SourceRecord,
  contentDir: string,
  langs: readonly string[],
  exclude: readonly string[] = [],
  /** The version whose folder holds the pages (`multiVersion.default`), if the site keeps one per version. */
  version?: string,
  /** The language served without a prefix (its pages may lie beside the language folders). */
  defaultLang?: string,
): ChangedPages | undefined {
  if (before.others !== now.others || !dependenciesUnchanged(before.dependencies ?? {})) return undefined;
  const changed: string[] = [];
  const removed: string[] = [];
  const differs = (a: FileStat | undefined, b: FileStat | undefined) => a?.[0] !== b?.[0] || a?.[1] !== b?.[1];
  const names = new Set([...Object.keys(before.files), ...Object.keys(now.files)]);
  const folders = languageFolders(contentDir, langs, version, defaultLang);
  for (const name of names) {
    if (!differs(before.files[name], now.files[name])) continue;
    if (!isPageName(join(contentDir, ...name.split('/')), folders) || matchesAny(name, exclude)) return undefined;
    (name in now.files ? changed : removed).push(join(contentDir, ...name.split('/')));
  }
  return { changed, removed };
}

/** `en/guide/a.md` is a page; `en/guide/_intro.md` (a fragment), `public/a.md` and `site.config.mjs` are not. */
function isPageName(file: string, folders: LanguageFolders): boolean {
  const place = folders.placeOf(file);
  // A module's change is the site's: whether it is a page or a component is the build's to say.
  return place !== undefined && MARKDOWN_FILE.test(place.pathInLang) && isPagePath(place.pathInLang);
}

function dependenciesUnchanged(dependencies: PageDependencyStamps): boolean {
  const read = new Map<string, string>();
  for (const list of Object.values(dependencies)) for (const [file, sha] of list) read.set(file, sha);
  return [...read].every(([file, sha]) => fileSha(file) === sha);
}

export function readSourceRecord(file: string): SourceRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as SourceRecord;
    return typeof record.others === 'string' && record.files ? record : undefined;
  } catch {
    return undefined;
  }
}

export function writeSourceRecord(file: string, record: SourceRecord): void {
  writeFileSync(file, JSON.stringify(record));
}
