import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../bin/bundle-cache.mjs';
import { type BuildReport, buildSite } from '../../../src/build/build';
import { PageCache } from '../../../src/build/cache/page-cache';
import { resolveConfig } from '../../../src/build/config/resolve';
import { distFiles } from './dist-files';
import { generateSite } from './generated-site';
import { writeTree } from './tree';

const config = resolveConfig({
  title: 'Generated',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});

/** A generated tree of 2 × (1 + sections × perSection) pages, with its own cache folder. */
function generatedTree(sections: number, perSection: number) {
  const root = writeTree(generateSite(sections, perSection));
  const cacheDir = join(root, 'cache');
  /** Builds into `dist/`, or another folder: a build into a folder of its own always uses the page cache. */
  const build = (cache = true, out = 'dist', precompress = false): Promise<BuildReport> =>
    buildSite({ contentDir: join(root, 'content'), outDir: join(root, out), config, cache, cacheDir, precompress });
  return { root, cacheDir, build, dist: (out = 'dist') => distFiles(join(root, out)) };
}

describe('buildSite with the page cache', () => {
  beforeAll(() => ensureBundles(), 600_000);

  it('writes byte-identical sites cold, warm and with --no-cache, and a warm build renders nothing', async () => {
    const site = generatedTree(4, 25);
    const cold = await site.build();
    expect(cold.pages).toBe(202);
    expect(cold.rendered).toEqual({ markdown: 202, html: 204 });
    const coldFiles = site.dist();
    // Every page and both 404 pages, without compressed twins (the host compresses them; see --precompress).
    expect(Object.keys(coldFiles).filter((f) => f.endsWith('.html'))).toHaveLength(204);
    expect(Object.keys(coldFiles).filter((f) => f.endsWith('.html.br'))).toHaveLength(0);

    // A new output folder: every page comes from the page cache, none is rendered.
    const warm = await site.build(true, 'dist-warm');
    expect(warm.rendered).toEqual({ markdown: 0, html: 0 });
    expect(warm.upToDate).toBeUndefined();
    expect(site.dist('dist-warm')).toEqual(coldFiles);

    const uncached = await site.build(false);
    expect(uncached.rendered).toEqual({ markdown: 202, html: 204 });
    expect(site.dist()).toEqual(coldFiles);
  }, 600_000);

  it("writes every page's compressed twins with --precompress, and switching it builds the site the switch asks for", async () => {
    const site = generatedTree(2, 5);
    await site.build();
    const plain = site.dist();
    const twins = (files: Record<string, string>) => Object.keys(files).filter((f) => /\.(html|md)\.(gz|br)$/.test(f));
    expect(twins(plain)).toEqual([]);

    const precompressed = await site.build(true, 'dist', true);
    expect(precompressed.upToDate).toBeUndefined();
    const withTwins = site.dist();
    // Those of 1 KB or more: the generated pages' Markdown twins are smaller.
    const pages = Object.keys(withTwins).filter(
      (f) => /\.(html|md)$/.test(f) && statSync(join(site.root, 'dist', f)).size >= 1024,
    );
    // 22 pages and the two 404 pages.
    expect(pages.filter((f) => f.endsWith('.html'))).toHaveLength(24);
    expect(twins(withTwins).sort()).toEqual(pages.flatMap((f) => [`${f}.br`, `${f}.gz`]).sort());
    // The same as a build with --precompress and no cache, and the same files as before besides the copies.
    await site.build(false, 'dist-uncached', true);
    expect(site.dist('dist-uncached')).toEqual(withTwins);
    const originals = (files: Record<string, string>) => Object.keys(files).filter((f) => !/\.(gz|br)$/.test(f));
    expect(originals(withTwins)).toEqual(originals(plain));

    // And back: no twin of the last build is kept.
    await site.build();
    expect(site.dist()).toEqual(plain);
  }, 600_000);

  it('re-renders an edited page and the pages that show its title, exactly as a build without cache', async () => {
    const site = generatedTree(2, 5);
    await site.build();
    // part-1/page-1 links to page-2 and shows it in its sidebar; page-2's title changes.
    const edited = join(site.root, 'content/en/part-1/page-2.md');
    writeFileSync(edited, readFileSync(edited, 'utf8').replace('# Topic 2', '# Renamed topic'));

    const warm = await site.build();
    // Its Markdown, and the HTML of the five pages whose sidebar lists it; nothing else.
    expect(warm.rendered).toEqual({ markdown: 1, html: 5 });
    const linking = readFileSync(join(site.root, 'dist/part-1/page-1.html'), 'utf8');
    expect(linking).toContain('Renamed topic');
    const warmFiles = site.dist();
    await site.build(false);
    expect(site.dist()).toEqual(warmFiles);
  }, 600_000);

  it('re-renders only the edited page when its title stays the same', async () => {
    const site = generatedTree(2, 5);
    await site.build();
    const edited = join(site.root, 'content/zh/part-2/page-3.md');
    writeFileSync(edited, `${readFileSync(edited, 'utf8')}\n多一句话。\n`);
    const inode = (path: string) => statSync(join(site.root, 'dist', path)).ino;
    const before = { unchanged: inode('zh/part-2/page-4.html'), edited: inode('zh/part-2/page-3.html') };
    expect((await site.build()).rendered).toEqual({ markdown: 1, html: 1 });
    expect(readFileSync(join(site.root, 'dist/zh/part-2/page-3.html'), 'utf8')).toContain('多一句话。');
    // The files of the other pages are the last build's, left where they were rather than written again.
    expect(inode('zh/part-2/page-4.html')).toBe(before.unchanged);
    expect(inode('zh/part-2/page-3.html')).not.toBe(before.edited);
    // And the site is exactly what a build without any cache writes.
    await site.build(false, 'dist-uncached');
    expect(site.dist()).toEqual(site.dist('dist-uncached'));
  }, 600_000);

  it('takes the files of a deleted section out of the output, its folders too, as a build without cache would', async () => {
    const site = generatedTree(2, 5);
    await site.build();
    expect(readdirSync(join(site.root, 'dist/zh'))).toContain('part-2');
    for (const lang of ['en', 'zh']) rmSync(join(site.root, `content/${lang}/part-2`), { recursive: true });
    await site.build();
    expect(readdirSync(join(site.root, 'dist'))).not.toContain('part-2');
    expect(readdirSync(join(site.root, 'dist/zh'))).not.toContain('part-2');
    await site.build(false, 'dist-uncached');
    expect(site.dist()).toEqual(site.dist('dist-uncached'));
  }, 600_000);

  it('ignores corrupt and half-written cache entries and writes them anew', async () => {
    const site = generatedTree(2, 5);
    await site.build();
    const coldFiles = site.dist();
    // Entries every build reads: a page's Markdown, its HTML, a compressed file. (Hints read only when a page
    // or an index is made again, such as a page's highlighted code, are left to their own tests.)
    const cache = new PageCache(site.cacheDir);
    const readByEveryBuild = (file: string) => {
      const parts = [...(cache.get(basename(file, '.entry'))?.keys() ?? [])];
      return parts.includes('summary') || parts.includes('html') || parts.includes('.br');
    };
    const entries = readdirSync(site.cacheDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.entry') && readByEveryBuild(f))
      .sort();
    const garbage = join(site.cacheDir, entries[0]);
    const truncated = join(site.cacheDir, entries[1]);
    const flipped = join(site.cacheDir, entries[2]);
    writeFileSync(garbage, 'not a cache entry');
    // Half of it: a fixed 100 bytes left small entries whole, so the test sometimes damaged nothing.
    const whole = readFileSync(truncated);
    writeFileSync(truncated, whole.subarray(0, whole.length >> 1));
    const bytes = readFileSync(flipped);
    bytes[bytes.length - 1] ^= 1;
    writeFileSync(flipped, bytes);

    const damaged = [garbage, truncated, flipped].map((file) => ({ file, bytes: readFileSync(file) }));

    await site.build(true, 'dist-again');
    expect(site.dist('dist-again')).toEqual(coldFiles);
    // Whatever each damaged entry held (a page's Markdown, its HTML or a compressed file), it was rebuilt.
    for (const { file, bytes } of damaged) expect(readFileSync(file)).not.toEqual(bytes);
    const again = await site.build(true, 'dist-third');
    expect(again.rendered).toEqual({ markdown: 0, html: 0 });
  }, 600_000);
});

describe('buildSite with nothing changed since the last build', () => {
  beforeAll(() => ensureBundles(), 600_000);

  it('leaves the output folder as it is, and reports the pages and warnings of the last build', async () => {
    const site = generatedTree(2, 5);
    const cold = await site.build();
    const coldFiles = site.dist();
    const stat = statSync(join(site.root, 'dist/index.html'));

    const again = await site.build();
    expect(again).toMatchObject({ upToDate: true, pages: cold.pages, rendered: { markdown: 0, html: 0 } });
    expect(again.warnings).toEqual(cold.warnings);
    // Not rewritten: the very same file, untouched.
    expect(statSync(join(site.root, 'dist/index.html'))).toMatchObject({ ino: stat.ino, mtimeMs: stat.mtimeMs });
    expect(site.dist()).toEqual(coldFiles);
  }, 600_000);

  it('builds again when a file of the output folder was changed, added or deleted', async () => {
    const site = generatedTree(2, 5);
    await site.build();
    const coldFiles = site.dist();
    for (const damage of [
      () => writeFileSync(join(site.root, 'dist/index.html'), 'changed by hand'),
      () => writeFileSync(join(site.root, 'dist/stray.txt'), 'added by hand'),
      () => rmSync(join(site.root, 'dist/part-1/page-1.html')),
    ]) {
      damage();
      const report = await site.build();
      expect(report.upToDate).toBeUndefined();
      expect(report.rendered).toEqual({ markdown: 0, html: 0 });
      expect(site.dist()).toEqual(coldFiles);
    }
  }, 600_000);

  it('builds again when any content file changes, even one that is not a page', async () => {
    const site = generatedTree(2, 5);
    await site.build();
    const meta = join(site.root, 'content/en/part-1/_meta.json');
    writeFileSync(
      meta,
      readFileSync(meta, 'utf8').replace('"page-1"', '{"type":"file","name":"page-1","label":"First page"}'),
    );
    const report = await site.build();
    expect(report.upToDate).toBeUndefined();
    expect(readFileSync(join(site.root, 'dist/part-1/page-2.html'), 'utf8')).toContain('First page');
    // And the build with --no-cache never takes the shortcut.
    expect((await site.build(false)).upToDate).toBeUndefined();
  }, 600_000);
});
