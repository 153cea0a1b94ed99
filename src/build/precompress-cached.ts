import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { cacheKey, type PageCache } from './cache/page-cache';
import { compressedTwinsAsync, type Twin } from './output';

/**
 * Files compressed at once. Each brotli stream holds megabytes of native memory until it ends, so starting
 * one per file (20,000 Markdown twins at 10,000 pages per language) ran a build out of memory; a few per
 * zlib thread keep the pool busy.
 */
const IN_FLIGHT = 2 * availableParallelism();

/**
 * Writes the compressed twins of `paths` (relative to `dir`), taking them from the cache when a file's
 * bytes are unchanged: the client bundles get brotli's slowest quality, worth paying once, not per build.
 * Compression runs in zlib's thread pool, so the main thread stays free to feed the render workers.
 */
export async function precompressCached(
  dir: string,
  paths: readonly string[],
  cache?: PageCache,
  /** Links a file's twins from the last build when the file itself was linked (see `Output.linkTwins`). */
  linkTwins?: (path: string) => boolean,
): Promise<void> {
  let next = 0;
  const compressNext = async (): Promise<void> => {
    for (let i = next++; i < paths.length; i = next++) {
      if (!linkTwins?.(paths[i])) await compressOne(dir, paths[i], cache);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, paths.length) }, compressNext));
}

async function compressOne(dir: string, path: string, cache?: PageCache): Promise<void> {
  const data = readFileSync(join(dir, path));
  const key = cache && cacheKey('compressed', path, createHash('sha256').update(data).digest('hex'));
  const hit = key ? cache?.get(key) : undefined;
  let twins: Twin[];
  if (hit) {
    twins = [...hit].map(([suffix, bytes]) => ({ suffix: suffix as Twin['suffix'], data: bytes }));
  } else {
    twins = await compressedTwinsAsync(path, data);
    if (key) cache?.set(key, Object.fromEntries(twins.map((t) => [t.suffix, t.data])));
  }
  for (const twin of twins) writeFileSync(join(dir, path + twin.suffix), twin.data);
}
