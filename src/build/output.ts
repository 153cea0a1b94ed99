import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { linkFiles, type PreviousOutput } from './cache/previous-output';

/**
 * A dist folder being written. Everything goes into a sibling temp folder that replaces the old one
 * only in `commit()`, so a build that fails half-way never leaves a half-written site behind.
 * Render workers write into `dir` too (see `writeFile`); only the main thread commits or discards.
 */
export class Output {
  readonly dir: string;
  /** Files linked from the last build rather than written (their twins may be linked too). */
  private readonly linked = new Set<string>();

  constructor(
    readonly target: string,
    /** The last build's output, to link the files written with the same bytes (see previous-output.ts). */
    private readonly previous?: PreviousOutput,
  ) {
    this.dir = `${target}.tmp-${process.pid}`;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  write(path: string, content: string | Uint8Array): void {
    if (this.previous?.linkIfSame(path, content, this.dir)) this.linked.add(path);
    else writeFile(this.dir, path, content);
  }

  /**
   * Copies a folder's files in (a file already there is replaced). A linked name is removed first: copying
   * onto it would write through the link into the last build's file, which stays if this build fails.
   */
  copyDir(from: string): void {
    for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(from, join(entry.parentPath, entry.name));
      if (this.linked.delete(path)) rmSync(join(this.dir, path), { force: true });
      writeFile(this.dir, path, readFileSync(join(from, path)));
    }
  }

  /** Links the compressed twins of a file `write` linked, if the last build wrote both; false otherwise. */
  linkTwins(path: string): boolean {
    const previous = this.previous;
    if (!previous || !this.linked.has(path)) return false;
    const twins = ['.gz', '.br'].map((suffix) => previous.recorded(path + suffix));
    return twins.every((twin) => twin !== undefined) && linkFiles(previous.dir, this.dir, twins);
  }

  /**
   * Swaps the finished folder in: two renames. The old site is then removed by a detached process: a site
   * of thousands of pages is tens of thousands of files, and unlinking them took a third of a warm
   * rebuild, time in which nobody waits for anything.
   */
  commit(): void {
    const old = `${this.target}.old-${process.pid}-${Date.now()}`;
    const hadOld = existsSync(this.target);
    if (hadOld) renameSync(this.target, old);
    renameSync(this.dir, this.target);
    if (hadOld) removeInBackground(old);
  }

  discard(): void {
    rmSync(this.dir, { recursive: true, force: true, maxRetries: 3 });
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
const isBundle = (path: string) => /^assets[\\/]/.test(path);

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
