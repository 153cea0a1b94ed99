import { gzipSync } from 'node:zlib';
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
  it('puts a seed-sized Chinese site in its manifest: no shard or fragment file, one request', () => {
    const { manifest, paths } = build(chinesePages(22, 700));
    expect(manifest.inline?.pages).toHaveLength(22);
    expect(manifest).toMatchObject({ shardStarts: [''], shardHashes: '', fragmentSize: 22, fragmentHashes: '' });
    expect(paths.filter((path) => !/\/zh\.v\d+\./.test(path))).toEqual([]);
  });

  it('inlines pages up to the gzip budget and shards them one byte past it', () => {
    const docs = chinesePages(5, 200);
    const { manifest } = build(docs);
    const gzip = gzipSync(JSON.stringify(manifest.inline?.pages)).length;
    expect(build(docs, { inlineBytes: gzip }).manifest.inline).toBeDefined();
    const sharded = build(docs, { inlineBytes: gzip - 1 });
    expect(sharded.manifest.inline).toBeUndefined();
    expect(sharded.paths.filter((path) => /\/zh\.s\d+\./.test(path))).toHaveLength(1);
    expect(sharded.paths.filter((path) => /\/zh\.f\d+\./.test(path))).toHaveLength(5);
  });

  it('shards a site whose pages pass 40 KB gzip', () => {
    const docs = chinesePages(40, 700);
    const pages = build(docs, { inlineBytes: Number.MAX_SAFE_INTEGER }).manifest.inline?.pages;
    expect(gzipSync(JSON.stringify(pages)).length).toBeGreaterThan(40 * 1024);
    const { manifest, paths } = build(docs);
    expect(manifest.inline).toBeUndefined();
    expect(manifest.shardHashes).toHaveLength(manifest.shardStarts.length * 8);
    expect(paths.filter((path) => /\/zh\.s\d+\./.test(path)).length).toBe(manifest.shardStarts.length);
  });
});
