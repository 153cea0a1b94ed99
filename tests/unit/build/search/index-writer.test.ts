import { describe, expect, it } from 'vitest';
import { createSearchIndexWriter, type SearchIndexOptions } from '../../../../src/build/search/index-writer';
import type { SearchDoc } from '../../../../src/shared/search';
import type { SearchManifest } from '../../../../src/shared/search-index/files';

/** Chinese pages of `chars` characters each, drawn from 3,000 ideographs by a fixed generator: prose-like gzip. */
function chinesePages(count: number, chars: number): SearchDoc[] {
  let seed = 7;
  // xorshift32: the same characters on every run.
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  return Array.from({ length: count }, (_, i) => {
    const text = Array.from({ length: chars }, () => String.fromCodePoint(0x4e00 + Math.floor(next() * 3000))).join('');
    const route = `/zh/guide/page-${i}`;
    return { id: route, routePath: route, title: `第${i}页`, content: text, toc: [] };
  });
}

function build(docs: SearchDoc[], options?: SearchIndexOptions) {
  const writer = createSearchIndexWriter('zh', options);
  for (const doc of docs) writer.add(doc);
  const { manifest, files } = writer.files();
  expect(files[0].path).toBe(manifest);
  return { manifest: JSON.parse(files[0].data) as SearchManifest, paths: files.slice(1).map((f) => f.path) };
}

describe('createSearchIndexWriter', () => {
  it('writes its manifest and every file it names under static/search/, each named by its hash', () => {
    // Four Chinese pages and one with Latin words: the vocabulary holds only the latter.
    const latin = { id: '/zh/api', routePath: '/zh/api', title: 'RenderContext', content: 'hydration', toc: [] };
    const docs = [...chinesePages(4, 200), latin];
    const writer = createSearchIndexWriter('zh', { fragmentSize: 2 });
    for (const doc of docs) writer.add(doc);
    const { manifest, files } = writer.files();
    expect(manifest).toMatch(/^static\/search\/zh\.manifest\.[0-9a-f]{8}\.json$/);
    const named = JSON.parse(files[0].data) as SearchManifest;
    expect(named).toMatchObject({ format: 5, name: 'zh', pages: 5, shardStarts: [''], fragmentSize: 2 });
    const kinds = files.slice(1).map((f) => /^static\/search\/zh\.([sfv])\d+\.([0-9a-f]{8})\.json$/.exec(f.path)?.[1]);
    expect(kinds).toEqual(['s', 'f', 'f', 'f', 'v']);
    const hashes = (kind: string) =>
      files
        .filter((f) => f.path.includes(`/zh.${kind}`))
        .map((f) => f.path.split('.')[2])
        .join('');
    expect([named.shardHashes, named.fragmentHashes, named.vocabularyHashes]).toEqual([
      hashes('s'),
      hashes('f'),
      hashes('v'),
    ]);
  });

  it('shards a site whose pages pass 40 KB gzip', () => {
    const { manifest, paths } = build(chinesePages(40, 700));
    expect(manifest.shardHashes).toHaveLength(manifest.shardStarts.length * 8);
    expect(manifest.shardStarts.length).toBeGreaterThan(1);
    expect(paths.filter((path) => /\/zh\.s\d+\./.test(path)).length).toBe(manifest.shardStarts.length);
  });

  it('leaves out an entry that is not a page', () => {
    const { manifest } = build([null, ...chinesePages(2, 10)] as unknown as SearchDoc[]);
    expect(manifest.pages).toBe(2);
  });

  it('gives out the files one at a time as it makes them, the manifest last, the same files as together', () => {
    const latin = { id: '/zh/api', routePath: '/zh/api', title: 'RenderContext', content: 'hydration', toc: [] };
    const docs = [...chinesePages(40, 700), latin];
    const together = createSearchIndexWriter('zh', { fragmentSize: 4 });
    const oneByOne = createSearchIndexWriter('zh', { fragmentSize: 4 });
    for (const doc of docs) {
      together.add(doc);
      oneByOne.add(doc);
    }
    const { manifest, files } = together.files();
    const given: string[] = [];
    expect(oneByOne.emit((file) => given.push(file.path))).toBe(manifest);
    expect(given.at(-1)).toBe(manifest);
    expect(given.map((path) => /zh\.([sfvm])/.exec(path)?.[1]).join('')).toMatch(/^s{2,}f{11}vm$/);
    expect([...given].sort()).toEqual(files.map((f) => f.path).sort());
  });
});
