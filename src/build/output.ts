import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * A dist folder being written. Everything goes into a sibling temp folder that replaces the old one
 * only in `commit()`, so a build that fails half-way never leaves a half-written site behind.
 * Render workers write into `dir` too (see `writeFile`); only the main thread commits or discards.
 */
export class Output {
  readonly dir: string;

  constructor(readonly target: string) {
    this.dir = `${target}.tmp-${process.pid}`;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  write(path: string, content: string | Uint8Array): void {
    writeFile(this.dir, path, content);
  }

  /** Swaps the finished folder in: two renames, the old site is removed afterwards. */
  commit(): void {
    const old = `${this.target}.old-${process.pid}`;
    if (existsSync(this.target)) renameSync(this.target, old);
    renameSync(this.dir, this.target);
    rmSync(old, { recursive: true, force: true });
  }

  discard(): void {
    rmSync(this.dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** Writes `dir/path`, creating its folders. */
export function writeFile(dir: string, path: string, content: string | Uint8Array): void {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml)$/;

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
    { suffix: '.gz', data: gzipSync(data, GZIP) },
    { suffix: '.br', data: brotliCompressSync(data, brotliOptions(path, data)) },
  ];
}

/** `compressedTwins` off the main thread (zlib's thread pool), so the event loop keeps feeding the workers. */
export async function compressedTwinsAsync(path: string, data: Uint8Array): Promise<Twin[]> {
  if (!worthCompressing(path, data)) return [];
  const [gz, br] = await Promise.all([
    promisify(gzip)(data, GZIP),
    promisify(brotliCompress)(data, brotliOptions(path, data)),
  ]);
  return [
    { suffix: '.gz', data: gz },
    { suffix: '.br', data: br },
  ];
}

const GZIP = { level: 9 };

function worthCompressing(path: string, data: Uint8Array): boolean {
  return COMPRESSIBLE.test(path) && data.length >= 1024;
}

function brotliOptions(path: string, data: Uint8Array) {
  // Brotli's top quality is slow (~1 MB/s): spend it on the hashed bundles, downloaded once and cached for
  // a year; pages and data chunks use quality 6, 40x faster and about 10% larger.
  const quality = /^assets[\\/]/.test(path) ? 11 : 6;
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
