import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { ContentProblem } from '../errors';
import { fileSha } from '../file-sha';
import type { SearchEntry } from '../search/write-search-index';
import { cacheKey, type PageCache } from './page-cache';
import type { PageFileRecords } from './page-file-records';
import type { RecordedFile } from './previous-output';

/**
 * What a finished build leaves in the cache about the site it wrote: the key of everything it was built
 * from, and every file of the output folder with its size and modification time. A build whose inputs
 * have the same key, into an output folder that still holds exactly those files untouched, would write
 * the very same bytes: it can stop there (like `make` or `tsc -b`). Rendering every page from the cache
 * still reads and writes every file of the site (tens of thousands at 2,000 pages, several seconds); this
 * check reads the sources and lists the output folder (a fifth of a second).
 *
 * Anything that differs — one byte of one content file, a file's time (it may be a page's last-updated
 * time), one byte of a fragment or component a page imports from outside the content folder (an alias, a
 * package), the config, the generator, a file deleted from or changed in the output folder — means a build.
 */
export interface BuildStamp {
  key: string;
  /** The inputs known by their bytes too when the key was made (see `InputsKey`). */
  young?: Record<string, string>;
  /** The generator's code hash: a later build links files from this one only if it is the same. */
  generator: string;
  pages: number;
  warnings: ContentProblem[];
  /** Each route's page-step cache key and the output files it wrote (see previous-output.ts). */
  routes: Record<string, { key: string; chunk?: string; files: RecordedFile[] }>;
  /** Each search index's key and files, by its name (see `IndexOutput`). */
  searchIndexes?: Record<string, Omit<IndexOutput, 'name' | 'paths'> & { files: RecordedFile[] }>;
  /** Output files, relative, `/`-separated, sorted by path: [path, size, mtimeMs]. */
  files: RecordedFile[];
  /**
   * What each page was made from besides its own file, as the build read it: page file → [file, SHA-256].
   * The inputs' key covers the content folder only; these may be anywhere (an alias, node_modules).
   */
  dependencies?: PageDependencyStamps;
  /** What the build learned from each page file it read (see page-file-records.ts). */
  pageFiles?: PageFileRecords;
}

/** Absolute page file → the files it was rendered from (fragments, components, code files) and their SHA-256. */
export type PageDependencyStamps = Record<string, [file: string, sha: string][]>;

/** What the build tells the stamp of a route: the files it wrote are found in the listing. */
export interface RouteOutput {
  route: string;
  key: string;
  file: string;
  chunk?: string;
}

/**
 * What the stamp records of a search index: its cache key (every document and its place, the generator)
 * and the files it wrote, with their compressed copies. A build that makes the same key keeps those files
 * where they are, as it keeps a route's, rather than reading the index from the cache and comparing each
 * of its thousand files with the last build's (see search-stage.ts).
 */
export interface IndexOutput {
  name: string;
  key: string;
  /** Whether the build wrote every page's own files' compressed copies (`--precompress`), fragments included. */
  precompress: boolean;
  entry: SearchEntry;
  /** The files it wrote, as paths in the site (their copies are found in the listing). */
  paths: readonly string[];
}

/** What decides a build's output besides the generator and the config. */
export interface BuildInputs {
  /** The generator's code hash (see generator-hash.ts). */
  generator: string;
  config: unknown;
  contentDir: string;
  outDir: string;
  /** Last-updated times from git (see last-updated.ts). */
  times: Map<string, number>;
  /** Other folders and files read by the build (our styles and public files, the config's globalStyles). */
  extra: string[];
  /** The working directory, which messages name files relative to. */
  cwd: string;
  /** `--precompress`: the same sources make more files with it. */
  precompress?: boolean;
  /** The time files' ages are measured at (default now), which decides whose bytes are read. */
  now?: number;
}

/**
 * Files saved this recently are known by their bytes as well as their stat. A file is otherwise known by
 * its size, times and inode, which every write changes (the change time cannot be set back), except that
 * on a disk whose clock ticks coarsely two saves of the same size within one tick leave them as they
 * were: the stamp keeps the SHA-256 of each file that young, and a later build compares the bytes too.
 */
export const RECENT_MS = 3000;

/** The key of a build's inputs, and the files among them young enough to be known by their bytes too. */
export interface InputsKey {
  key: string;
  /** Absolute path → SHA-256 of each file saved in the last `RECENT_MS` when the key was made. */
  young: Record<string, string>;
}

/**
 * The key of a build's inputs: every file under the content folder (path, size, times and inode),
 * leaving out dot-folders, node_modules and the output folder when it sits inside; with the bytes' hash
 * of each file saved in the last few seconds kept apart, so that a build made just after a save matches a
 * later one that finds the same bytes. Reading every file's bytes cost a rebuild at 1,000 pages per
 * language ~0.25 s.
 */
export function buildInputsKey(inputs: BuildInputs): InputsKey {
  const hash = createHash('sha256');
  const young: Record<string, string> = {};
  const outDir = resolve(inputs.outDir);
  const now = inputs.now ?? Date.now();
  const skip = (path: string) => path === outDir || path.startsWith(`${outDir}.`) || path.startsWith(outDir + sep);
  const file = (path: string, name: string) => {
    const stat = statSync(path);
    hash.update(`${name}\0${stat.size}\0${stat.mtimeMs}\0${stat.ctimeMs}\0${stat.ino}\0`);
    if (now - Math.max(stat.mtimeMs, stat.ctimeMs) < RECENT_MS) young[resolve(path)] = fileSha(path);
  };
  const digest = (root: string) => {
    if (!existsSync(root)) return hash.update(`${root}\0missing\0`);
    if (statSync(root).isFile()) return file(root, root);
    const walk = (dir: string) => {
      const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.name.startsWith('.') || entry.name === 'node_modules' || skip(resolve(path))) continue;
        if (entry.isDirectory()) walk(path);
        // A link to a file is read as a page like any other (its target's stat and bytes count).
        else if (entry.isFile() || (entry.isSymbolicLink() && statSync(path, { throwIfNoEntry: false })?.isFile())) {
          file(path, relative(root, path));
        }
      }
    };
    walk(root);
  };
  for (const root of [inputs.contentDir, ...inputs.extra]) digest(root);
  hash.update(JSON.stringify([...inputs.times].sort((a, b) => (a[0] < b[0] ? -1 : 1))));
  const precompress = inputs.precompress === true;
  return {
    key: cacheKey('build', inputs.generator, inputs.config, outDir, inputs.cwd, precompress, hash.digest('hex')),
    young,
  };
}

/**
 * Every file under `dir` as the stamp records it, sorted by path; with `stat` false, paths only (size and
 * time 0), which is what a commit needs of the old site.
 */
export function listOutput(dir: string, stat = true): RecordedFile[] {
  const files: RecordedFile[] = [];
  // Plain string paths: at 25,000 files, path.join and path.relative took longer than the stat calls.
  const walk = (at: string, rel: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = `${at}/${entry.name}`;
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path, name);
      else if (!stat) files.push([name, 0, 0]);
      else {
        const { size, mtimeMs } = statSync(path);
        files.push([name, size, mtimeMs]);
      }
    }
  };
  if (existsSync(dir)) walk(dir, '');
  return files.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

const stampKey = (outDir: string) => cacheKey('build-stamp', resolve(outDir));

/** The stamp of the last build into `outDir`, if the cache holds a readable one. */
export function readStamp(cache: PageCache, outDir: string): BuildStamp | undefined {
  const part = cache.get(stampKey(outDir))?.get('stamp');
  if (!part) return undefined;
  try {
    const stamp = JSON.parse(part.toString('utf8')) as BuildStamp;
    return Array.isArray(stamp.files) && stamp.routes ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when `stamp` was made from inputs with this key, the files then young and every page's
 * dependencies still have the bytes it read, and `outDir` still holds exactly its files.
 */
export function isCurrent(stamp: BuildStamp, inputs: InputsKey, outDir: string): boolean {
  return (
    stamp.key === inputs.key &&
    Object.entries(stamp.young ?? {}).every(([file, sha]) => fileSha(file) === sha) &&
    dependenciesUnchanged(stamp.dependencies ?? {}) &&
    JSON.stringify(listOutput(outDir)) === JSON.stringify(stamp.files)
  );
}

function dependenciesUnchanged(dependencies: PageDependencyStamps): boolean {
  const read = new Map<string, string>();
  for (const list of Object.values(dependencies)) for (const [file, sha] of list) read.set(file, sha);
  return [...read].every(([file, sha]) => fileSha(file) === sha);
}

/** Records what was just committed to `outDir`: `files` as the commit left them (see `Output.commit`). */
export function writeStamp(
  cache: PageCache,
  outDir: string,
  stamp: Omit<BuildStamp, 'files' | 'routes'>,
  routes: readonly RouteOutput[],
  files: RecordedFile[],
  indexes: readonly IndexOutput[] = [],
): void {
  const byPath = new Map(files.map((file) => [file[0], file]));
  const withCopies = (paths: readonly (string | undefined)[]) => {
    const all = new Set(paths.flatMap((path) => (path ? [path, `${path}.gz`, `${path}.br`] : [])));
    return [...all].map((path) => byPath.get(path)).filter((found) => found !== undefined);
  };
  const recorded: BuildStamp['routes'] = {};
  for (const { route, key, file, chunk } of routes) recorded[route] = { key, chunk, files: withCopies([file, chunk]) };
  const searchIndexes: NonNullable<BuildStamp['searchIndexes']> = {};
  for (const { name, paths, ...index } of indexes) searchIndexes[name] = { ...index, files: withCopies(paths) };
  cache.set(stampKey(outDir), { stamp: JSON.stringify({ ...stamp, routes: recorded, searchIndexes, files }) });
}
