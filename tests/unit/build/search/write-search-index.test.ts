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

/** Writes an index of `docs` and returns its files; `built` says whether shards were built (not the list alone, not the cache). */
async function indexOf(docs: SearchDoc[], store?: PageCache, generator = 'g1') {
  const files = new Map<string, string>();
  let built = false;
  const entry = await writeSearchIndex({
    name: 'en',
    docs,
    pathOf: (route) => ['Guide', route],
    build: async (name, docs, paths) => {
      built = true;
      return buildIndexFiles(name, docs, paths);
    },
    write: (path, data) => files.set(path, data),
    cache: store && { store, generator },
  });
  return { entry, files, built };
}

const LIST = /^static\/search_index\.en\.[0-9a-f]{8}\.json$/;
const PLACES = /^static\/search\/en\.places\.[0-9a-f]{8}\.json$/;
const MANIFEST = /^static\/search\/en\.manifest\.[0-9a-f]{8}\.json$/;
/** Pages whose list is over 400 KB raw, too large for the worker to fetch whole. */
const large = (extra = '') =>
  [1, 2, 3].map((n) => doc(n, ` Words of page ${n}, ${'again and '.repeat(14_000)}${extra}`));

describe('writeSearchIndex', () => {
  const docs = [doc(1), doc(2), doc(3)];

  it('points the worker at the list of a small site and its places, and writes nothing else', async () => {
    const { entry, files, built } = await indexOf(docs);
    expect(entry.index).toMatch(LIST);
    expect(entry.places).toMatch(PLACES);
    expect([...files.keys()]).toEqual([entry.index, entry.places]);
    expect(built).toBe(false);
    expect(JSON.parse(files.get(entry.index) as string)).toEqual(docs);
    expect(JSON.parse(files.get(entry.places as string) as string)).toEqual(
      docs.map((d) => ({ path: ['Guide', d.routePath] })),
    );
  });

  it('points the worker at the manifest of a site too large for its list, and writes the list too', async () => {
    const { entry, files, built } = await indexOf(large());
    expect(built).toBe(true);
    expect(entry).toEqual({ index: expect.stringMatching(MANIFEST) });
    const paths = [...files.keys()];
    expect(paths.filter((path) => LIST.test(path))).toHaveLength(1);
    expect(paths.filter((path) => !LIST.test(path)).every((path) => path.startsWith('static/search/'))).toBe(true);
    expect(JSON.parse(files.get(entry.index) as string)).toMatchObject({ name: 'en', pages: 3 });
  });

  it('writes the same files from the cache as it built, without indexing again', async () => {
    const store = new PageCache(mkdtempSync(join(tmpdir(), 'search-cache-')));
    const first = await indexOf(large(), store);
    expect(first.built).toBe(true);
    const second = await indexOf(large(), store);
    expect(second.built).toBe(false);
    expect(second.entry).toEqual(first.entry);
    expect(second.files).toEqual(first.files);
    const small = await indexOf(docs, store);
    expect((await indexOf(docs, store)).files).toEqual(small.files);
  });

  it('indexes again when one document, its place in the site or the generator changes', async () => {
    const store = new PageCache(mkdtempSync(join(tmpdir(), 'search-cache-')));
    const first = await indexOf(large(), store);
    const edited = await indexOf(large(' And now eagerly.'), store);
    expect(edited.built).toBe(true);
    expect(edited.entry).not.toEqual(first.entry);
    expect((await indexOf(large(), store, 'g2')).built).toBe(true);
    const [a, b, c] = large();
    expect((await indexOf([a, c, b], store)).built).toBe(true);
  });
});

describe('buildIndexFiles', () => {
  const paths = (docs: SearchDoc[]) => docs.map((d) => ['Guide', d.routePath]);
  const build = (docs: SearchDoc[], store?: PageCache) =>
    buildIndexFiles('en', docs, paths(docs), store && { store, key: 'terms-en' });

  it('gives the same files with kept terms as without, after an edit too', () => {
    const store = new PageCache(mkdtempSync(join(tmpdir(), 'search-cache-')));
    const docs = [doc(1), doc(2), doc(3)];
    expect(build(docs, store)).toEqual(build(docs));
    const edited = [doc(1), doc(2, ' And now eagerly.'), doc(3)];
    expect(build(edited, store)).toEqual(build(edited));
  });

  it("takes an unchanged page's terms from the last build and finds the edited page's anew", () => {
    const store = new PageCache(mkdtempSync(join(tmpdir(), 'search-cache-')));
    build([doc(1), doc(2)], store);
    // Every kept term list swapped for a marker: what the next build indexes shows where terms came from.
    const lines = (store.get('terms-en')?.get('lines')?.toString('utf8') ?? '').split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    // Per field its length, then each term and its count.
    const marker = JSON.stringify({
      title: [1, 'keptmarker', 1],
      header: [0],
      meta: [0],
      content: [1, 'keptmarker', 1],
    });
    store.set('terms-en', { lines: lines.map((line) => `${line.split('\t')[0]}\t${marker}\n`).join('') });
    const { files } = build([doc(1), doc(2, ' Eagerly now.')], store);
    // The vocabulary files list the index's words.
    const vocabulary = files.filter((f) => /\.v\d+\./.test(f.path)).map((f) => f.data);
    expect(vocabulary.join('\n')).toContain('keptmarker');
    expect(vocabulary.join('\n')).toContain('eagerly');
  });

  it('indexes a page anew when its kept terms are unreadable', () => {
    const store = new PageCache(mkdtempSync(join(tmpdir(), 'search-cache-')));
    build([doc(1), doc(2)], store);
    const lines = (store.get('terms-en')?.get('lines')?.toString('utf8') ?? '').split('\n').filter(Boolean);
    // Broken JSON for one page, JSON of the wrong shape for the other.
    const [first, second] = lines.map((line) => line.split('\t')[0]);
    store.set('terms-en', { lines: `not a line\n${first}\t{ not json\n${second}\t"a string"\n` });
    expect(build([doc(1), doc(2)], store)).toEqual(build([doc(1), doc(2)]));
  });

  it('keeps the terms as one line of JSON per page, not as a whole structure to parse', () => {
    const store = new PageCache(mkdtempSync(join(tmpdir(), 'search-cache-')));
    build([doc(1), doc(2)], store);
    const lines = (store.get('terms-en')?.get('lines')?.toString('utf8') ?? '').split('\n').filter(Boolean);
    for (const line of lines) expect(JSON.parse(line.split('\t')[1])).toHaveProperty('content');
  });
});
