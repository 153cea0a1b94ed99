import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { cacheKey, type PageCache } from './cache/page-cache';
import { compressedTwinsAsync, isBundle, type Output, type Twin, writeNew } from './output';

/**
 * Files compressed at once. Each brotli stream holds megabytes of native memory until it ends, so starting
 * one per file (20,000 Markdown twins at 10,000 pages per language) ran a build out of memory; a few per
 * zlib thread keep the pool busy.
 */
const IN_FLIGHT = 2 * availableParallelism();

/**
 * Writes the compressed twins of `paths` (paths in the site), taking a bundle's from the cache when its
 * bytes are unchanged: the client bundles get brotli's slowest quality, worth paying once, not per build.
 * Compression runs in zlib's thread pool, so the main thread stays free to feed the render workers.
 */
export async function precompressCached(
  /** Where the files are and their twins go (it may keep a file's twins from the last build). */
  output: Output,
  paths: readonly string[],
  cache?: PageCache,
): Promise<void> {
  let next = 0;
  const compressNext = async (): Promise<void> => {
    for (let i = next++; i < paths.length; i = next++) {
      const path = paths[i];
      if (!output.keepTwins(path)) await compressOne(join(output.dir, path), path, cache);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, paths.length) }, compressNext));
}

/** Compresses the file `file` (`path` in the site) into twins beside it. */
async function compressOne(file: string, path: string, cache?: PageCache): Promise<void> {
  const data = readFileSync(file);
  // Only bundles are worth a cache entry: brotli's top quality is slow, while compressing a page's twin
  // anew costs less than creating the entry's file on a slow disk.
  const key = cache && isBundle(path) && cacheKey('compressed', path, createHash('sha256').update(data).digest('hex'));
  const hit = key ? cache?.get(key) : undefined;
  let twins: Twin[];
  if (hit) {
    twins = [...hit].map(([suffix, bytes]) => ({ suffix: suffix as Twin['suffix'], data: bytes }));
  } else {
    twins = await compressedTwinsAsync(path, data);
    if (key) cache?.set(key, Object.fromEntries(twins.map((t) => [t.suffix, t.data])));
  }
  for (const twin of twins) writeNew(file + twin.suffix, twin.data);
}
