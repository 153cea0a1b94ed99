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
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
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
import { COMMIT_JOURNAL, commitInPlace } from './commit-in-place';
import { OUTPUT_MARK, OUTPUT_MARK_TEXT } from './output-folder';
import { removeInBackground } from './remove-in-background';

/**
 * A dist folder being written. Every file the build writes goes into a sibling staging folder, and the
 * target changes only in `commit()`: a build that fails or is killed before it leaves the old site as it
 * was. Render workers write into `dir` too (see `writeNew`); only the main thread commits or discards.
 *
 * With the last build's output at hand (`previous`), a file it wrote with the same bytes is kept where it
 * is rather than written again (checking costs a stat, writing a file 20 to 50 times that), and the old
 * site's copy stays untouched until the commit.
 */
export class Output {
  readonly dir: string;
  /** Files of the last build this build keeps as they are, by path, as the stamp recorded them. */
  private readonly kept = new Map<string, RecordedFile>();
  /** Paths this thread wrote into the staging folder (a later keep of one removes it from there). */
  private readonly staged = new Set<string>();
  /**
   * Folders of the staging folder known to be made: asking the file system for each file's folder again
   * (`mkdirSync` with `recursive`) costs more than writing a small file.
   */
  private readonly folders = new Set<string>();
  /** The site `commit` replaced, until removed. */
  private replaced: string | undefined;

  constructor(
    readonly target: string,
    /** The last build's output, to keep the files written with the same bytes (see previous-output.ts). */
    private readonly previous?: PreviousOutput,
  ) {
    this.dir = stagingFolderOf(target);
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  /** Writes `path`, or keeps the last build's file when it holds exactly `content`. */
  write(path: string, content: string | Uint8Array): void {
    const same = this.previous?.same(path, content);
    if (same) this.retain(same);
    else {
      this.kept.delete(path);
      writeNew(join(this.dir, path), content, this.folders);
      this.staged.add(path);
    }
  }

  /**
   * Writes `path` from parts, one after the other, for a file too large to hold whole (llms-full.txt at
   * 10,000 pages). Like `write`, keeps the last build's file instead when it holds exactly these bytes.
   */
  async writeParts(path: string, parts: AsyncIterable<string>): Promise<void> {
    const file = join(this.dir, path);
    makeFolder(dirname(file), this.folders);
    rmSync(file, { force: true });
    const fd = openSync(file, 'wx');
    try {
      for await (const part of parts) writeSync(fd, part);
    } finally {
      closeSync(fd);
    }
    this.kept.delete(path);
    this.staged.add(path);
    const same = this.previous?.sameAsFile(path, file);
    if (same) this.retain(same);
  }

  /**
   * Copies the file `source` in as `path`, or keeps the last build's file when it holds the same bytes
   * (compared a chunk at a time). Never held in memory: a site's public files may be videos of any size
   * (one over 2 GiB could not be read into a buffer at all, and stopped the build).
   */
  copyFile(path: string, source: string): void {
    const same = this.previous?.sameAsFile(path, source);
    if (same) {
      this.retain(same);
      return;
    }
    this.kept.delete(path);
    const file = join(this.dir, path);
    makeFolder(dirname(file), this.folders);
    rmSync(file, { force: true });
    copyFileSync(source, file, fsConstants.COPYFILE_EXCL);
    this.staged.add(path);
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
    for (const file of files) this.retain(file);
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

  /**
   * Where the file `path` of the new site is now: the last build's, in the target, when this build keeps
   * it; otherwise the one written into the staging folder.
   */
  fileOf(path: string): string {
    return this.kept.has(path) ? join(this.target, path) : join(this.dir, path);
  }

  /** Keeps the last build's `file` where it is, in place of anything this thread wrote there. */
  private retain(file: RecordedFile): void {
    const [path] = file;
    this.kept.set(path, file);
    if (this.staged.delete(path)) rmSync(join(this.dir, path), { force: true });
  }

  /**
   * Marks the new site as ours and puts it in place of the target, returning its files as the stamp records
   * them. A build that keeps more files than it wrote (after an edit, nearly all of them) moves the
   * files it wrote into the target, over the old ones (see commit-in-place.ts); any other swaps the whole
   * staging folder in, the kept files linked into it first, in two renames, the old site left beside the
   * target until `removeReplaced`. Synchronous: Ctrl+C is handled before or after. A kill part-way leaves
   * what the next build completes or puts back (see output-folder.ts).
   *
   * A file a render thread wrote into the staging folder wins over the last build's at that path.
   */
  commit(): RecordedFile[] {
    // Written anew by every commit, never kept: a server of the folder knows a new site by it (see serve.ts).
    this.kept.delete(OUTPUT_MARK);
    writeNew(join(this.dir, OUTPUT_MARK), OUTPUT_MARK_TEXT, this.folders);
    const written = listOutput(this.dir);
    const ours = new Set(written.map(([path]) => path));
    const kept = [...this.kept.values()].filter(([path]) => !ours.has(path));
    if (kept.length > written.length && existsSync(this.target)) {
      commitInPlace(this.dir, this.target, new Set(kept.map(([path]) => path)), OUTPUT_MARK);
      return [...written, ...kept].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    }
    for (const [path] of kept) {
      const to = join(this.dir, path);
      makeFolder(dirname(to), this.folders);
      linkSync(join(this.target, path), to);
    }
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

  /**
   * Removes the staging folder, unless a commit in place failed part-way (a rename refused): the journal
   * then stays with what is left to move, and the next build into the folder completes it.
   */
  discard(): void {
    if (existsSync(join(this.dir, COMMIT_JOURNAL))) return;
    rmSync(this.dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** The staging folder a build in this process writes the site `target` into. */
export const stagingFolderOf = (target: string) => `${target}.tmp-${process.pid}`;

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
 * Writes the `.gz` and `.br` copies of the file `file` (`path` in the site, `bytes` long) beside it, or
 * beside `to` (a kept file's place in the staging folder), reading and compressing it as a stream: the same bytes as `compressedCopies`, for files too large to
 * hold whole with their copies (the search lists and llms-full.txt are tens of megabytes each at 10,000
 * pages per language, and several are compressed at once). Off the main thread, in zlib's thread pool.
 */
export async function writeCompressedCopies(file: string, path: string, bytes: number, to = file): Promise<void> {
  if (!COMPRESSIBLE.test(path) || bytes < 1024) return;
  mkdirSync(dirname(to), { recursive: true });
  const copy = async (suffix: CompressedCopy['suffix'], compress: Transform) => {
    // As `writeNew`: a new file, never written through a link to the last build's copy.
    rmSync(to + suffix, { force: true });
    await pipeline(createReadStream(file), compress, createWriteStream(to + suffix, { flags: 'wx' }));
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
