import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EntryParts } from '../../../../src/build/cache/entry-file';
import { PageCache } from '../../../../src/build/cache/page-cache';
import type { IndexedDoc } from '../../../../src/build/search/documents';
import { pageKey } from '../../../../src/build/search/index-state';
import { createSearchIndexWriter, type IndexFile } from '../../../../src/build/search/index-writer';
import {
  buildIndexFiles,
  freshPages,
  keptState,
  writeSearchIndex,
} from '../../../../src/build/search/write-search-index';
import type { SearchDoc } from '../../../../src/shared/search';
import { garbageWatcher } from '../../../support/garbage';
import { tempFolder } from '../../../support/temp-folder';

const doc = (n: number, extra = ''): SearchDoc => ({
  id: `/guide/page-${n}`,
  routePath: `/guide/page-${n}`,
  title: `Page ${n}`,
  content: `Page ${n}\nModule ${n} loads lazily.${extra}`,
  toc: [],
});

/** The files of an index of `docs` built from nothing, given to `emit`; the manifest's path. */
function emitFromNothing(name: string, docs: IndexedDoc[], paths: string[][], emit: (file: IndexFile) => void) {
  const writer = createSearchIndexWriter(name);
  for (const [i, doc] of docs.entries()) writer.add(doc, paths[i]);
  return writer.emit(emit);
}

/** Writes an index of `docs` and returns its files; `built` says whether shards were built (not the list alone, not the cache). */
async function indexOf(docs: SearchDoc[], store?: PageCache, generator = 'g1') {
  const files = new Map<string, string>();
  let built = false;
  const entry = await writeSearchIndex({
    name: 'en',
    docs,
    pathOf: (route) => ['Guide', route],
    build: async (name, docs, paths, _keys, write) => {
      built = true;
      return emitFromNothing(name, docs, paths, write);
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

  it("writes a list-served index's files from the cache as it made them, without making them again", async () => {
    const store = new PageCache(tempFolder('search-cache-'));
    const first = await indexOf(docs, store);
    const second = await indexOf(docs, store);
    expect(second.entry).toEqual(first.entry);
    expect(second.files).toEqual(first.files);
  });

  it("keeps no copy of a sharded index's files in the cache: the same files are made again", async () => {
    const dir = tempFolder('search-cache-');
    const store = new PageCache(dir);
    const first = await indexOf(large(), store);
    expect(readdirSync(dir)).toEqual([]);
    const again = await indexOf(large(), store);
    expect(again.built).toBe(true);
    expect(again.files).toEqual(first.files);
  });

  it('indexes again when one document, its place in the site or the generator changes', async () => {
    const store = new PageCache(tempFolder('search-cache-'));
    const first = await indexOf(large(), store);
    const edited = await indexOf(large(' And now eagerly.'), store);
    expect(edited.built).toBe(true);
    expect(edited.entry).not.toEqual(first.entry);
    expect((await indexOf(large(), store, 'g2')).built).toBe(true);
    const [a, b, c] = large();
    expect((await indexOf([a, c, b], store)).built).toBe(true);
  });
});

describe('writeSearchIndex while the shards are built', () => {
  it('has let go of the documents once their list is written and their shards started', async () => {
    const watcher = garbageWatcher();
    let done: (manifest: string) => void = () => {};
    const entry = writeSearchIndex({
      name: 'en',
      docs: watcher.watch(large()),
      pathOf: () => [],
      build: () => new Promise((resolve) => (done = resolve)),
      write: () => {},
    });
    expect(await watcher.collected()).toBe(true);
    done('static/search/en.manifest.1a2b3c4d.json');
    expect(await entry).toEqual({ index: 'static/search/en.manifest.1a2b3c4d.json' });
  });
});

describe('buildIndexFiles', () => {
  const paths = (docs: SearchDoc[]) => docs.map((d) => ['Guide', d.routePath]);
  const keysOf = (docs: SearchDoc[]) => docs.map((d, i) => pageKey(d, paths(docs)[i]));
  /** The manifest's path and every file, in the order they were given out; from the last state with `store`. */
  const build = (docs: SearchDoc[], store?: PageCache) => {
    const files: IndexFile[] = [];
    const emit = (f: IndexFile) => files.push(f);
    const pages = { keys: keysOf(docs), paths: paths(docs), doc: (i: number) => docs[i] };
    const manifest = store
      ? buildIndexFiles('en', pages, emit, { store, key: 'terms-en' }, keptState({ store, key: 'terms-en' }))
      : emitFromNothing('en', docs, paths(docs), emit);
    return { manifest, files };
  };
  const storeOf = () => new PageCache(tempFolder('search-cache-'));

  it('gives the same files from the last build as from nothing, through edits, additions, removals and moves', () => {
    const store = storeOf();
    const steps: SearchDoc[][] = [
      [doc(1), doc(2), doc(3)],
      [doc(1), doc(2, ' And now eagerly.'), doc(3)],
      [doc(1), doc(2, ' And now eagerly.'), doc(4, ' A page added.'), doc(3)],
      [doc(1), doc(4, ' A page added.'), doc(3)],
      [doc(3), doc(1), doc(4, ' A page added.')],
      [doc(3), { ...doc(1), toc: [{ text: 'Module 1', id: 'module-1', depth: 2, charIndex: 7 }] }],
      [doc(3), doc(3), doc(1)],
      [],
      [doc(5)],
    ];
    for (const docs of steps) expect(build(docs, store)).toEqual(build(docs));
  });

  it("indexes only the pages it does not find again: an unchanged page keeps the last build's terms", () => {
    const store = storeOf();
    build([doc(1), doc(2)], store);
    // The kept terms renamed: what the next build writes shows where each page's terms came from.
    const kept = store.get('terms-en');
    const terms = JSON.parse(kept?.get('terms')?.toString('utf8') ?? '[]') as string[];
    const renamed = terms.map((term) => (term === 'lazily' ? 'keptmarker' : term));
    store.set('terms-en', { ...Object.fromEntries(kept ?? []), terms: JSON.stringify(renamed) });
    const { files } = build([doc(1), doc(2, ' Eagerly now.')], store);
    const shard = files.find((f) => /\.s0\./.test(f.path))?.data ?? '';
    // Page 0 was found again (its terms are the kept ones), page 1 was indexed anew.
    expect(shard).toContain('["keptmarker",[[0]]]');
    expect(shard).toContain('["lazily",[[1]]]');
    expect(shard).toContain('["eagerly",[[1]]]');
  });

  it("reads only the documents the kept state lacks: after an edit, that page's", () => {
    const store = storeOf();
    build([doc(1), doc(2), doc(3)], store);
    const edited = [doc(1), doc(2, ' Eagerly now.'), doc(3)];
    const keys = keysOf(edited);
    expect(freshPages(keptState({ store, key: 'terms-en' }), keys)).toEqual([1]);
    const asked: number[] = [];
    const docOf = (i: number) => {
      asked.push(i);
      return edited[i];
    };
    const files: IndexFile[] = [];
    const pages = { keys, paths: paths(edited), doc: docOf };
    const kept = { store, key: 'terms-en' };
    buildIndexFiles('en', pages, (f) => files.push(f), kept, keptState(kept));
    expect(asked).toEqual([1]);
    expect(files).toEqual(build(edited).files);
    // Nothing kept: every document is fresh; a page twice is found as often as it was kept.
    expect(freshPages(undefined, keys)).toEqual([0, 1, 2]);
    expect(freshPages(keptState({ store, key: 'terms-en' }), [keys[0], keys[0], keys[2]])).toEqual([1]);
  });

  it('builds from nothing when the kept state is damaged, and keeps a readable one again', () => {
    const store = storeOf();
    const docs = [doc(1), doc(2)];
    build(docs, store);
    const kept = Object.fromEntries(store.get('terms-en') ?? []);
    const damaged: EntryParts[] = [
      { ...kept, terms: '{ not json' },
      { ...kept, terms: '[1, 2]' },
      { ...kept, pages: 'a line without tabs\n' },
      { ...kept, 'postings.content': new Uint8Array([1, 2, 3]) },
      { ...kept, 'postings.title': new Uint8Array(new Int32Array([2, 1, 1, 0, 1, 99, 1]).buffer) },
      { pages: kept.pages },
      // The terms' order: cut short, not sorted, or numbers out of range, it is not used.
      { ...kept, order: new Uint8Array([1, 2, 3]) },
      { ...kept, order: new Uint8Array(new Int32Array([1, 0]).buffer) },
      { ...kept, order: new Uint8Array(new Int32Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 99]).buffer) },
    ];
    for (const parts of damaged) {
      store.set('terms-en', parts);
      expect(build(docs, store)).toEqual(build(docs));
      expect(store.get('terms-en')?.get('terms')?.toString('utf8')).toBe(kept.terms.toString('utf8'));
    }
  });
});
