import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureBundles } from '../../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../../src/build/build';
import { PreviousOutput } from '../../../../src/build/cache/previous-output';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { distFiles } from '../dist-files';
import { generateSite } from '../generated-site';
import { writeTree } from '../tree';

const config = resolveConfig({
  title: 'Generated',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});

/** The search files of a built site (path → SHA-256): the list, places, manifest, shards, fragments, vocabulary. */
function searchFiles(dir: string): Record<string, string> {
  return Object.fromEntries(Object.entries(distFiles(dir)).filter(([path]) => /^static[\\/]search/.test(path)));
}

/**
 * The generated site with a paragraph of varied words on every page: its lists then pass the 40 KB gzip
 * a list may be served at, and each language gets a sharded index.
 */
function variedSite(): Record<string, string> {
  let seed = 11;
  // xorshift32: the same words on every run.
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const latin = () =>
    Array.from({ length: 3 + Math.floor(next() * 6) }, () => String.fromCharCode(97 + Math.floor(next() * 26)));
  const files = generateSite(6, 25);
  for (const path of Object.keys(files).filter((p) => p.endsWith('.md'))) {
    const words = path.startsWith('content/zh/')
      ? Array.from({ length: 300 }, () => String.fromCodePoint(0x4e00 + Math.floor(next() * 3000))).join('')
      : Array.from({ length: 120 }, () => latin().join('')).join(' ');
    files[path] += `\n${words}\n`;
  }
  return files;
}

describe('startSearchIndexes', () => {
  beforeAll(() => ensureBundles(), 600_000);

  it('writes after each edit the search files a build from nothing writes, updating only what changed', async () => {
    const root = writeTree(variedSite());
    const content = join(root, 'content');
    const build = (cache: boolean, out: string) =>
      buildSite({ contentDir: content, outDir: join(root, out), config, cache, cacheDir: join(root, 'cache') });
    const compare = async () => {
      const rebuilt = await build(true, 'dist');
      await build(false, 'fresh');
      const files = searchFiles(join(root, 'dist'));
      expect(files).toEqual(searchFiles(join(root, 'fresh')));
      return { rebuilt, files };
    };
    await build(true, 'dist');
    const before = searchFiles(join(root, 'dist'));
    // Sharded in both languages: the index is built from its pages, not served as the list alone.
    expect(Object.keys(before).filter((path) => path.includes('.manifest.'))).toHaveLength(2);

    // Words changed in an English page, a heading added to a Chinese one and another's removed.
    appendFileSync(join(content, 'en/part-2/page-3.md'), '\nA zebracorn appears in the prose.\n');
    appendFileSync(join(content, 'zh/part-1/page-1.md'), '\n## 新的标题\n\n斑马角出现在这里。\n');
    const zhPage = join(content, 'zh/part-3/page-2.md');
    writeFileSync(zhPage, readFileSync(zhPage, 'utf8').replace(/^### .*$/m, ''));
    const edited = await compare();
    expect(edited.rebuilt.rendered.markdown).toBe(3);
    // Most fragments are the ones the first build wrote.
    const kept = Object.keys(edited.files).filter((path) => path in before);
    expect(kept.length).toBeGreaterThan(Object.keys(before).length * 0.8);

    // Only an English page edited: the Chinese index's files are the last build's, kept where they were
    // without being read from the cache or compared with the last build's byte by byte.
    const isZh = (path: string) => /^static\/search(\/zh\.|_index\.zh\.)/.test(path);
    const zhFiles = Object.keys(edited.files).filter((path) => isZh(path.split('\\').join('/')));
    const compared = vi.spyOn(PreviousOutput.prototype, 'same');
    appendFileSync(join(content, 'en/part-2/page-4.md'), '\nAn okapi wanders by.\n');
    const english = await compare();
    const comparedPaths = compared.mock.calls.map(([path]) => path);
    compared.mockRestore();
    expect(english.rebuilt.rendered.markdown).toBe(1);
    expect(zhFiles.length).toBeGreaterThan(10);
    expect(comparedPaths.filter(isZh)).toEqual([]);
    expect(comparedPaths.some((path) => path.startsWith('static/search/en.'))).toBe(true);

    // A page deleted and another added in each language, at the front: the pages after them change numbers.
    for (const lang of ['en', 'zh']) {
      const part = join(content, lang, 'part-1');
      rmSync(join(part, 'page-25.md'));
      const linking = join(part, 'page-24.md');
      writeFileSync(linking, readFileSync(linking, 'utf8').replaceAll('page-25', 'page-1'));
      const pages = (JSON.parse(readFileSync(join(part, '_meta.json'), 'utf8')) as string[]).filter(
        (name) => name !== 'page-25',
      );
      writeFileSync(join(part, '_meta.json'), JSON.stringify(['page-added', ...pages]));
      writeFileSync(join(part, 'page-added.md'), '# Added\n\nA page about quaggas.\n\n## Its heading\n\nMore.\n');
    }
    const moved = await compare();
    expect(moved.rebuilt.rendered.markdown).toBe(4);
    const list = Object.keys(moved.files).find((path) => /search_index\.en\.[0-9a-f]{8}\.json$/.test(path)) ?? '';
    const routes = (JSON.parse(readFileSync(join(root, 'dist', list), 'utf8')) as { id: string }[]).map((d) => d.id);
    expect(routes).toContain('/part-1/page-added');
    expect(routes).not.toContain('/part-1/page-25');
  }, 900_000);

  it("gives a sharded index's shards compressed copies, and its list, which no page fetches, none but with --precompress", async () => {
    const root = writeTree(variedSite());
    const content = join(root, 'content');
    const copiesIn = async (out: string, precompress: boolean) => {
      const dir = join(root, out);
      await buildSite({ contentDir: content, outDir: dir, config, cache: false, precompress });
      const copies = (path: string) => ['.gz', '.br'].filter((suffix) => existsSync(join(dir, path + suffix)));
      const search = readdirSync(join(dir, 'static/search')).map((name) => `static/search/${name}`);
      const list = readdirSync(join(dir, 'static')).find((name) => /^search_index\.en\.[0-9a-f]{8}\.json$/.test(name));
      return {
        list: copies(`static/${list}`),
        shard: copies(search.find((path) => /\/en\.s0\.[0-9a-f]{8}\.json$/.test(path)) ?? ''),
        llms: copies('llms-full.txt'),
      };
    };
    expect(await copiesIn('dist', false)).toEqual({ list: [], shard: ['.gz', '.br'], llms: [] });
    const all = ['.gz', '.br'];
    expect(await copiesIn('precompressed', true)).toEqual({ list: all, shard: all, llms: all });
  }, 600_000);
});
