import {
  closeSync,
  copyFileSync,
  createReadStream,
  createWriteStream,
  existsSync,
  constants as fsConstants,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { mkdir as mkdirAsync } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import { listOutput } from './cache/build-stamp';
import type { PreviousOutput, RecordedFile } from './cache/previous-output';
import { OUTPUT_MARK, OUTPUT_MARK_TEXT } from './output-folder';
import { removeInBackground } from './remove-in-background';

/**
 * A dist folder being written. Every file of the new site goes into a sibling staging folder, and the
 * target changes only in `commit()`, which swaps the whole folder in: a build that fails or is killed at
 * any instant leaves the old site or the new one, never a mix. Render workers write into `dir` too (see
 * `writeNew`); only the main thread commits or discards.
 *
 * With the last build's output at hand (`previous`), a file it wrote with the same bytes is hard-linked
 * into the staging folder rather than written again: a link costs a twentieth of writing the file, and
 * the old site's copy stays untouched because every write replaces a path instead of writing through it.
 */
export class Output {
  readonly dir: string;
  /** Files linked from the last build, by path. */
  private readonly kept = new Set<string>();
  /**
   * Folders of the staging folder known to be made: a rebuild links thousands of files, and asking the
   * file system for each file's folder again (`mkdirSync` with `recursive`) costs more than the link.
   */
  private readonly folders = new Set<string>();
  /** The last build's folders, made ahead in the staging folder (see `makeFoldersAhead`). */
  private readonly ahead: Promise<string[]>;
  /** The site `commit` replaced, until removed. */
  private replaced: string | undefined;
  /** Folders this thread put a file in, and their parents: not empty at commit. */
  private readonly filled = new Set<string>();
  /** Those folders, relative, `/`-separated. */
  private readonly aheadPaths: Set<string>;
  /** Those folders once made (absolute); undefined while some are being made. */
  private madeAhead: string[] | undefined;

  constructor(
    readonly target: string,
    /** The last build's output, to keep the files written with the same bytes (see previous-output.ts). */
    private readonly previous?: PreviousOutput,
  ) {
    this.dir = stagingFolderOf(target);
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    const folders = previous?.folders() ?? [];
    this.aheadPaths = new Set(folders);
    if (folders.length === 0) this.madeAhead = [];
    this.ahead = this.makeFoldersAhead(folders);
  }

  /**
   * Makes the last build's folders in the staging folder at once, in libuv's threads, while this thread
   * reads the sources: making a folder costs over a millisecond on this disk, and the 528 folders of a site
   * of 1,000 pages per language, made one by one as their first file was linked, took 0.6 s of a one-edit
   * rebuild. The ones this build puts nothing in are removed at `commit`. A failure here is no failure:
   * the folder is made again when a file needs it.
   */
  private async makeFoldersAhead(folders: readonly string[]): Promise<string[]> {
    const made = await Promise.all(
      folders.map((folder) =>
        mkdirAsync(join(this.dir, folder), { recursive: true }).then(
          () => join(this.dir, folder),
          () => undefined,
        ),
      ),
    );
    return made.filter((folder) => folder !== undefined);
  }

  /**
   * Resolves once the folders made ahead are made: `commit` and `discard` must not run before (a folder
   * made after `discard` would be left behind).
   */
  async settled(): Promise<void> {
    const made = await this.ahead;
    for (const folder of made) this.folders.add(folder);
    this.madeAhead = made;
  }

  /** Writes `path`, or links the last build's file when it holds exactly `content`. */
  write(path: string, content: string | Uint8Array): void {
    this.clearFolderAhead(path);
    const same = this.previous?.same(path, content);
    if (same) this.link(path);
    else {
      this.kept.delete(path);
      writeNew(join(this.dir, path), content, this.folders);
      this.fill(path);
    }
  }

  /** Notes that the folders of `path` hold something. */
  private fill(path: string): void {
    for (let end = path.lastIndexOf('/'); end > 0; end = path.lastIndexOf('/', end - 1)) {
      const folder = join(this.dir, path.slice(0, end));
      if (this.filled.has(folder)) return;
      this.filled.add(folder);
    }
  }

  /**
   * Writes `path` from parts, one after the other, for a file too large to hold whole (llms-full.txt at
   * 10,000 pages). Like `write`, keeps the last build's file instead when it holds exactly these bytes.
   */
  async writeParts(path: string, parts: AsyncIterable<string>): Promise<void> {
    const file = join(this.dir, path);
    this.clearFolderAhead(path);
    makeFolder(dirname(file), this.folders);
    rmSync(file, { force: true });
    const fd = openSync(file, 'wx');
    try {
      for await (const part of parts) writeSync(fd, part);
    } finally {
      closeSync(fd);
    }
    this.kept.delete(path);
    this.fill(path);
    if (this.previous?.sameAsFile(path, file)) this.link(path);
  }

  /**
   * Lets a file take the place of a folder made ahead (the last build had a folder there): the folder goes
   * if empty. While folders are still being made, a file there could race with its folder: the build
   * writes no page's file before `settled`, and this holds it to that.
   */
  private clearFolderAhead(path: string): void {
    if (!this.aheadPaths.has(path)) return;
    if (!this.madeAhead)
      throw new Error(`esmx-docs: ${path} written before Output.settled, where a folder is being made`);
    removeIfEmpty(join(this.dir, path));
    this.folders.delete(join(this.dir, path));
  }

  /**
   * Copies the file `source` in as `path`, or links the last build's file when it holds the same bytes
   * (compared a chunk at a time). Never held in memory: a site's public files may be videos of any size
   * (one over 2 GiB could not be read into a buffer at all, and stopped the build).
   */
  copyFile(path: string, source: string): void {
    this.clearFolderAhead(path);
    if (this.previous?.sameAsFile(path, source)) {
      this.link(path);
      return;
    }
    this.kept.delete(path);
    const file = join(this.dir, path);
    makeFolder(dirname(file), this.folders);
    // As `writeNew`: a new file, never written through a link to the last build's copy.
    rmSync(file, { force: true });
    copyFileSync(source, file, fsConstants.COPYFILE_EXCL);
    this.fill(path);
  }

  /** Copies a folder's files in (a file already there is replaced). */
  copyDir(from: string): void {
    for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(from, join(entry.parentPath, entry.name));
      this.copyFile(path.split(sep).join('/'), join(from, path));
    }
  }

  /** Keeps the last build's `files` as they are if every one is unchanged since; false (none kept) otherwise. */
  keep(files: readonly RecordedFile[]): boolean {
    if (!this.previous?.unchanged(files)) return false;
    for (const [path] of files) this.link(path);
    return true;
  }

  /** Keeps the last build's file at `path` if it wrote one and it is unchanged since; false otherwise. */
  keepRecorded(path: string): boolean {
    const recorded = this.previous?.recorded(path);
    return recorded !== undefined && this.keep([recorded]);
  }

  /** Keeps the compressed copies of a file `write` kept, if the last build wrote both; false otherwise. */
  keepCompressed(path: string): boolean {
    const previous = this.previous;
    if (!previous || !this.kept.has(path)) return false;
    const copies = ['.gz', '.br'].map((suffix) => previous.recorded(path + suffix));
    return copies.every((copy) => copy !== undefined) && this.keep(copies);
  }

  private link(path: string): void {
    const to = join(this.dir, path);
    makeFolder(dirname(to), this.folders);
    try {
      linkSync(join(this.target, path), to);
    } catch (error) {
      // Rarely there already (a path written, then found the same): replaced, as `writeNew` does.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      rmSync(to, { force: true });
      linkSync(join(this.target, path), to);
    }
    this.kept.add(path);
    this.fill(path);
  }

  /**
   * Marks the staging folder as ours, swaps it in for the target in two renames and returns its files as
   * the stamp records them. The old site stays beside it until `removeReplaced`. Only once `settled`.
   * Synchronous: Ctrl+C is handled before or after. A kill between the two renames leaves the old site
   * beside the target, and the next build puts it back (see output-folder.ts).
   */
  commit(): RecordedFile[] {
    if (!this.madeAhead) throw new Error('esmx-docs: Output.commit before Output.settled');
    // Children before their parents: a folder made ahead and left empty goes, as a build from nothing has none.
    for (let i = this.madeAhead.length - 1; i >= 0; i--) {
      if (!this.filled.has(this.madeAhead[i])) removeIfEmpty(this.madeAhead[i]);
    }
    writeNew(join(this.dir, OUTPUT_MARK), OUTPUT_MARK_TEXT);
    const backup = `${this.target}.old-${process.pid}-${Date.now()}`;
    const hadOld = existsSync(this.target);
    if (hadOld) renameSync(this.target, backup);
    try {
      renameSync(this.dir, this.target);
    } catch (error) {
      if (hadOld) renameSync(backup, this.target);
      throw error;
    }
    if (hadOld) this.replaced = backup;
    return listOutput(this.target);
  }

  /**
   * Removes the site `commit` replaced, in a detached process: a site of thousands of pages is tens of
   * thousands of files, and unlinking them took a third of a rebuild, time in which nobody waits for
   * anything. Called once the build has written what it still writes (the stamp, into the cache): the
   * removal's unlinks made a rename there wait up to 0.45 s on this disk. Left for the next build if never called.
   */
  removeReplaced(): void {
    if (this.replaced) removeInBackground(this.replaced);
    this.replaced = undefined;
  }

  /** Removes the staging folder; only once `settled`, or a folder still being made could be left behind. */
  discard(): void {
    rmSync(this.dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** The staging folder a build in this process writes the site `target` into. */
export const stagingFolderOf = (target: string) => `${target}.tmp-${process.pid}`;

function removeIfEmpty(folder: string): void {
  try {
    rmdirSync(folder);
  } catch {
    // Not empty (or gone): kept.
  }
}

/**
 * Writes `file` as a new file, creating its folders. A file already there (a link to the last build's
 * copy) is replaced, never written through: writing through a link would change the old site.
 */
export function writeNew(file: string, content: string | Uint8Array, folders?: Set<string>): void {
  makeFolder(dirname(file), folders);
  try {
    writeFileSync(file, content, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    rmSync(file, { force: true });
    writeFileSync(file, content, { flag: 'wx' });
  }
}

/**
 * Makes `folder` and its parents unless `folders`, the ones made so far into a folder no one else removes
 * from, already holds it.
 */
function makeFolder(folder: string, folders?: Set<string>): void {
  if (folders?.has(folder)) return;
  mkdirSync(folder, { recursive: true });
  folders?.add(folder);
}

/** Text types worth compressing, whether by the build (copies) or by the preview server (on the fly). */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|md)$/;

/** A file's precompressed copy: `.gz` or `.br` appended to its name. */
export interface CompressedCopy {
  suffix: '.gz' | '.br';
  data: Uint8Array;
}

/**
 * The `.gz` and `.br` copies of a text file over 1 KB (none for other files), so the server (and any static
 * host that understands precompressed files) sends compressed bytes without compressing per request.
 */
export function compressedCopies(path: string, content: string | Uint8Array): CompressedCopy[] {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  if (!worthCompressing(path, data)) return [];
  return [
    { suffix: '.gz', data: gzipSync(data, gzipOptions(path)) },
    { suffix: '.br', data: brotliCompressSync(data, brotliOptions(path, data.length)) },
  ];
}

/** `compressedCopies` off the main thread (zlib's thread pool), so the event loop keeps feeding the workers. */
export async function compressedCopiesAsync(path: string, data: Uint8Array): Promise<CompressedCopy[]> {
  if (!worthCompressing(path, data)) return [];
  const [gz, br] = await Promise.all([
    promisify(gzip)(data, gzipOptions(path)),
    promisify(brotliCompress)(data, brotliOptions(path, data.length)),
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

function brotliOptions(path: string, bytes: number) {
  const quality = isBundle(path) ? 11 : 5;
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } };
}

/**
 * Writes the `.gz` and `.br` copies of the file `file` (`path` in the site, `bytes` long) beside it,
 * reading and compressing it as a stream: the same bytes as `compressedCopies`, for files too large to
 * hold whole with their copies (the search lists and llms-full.txt are tens of megabytes each at 10,000
 * pages per language, and several are compressed at once). Off the main thread, in zlib's thread pool.
 */
export async function writeCompressedCopies(file: string, path: string, bytes: number): Promise<void> {
  if (!COMPRESSIBLE.test(path) || bytes < 1024) return;
  const copy = async (suffix: CompressedCopy['suffix'], compress: Transform) => {
    // As `writeNew`: a new file, never written through a link to the last build's copy.
    rmSync(file + suffix, { force: true });
    await pipeline(createReadStream(file), compress, createWriteStream(file + suffix, { flags: 'wx' }));
  };
  await Promise.all([
    copy('.gz', createGzip(gzipOptions(path))),
    copy('.br', createBrotliCompress(brotliOptions(path, bytes))),
  ]);
}

/** Writes `dir/path` and its compressed copies. */
export function writeWithCompressed(
  dir: string,
  path: string,
  content: string | Uint8Array,
  copies?: CompressedCopy[],
): void {
  writeNew(join(dir, path), content);
  for (const copy of copies ?? compressedCopies(path, content)) writeNew(join(dir, path + copy.suffix), copy.data);
}
