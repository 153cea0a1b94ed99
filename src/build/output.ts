import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { listOutput } from './cache/build-stamp';
import type { PreviousOutput, RecordedFile } from './cache/previous-output';

/**
 * A dist folder being written. New files go into a sibling staging folder; the target changes only in
 * `commit()`, so a build that fails half-way never leaves a half-written site behind. Render workers
 * write into `dir` too (see `writeFile`); only the main thread commits or discards.
 *
 * With the last build's output at hand (`previous`), a file it wrote with the same bytes is kept where it
 * is rather than written again, and `commit()` moves only the new and changed files in and removes the
 * ones the new site no longer has: after one edit, a handful of files instead of the whole site. Without
 * any kept file, the staging folder replaces the target whole.
 */
export class Output {
  readonly dir: string;
  /** Files of the last build kept as they are, by path. */
  private readonly kept = new Map<string, RecordedFile>();
  /** Files this thread wrote into the staging folder (render workers write theirs unknown to it). */
  private readonly staged = new Set<string>();

  constructor(
    readonly target: string,
    /** The last build's output, to keep the files written with the same bytes (see previous-output.ts). */
    private readonly previous?: PreviousOutput,
  ) {
    this.dir = `${target}.tmp-${process.pid}`;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  /** Writes `path`, or keeps the last build's file when it holds exactly `content`. */
  write(path: string, content: string | Uint8Array): void {
    const same = this.previous?.same(path, content);
    if (same) {
      // Written earlier in this build with other bytes (a public file over one of ours): the last word wins.
      if (this.staged.delete(path)) rmSync(join(this.dir, path), { force: true });
      this.kept.set(path, same);
    } else {
      this.kept.delete(path);
      this.staged.add(path);
      writeFile(this.dir, path, content);
    }
  }

  /** Copies a folder's files in (a file already there is replaced). */
  copyDir(from: string): void {
    for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(from, join(entry.parentPath, entry.name));
      this.write(path.split(sep).join('/'), readFileSync(join(from, path)));
    }
  }

  /** Keeps the last build's `files` as they are if every one is unchanged since; false (none kept) otherwise. */
  keep(files: readonly RecordedFile[]): boolean {
    if (!this.previous?.unchanged(files)) return false;
    for (const file of files) this.kept.set(file[0], file);
    return true;
  }

  /** Keeps the compressed twins of a file `write` kept, if the last build wrote both; false otherwise. */
  keepTwins(path: string): boolean {
    const previous = this.previous;
    if (!previous || !this.kept.has(path)) return false;
    const twins = ['.gz', '.br'].map((suffix) => previous.recorded(path + suffix));
    return twins.every((twin) => twin !== undefined) && this.keep(twins);
  }

  /** Where the file `path` of the new site is now: in the target if kept, else in the staging folder. */
  fileOf(path: string): string {
    return join(this.kept.has(path) ? this.target : this.dir, path);
  }

  /**
   * Makes the target the new site and returns its files as the stamp records them. With kept files, the
   * staged ones are moved in and the others removed, each step undone if a later one fails; otherwise the
   * staging folder replaces the target in two renames, and the old site is removed by a detached process:
   * a site of thousands of pages is tens of thousands of files, and unlinking them took a third of a
   * rebuild, time in which nobody waits for anything. Synchronous: Ctrl+C is handled before or after.
   */
  commit(): RecordedFile[] {
    const backup = `${this.target}.old-${process.pid}-${Date.now()}`;
    if (this.kept.size === 0) {
      const hadOld = existsSync(this.target);
      if (hadOld) renameSync(this.target, backup);
      renameSync(this.dir, this.target);
      if (hadOld) removeInBackground(backup);
      return listOutput(this.target);
    }
    const staged = listOutput(this.dir);
    // A render worker may have written a path this thread kept: what is staged is the newer word.
    for (const [path] of staged) this.kept.delete(path);
    const next = new Set([...this.kept.keys(), ...staged.map((file) => file[0])]);
    const gone = listOutput(this.target, false)
      .map((file) => file[0])
      .filter((path) => !next.has(path));
    const moves = new Moves();
    try {
      // Removed first: a file may give way to a folder of the same name, or a folder to a file.
      for (const path of gone) moves.move(join(this.target, path), join(backup, path));
      removeEmptyFolders(this.target, gone);
      for (const [path] of staged) {
        const to = join(this.target, path);
        if (existsSync(to)) moves.move(to, join(backup, path));
        moves.move(join(this.dir, path), to);
      }
    } catch (error) {
      moves.undo();
      throw error;
    }
    rmSync(this.dir, { recursive: true, force: true });
    if (existsSync(backup)) removeInBackground(backup);
    return [...this.kept.values(), ...staged].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }

  discard(): void {
    rmSync(this.dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** Renames that can be undone, last first. */
class Moves {
  private readonly done: [from: string, to: string][] = [];

  move(from: string, to: string): void {
    mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
    this.done.push([from, to]);
  }

  undo(): void {
    for (const [from, to] of this.done.reverse()) {
      mkdirSync(dirname(from), { recursive: true });
      renameSync(to, from);
    }
  }
}

/** Removes the folders under `root` that holding `paths` left empty. */
function removeEmptyFolders(root: string, paths: readonly string[]): void {
  const folders = new Set(paths.map((path) => dirname(path)).filter((dir) => dir !== '.'));
  // Deepest first, so that a parent emptied by its children goes too.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    for (let dir = folder; dir !== '.'; dir = dirname(dir)) {
      const at = join(root, dir);
      if (!existsSync(at) || readdirSync(at).length > 0) break;
      rmdirSync(at);
    }
  }
}

function removeInBackground(dir: string): void {
  try {
    const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })';
    spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' }).unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes `dir/path`, creating its folders. */
function writeFile(dir: string, path: string, content: string | Uint8Array): void {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|md)$/;

/** A file's precompressed twin: `.gz` or `.br` appended to its name. */
export interface Twin {
  suffix: '.gz' | '.br';
  data: Uint8Array;
}

/**
 * The `.gz` and `.br` twins of a text file over 1 KB (none for other files), so the server (and any static
 * host that understands precompressed files) sends compressed bytes without compressing per request.
 */
export function compressedTwins(path: string, content: string | Uint8Array): Twin[] {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  if (!worthCompressing(path, data)) return [];
  return [
    { suffix: '.gz', data: gzipSync(data, gzipOptions(path)) },
    { suffix: '.br', data: brotliCompressSync(data, brotliOptions(path, data)) },
  ];
}

/** `compressedTwins` off the main thread (zlib's thread pool), so the event loop keeps feeding the workers. */
export async function compressedTwinsAsync(path: string, data: Uint8Array): Promise<Twin[]> {
  if (!worthCompressing(path, data)) return [];
  const [gz, br] = await Promise.all([
    promisify(gzip)(data, gzipOptions(path)),
    promisify(brotliCompress)(data, brotliOptions(path, data)),
  ]);
  return [
    { suffix: '.gz', data: gz },
    { suffix: '.br', data: br },
  ];
}

function worthCompressing(path: string, data: Uint8Array): boolean {
  return COMPRESSIBLE.test(path) && data.length >= 1024;
}

// Top compression is slow (brotli 11: ~1 MB/s): spend it on the hashed bundles, downloaded once, cached
// for a year and compressed once per version (see precompress-cached.ts). Pages and data chunks use brotli 5
// and gzip 6: on our pages as small as brotli 6 and gzip 9 to within 0.1%, and 35% less CPU, which counts
// when thousands of pages are compressed per build.
export const isBundle = (path: string) => /^assets[\\/]/.test(path);

function gzipOptions(path: string) {
  return { level: isBundle(path) ? 9 : 6 };
}

function brotliOptions(path: string, data: Uint8Array) {
  const quality = isBundle(path) ? 11 : 5;
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } };
}

/** Writes `dir/path` and its compressed twins. */
export function writeWithTwins(dir: string, path: string, content: string | Uint8Array, twins?: Twin[]): void {
  writeFile(dir, path, content);
  for (const twin of twins ?? compressedTwins(path, content)) writeFileSync(join(dir, path + twin.suffix), twin.data);
}

/** Writes `.gz` and `.br` beside every text file over 1 KB under `dir` (or only beside `paths`, relative to it). */
export function precompress(dir: string, paths?: readonly string[]): void {
  for (const name of paths ?? readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name);
    if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
    for (const twin of compressedTwins(name, readFileSync(file))) writeFileSync(file + twin.suffix, twin.data);
  }
}
