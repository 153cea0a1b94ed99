import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheKey, type PageCache } from './cache/page-cache';
import { compressedTwinsAsync, type Twin } from './output';

/**
 * Writes the compressed twins of `paths` (relative to `dir`), taking them from the cache when a file's
 * bytes are unchanged: the client bundles get brotli's slowest quality, worth paying once, not per build.
 * Compression runs in zlib's thread pool, so the main thread stays free to feed the render workers.
 */
export async function precompressCached(dir: string, paths: readonly string[], cache?: PageCache): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
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
    }),
  );
}
