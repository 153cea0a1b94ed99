import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../src/build/cache/page-cache';
import { precompressCached } from '../../../src/build/precompress-cached';

/** A folder of `count` Markdown files of a little over 1 KB each (compressible, and each different). */
function folderOf(count: number): { dir: string; paths: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'guide'));
  const paths = Array.from({ length: count }, (_, i) => `guide/page-${i}.md`);
  for (const [i, path] of paths.entries())
    writeFileSync(join(dir, path), `# Page ${i}\n\n${'Some text. '.repeat(120)}`);
  return { dir, paths };
}

describe('precompressCached', () => {
  it('writes the .gz and .br twins of every file, however many there are', async () => {
    const { dir, paths } = folderOf(300);
    await precompressCached(dir, paths);
    for (const path of paths) {
      const original = readFileSync(join(dir, path));
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`)))).toEqual(original);
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`)))).toEqual(original);
    }
  });

  it('takes unchanged files from the cache and gives byte-identical twins', async () => {
    const { dir, paths } = folderOf(3);
    const cache = new PageCache(join(dir, 'cache'));
    await precompressCached(dir, paths, cache);
    const first = readFileSync(join(dir, `${paths[0]}.br`));
    writeFileSync(join(dir, `${paths[0]}.br`), 'stale');
    await precompressCached(dir, paths, cache);
    expect(readFileSync(join(dir, `${paths[0]}.br`))).toEqual(first);
  });
});
