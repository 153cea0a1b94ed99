import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { cacheKey, type PageCache } from './cache/page-cache';
import { isPrecompressed } from './is-precompressed';
import {
  type CompressedCopy,
  compressedCopiesAsync,
  isBundle,
  type Output,
  writeCompressedCopies,
  writeNew,
} from './output';

/**
 * Files compressed at once. Each brotli stream holds megabytes of native memory until it ends, so starting
 * one per file (20,000 Markdown twins at 10,000 pages per language) ran a build out of memory; a few per
 * zlib thread keep the pool busy.
 */
const IN_FLIGHT = 2 * availableParallelism();

/**
 * Writes the compressed copies of those of `paths` (paths in the site) that get them (see
 * is-precompressed.ts; `pages` is `--precompress`), taking a bundle's from the cache when its bytes are
 * unchanged: the client bundles get brotli's slowest quality, worth paying once, not per build.
 * Compression runs in zlib's thread pool, so the main thread stays free to feed the render workers.
 */
export async function precompressCached(
  /** Where the files are and their copies go (it may keep a file's copies from the last build). */
  output: Output,
  paths: readonly string[],
  cache?: PageCache,
  pages = false,
): Promise<void> {
  let next = 0;
  const compressNext = async (): Promise<void> => {
    for (let i = next++; i < paths.length; i = next++) {
      const path = paths[i];
      const file = output.fileOf(path);
      if (!isPrecompressed(path, pages, () => statSync(file).size)) continue;
      if (!output.keepCompressed(path)) await compressOne(file, path, join(output.dir, path), cache);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, paths.length) }, compressNext));
}

/**
 * Starts compressing the few files `paths` names at once, in zlib's thread pool, and returns the step that
 * writes their copies once they are ready. For the generator's client bundles, which no content changes: a
 * build starts them before rendering any page, so that brotli's slowest quality on the main script (about
 * a second of CPU) runs beside the render workers instead of after them. Nothing is written until the
 * returned step runs: a build that fails meanwhile leaves no file behind in its discarded folder. Each
 * file is read at once, so `paths` must be few.
 */
export function startPrecompressing(
  output: Output,
  paths: readonly string[],
  cache?: PageCache,
  pages = false,
): () => Promise<void> {
  const files = paths
    .map((path) => ({ path, file: output.fileOf(path), to: join(output.dir, path) }))
    .filter(({ path, file }) => isPrecompressed(path, pages, () => statSync(file).size) && !output.keepCompressed(path))
    .map((entry) => ({ ...entry, data: readFileSync(entry.file) }));
  const copies = Promise.all(files.map(({ path, data }) => copiesOf(path, data, cache)));
  // Awaited by the returned step; a failure must not count as unhandled before then.
  copies.catch(() => {});
  return async () => {
    const done = await copies;
    files.forEach(({ to }, i) => {
      for (const copy of done[i]) writeNew(to + copy.suffix, copy.data);
    });
  };
}

/**
 * Files from this size on are compressed as streams rather than read whole: the search lists and
 * llms-full.txt (tens of megabytes each at 10,000 pages per language) held with their copies, several at
 * once, had taken hundreds of megabytes at the build's peak.
 */
const STREAM_BYTES = 1024 * 1024;

/**
 * Compresses the file `file` (`path` in the site) into copies named after `to`, its place in the staging
 * folder (a file the build keeps is read where the last build left it; its new copies are the build's).
 */
async function compressOne(file: string, path: string, to: string, cache?: PageCache): Promise<void> {
  const bytes = statSync(file).size;
  if (bytes >= STREAM_BYTES && !isBundle(path)) return writeCompressedCopies(file, path, bytes, to);
  for (const copy of await copiesOf(path, readFileSync(file), cache)) writeNew(to + copy.suffix, copy.data);
}

/** The compressed copies of `data` (`path` in the site), a bundle's from the cache when it holds them. */
async function copiesOf(path: string, data: Buffer, cache?: PageCache): Promise<CompressedCopy[]> {
  // Only bundles are worth a cache entry: brotli's top quality is slow, while compressing a page's copies
  // anew costs less than creating the entry's file on a slow disk.
  const key = cache && isBundle(path) && cacheKey('compressed', path, createHash('sha256').update(data).digest('hex'));
  const hit = key ? cache?.get(key) : undefined;
  if (hit) return [...hit].map(([suffix, bytes]) => ({ suffix: suffix as CompressedCopy['suffix'], data: bytes }));
  const copies = await compressedCopiesAsync(path, data);
  if (key) cache?.set(key, Object.fromEntries(copies.map((t) => [t.suffix, t.data])));
  return copies;
}
