import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../../src/build/cache/page-cache';
import { buildIndexFiles, writeSearchIndex } from '../../../../src/build/search/write-search-index';
import type { SearchDoc } from '../../../../src/shared/search';

const doc = (n: number, extra = ''): SearchDoc => ({
  id: `/guide/page-${n}`,
  routePath: `/guide/page-${n}`,
  title: `Page ${n}`,
  content: `Page ${n}\nModule ${n} loads lazily.${extra}`,
  toc: [],
});

/** Writes an index of `docs` and returns its files; `built` says whether the writer ran (not the cache). */
async function indexOf(docs: SearchDoc[], store: PageCache, generator = 'g1') {
  const files = new Map<string, string>();
  let built = false;
  const manifest = await writeSearchIndex({
    name: 'en',
    docs,
    pathOf: (route) => ['Guide', route],
    build: async (name, docs, paths) => {
      built = true;
      return buildIndexFiles(name, docs, paths);
    },
    write: (path, data) => files.set(path, data),
    cache: { store, generator },
  });
  return { manifest, files, built };
}

describe('writeSearchIndex', () => {
  const docs = [doc(1), doc(2), doc(3)];

  it('writes the same files from the cache as it built, without indexing again', async () => {
    const store = new PageCache(mkdtempSync(join(tmpdir(), 'search-cache-')));
    const first = await indexOf(docs, store);
    expect(first.built).toBe(true);
    expect(first.files.has(first.manifest)).toBe(true);
    const second = await indexOf(docs, store);
    expect(second.built).toBe(false);
    expect(second.manifest).toBe(first.manifest);
    expect(second.files).toEqual(first.files);
  });

  it('indexes again when one document, its place in the site or the generator changes', async () => {
    const store = new PageCache(mkdtempSync(join(tmpdir(), 'search-cache-')));
    const first = await indexOf(docs, store);
    const edited = await indexOf([doc(1), doc(2, ' And now eagerly.'), doc(3)], store);
    expect(edited.built).toBe(true);
    expect(edited.manifest).not.toBe(first.manifest);
    expect((await indexOf(docs, store, 'g2')).built).toBe(true);
    expect((await indexOf([doc(1), doc(3), doc(2)], store)).built).toBe(true);
  });
});
