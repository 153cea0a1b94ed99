import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { cacheKey, type PageCache } from './cache/page-cache';
import { isPrecompressed } from './is-precompressed';
import { type CompressedCopy, compressedCopiesAsync, isBundle, type Output, writeNew } from './output';

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
      const file = join(output.dir, path);
      if (!isPrecompressed(path, pages, () => statSync(file).size)) continue;
      if (!output.keepCompressed(path)) await compressOne(file, path, cache);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, paths.length) }, compressNext));
}

/** Compresses the file `file` (`path` in the site) into compressed copies beside it. */
async function compressOne(file: string, path: string, cache?: PageCache): Promise<void> {
  const data = readFileSync(file);
  // Only bundles are worth a cache entry: brotli's top quality is slow, while compressing a page's copies
  // anew costs less than creating the entry's file on a slow disk.
  const key = cache && isBundle(path) && cacheKey('compressed', path, createHash('sha256').update(data).digest('hex'));
  const hit = key ? cache?.get(key) : undefined;
  let copies: CompressedCopy[];
  if (hit) {
    copies = [...hit].map(([suffix, bytes]) => ({ suffix: suffix as CompressedCopy['suffix'], data: bytes }));
  } else {
    copies = await compressedCopiesAsync(path, data);
    if (key) cache?.set(key, Object.fromEntries(copies.map((t) => [t.suffix, t.data])));
  }
  for (const copy of copies) writeNew(file + copy.suffix, copy.data);
}
