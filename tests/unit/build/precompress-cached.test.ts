import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../src/build/cache/page-cache';
import { Output } from '../../../src/build/output';
import { precompressCached, startPrecompressing } from '../../../src/build/precompress-cached';
import { tempFolder } from '../../support/temp-folder';

/** An output with `count` Markdown files of a little over 1 KB each (compressible, and each different). */
function outputOf(count: number): { output: Output; dir: string; paths: string[] } {
  const output = new Output(join(tempFolder('precompress-'), 'dist'));
  const paths = Array.from({ length: count }, (_, i) => `guide/page-${i}.md`);
  for (const [i, path] of paths.entries()) output.write(path, `# Page ${i}\n\n${'Some text. '.repeat(120)}`);
  return { output, dir: output.dir, paths };
}

describe('precompressCached', () => {
  it('writes the .gz and .br twins of every file with --precompress, however many there are', async () => {
    const { output, dir, paths } = outputOf(300);
    await precompressCached(output, paths, undefined, true);
    for (const path of paths) {
      const original = readFileSync(join(dir, path));
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).equals(original)).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).equals(original)).toBe(true);
    }
  });

  it('takes unchanged bundles from the cache and gives byte-identical twins', async () => {
    const { output, dir } = outputOf(0);
    const paths = ['assets/main.1a2b3c4d.js'];
    output.write(paths[0], `export const text = "${'bundle code '.repeat(400)}";`);
    const cache = new PageCache(join(dir, '..', 'cache'));
    await precompressCached(output, paths, cache);
    const first = readFileSync(join(dir, `${paths[0]}.br`));
    writeFileSync(join(dir, `${paths[0]}.br`), 'stale');
    await precompressCached(output, paths, cache);
    expect(readFileSync(join(dir, `${paths[0]}.br`))).toEqual(first);
  });

  it("by default writes twins of shared files of 4 KB or more only, not of pages' own files", async () => {
    const { output, dir, paths } = outputOf(2);
    const shared = ['static/search/en.s0.1a2b3c4d.json', 'static/sidebars/guide.1a2b3c4d.json'];
    output.write(shared[0], JSON.stringify({ words: 'word '.repeat(1000) }));
    output.write(shared[1], JSON.stringify({ items: 'item '.repeat(300) }));
    await precompressCached(output, [...paths, ...shared]);
    const twins = (path: string) => ['.gz', '.br'].filter((suffix) => existsSync(join(dir, path + suffix)));
    expect(paths.map(twins)).toEqual([[], []]);
    expect(shared.map(twins)).toEqual([['.gz', '.br'], []]);
  });

  it('writes the copies of a file of a megabyte or more, which it compresses as a stream', async () => {
    const { output, dir } = outputOf(0);
    const path = 'static/search/en.s0.1a2b3c4d.json';
    output.write(path, JSON.stringify(Array.from({ length: 60_000 }, (_, i) => `Line ${i} of the docs.`)));
    await precompressCached(output, [path]);
    const original = readFileSync(join(dir, path));
    expect(original.length).toBeGreaterThan(2 ** 20);
    expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).equals(original)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).equals(original)).toBe(true);
  });

  it('leaves pages out of the cache: compressing them again costs less than an entry', async () => {
    const { output, dir, paths } = outputOf(3);
    const cacheDir = join(dir, '..', 'cache');
    await precompressCached(output, paths, new PageCache(cacheDir), true);
    expect(existsSync(cacheDir)).toBe(false);
    expect(existsSync(join(dir, `${paths[0]}.br`))).toBe(true);
  });
});

describe('startPrecompressing', () => {
  it('writes nothing until its step runs, then the same copies precompressCached writes', async () => {
    const { output, dir } = outputOf(0);
    const paths = ['assets/main.1a2b3c4d.js', 'assets/small.1a2b3c4d.js'];
    output.write(paths[0], `export const text = "${'bundle code '.repeat(400)}";`);
    output.write(paths[1], 'export {};');
    const finish = startPrecompressing(output, paths);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['main.1a2b3c4d.js', 'small.1a2b3c4d.js']);
    await finish();
    const early = readFileSync(join(dir, `${paths[0]}.br`));
    expect(brotliDecompressSync(early)).toEqual(readFileSync(join(dir, paths[0])));
    await precompressCached(output, paths);
    expect(readFileSync(join(dir, `${paths[0]}.br`))).toEqual(early);
    expect(existsSync(join(dir, `${paths[1]}.br`))).toBe(false);
  });

  it('leaves nothing in a folder discarded before its step runs', async () => {
    const { output, dir } = outputOf(0);
    output.write('assets/main.1a2b3c4d.js', `export const text = "${'bundle code '.repeat(400)}";`);
    startPrecompressing(output, ['assets/main.1a2b3c4d.js']);
    output.discard();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(dir)).toBe(false);
  });
});
