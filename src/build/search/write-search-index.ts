import { cacheKey, type PageCache } from '../cache/page-cache';
import type { IndexedDoc } from './documents';
import { type IndexState, pageKey, readState, stateParts } from './index-state';
import { addPage, emitIndexFiles, type IndexFile } from './index-writer';
import { Postings } from './postings';
import { outgrowsList, searchList, searchPlaces, servesList } from './search-list';
import { termOrder as termOrderOf } from './term-order';

/** Where the last build of an index left its state (see index-state.ts): a cache entry per index. */
export interface KeptTerms {
  store: PageCache;
  key: string;
}

/**
 * The pages of an index a build starts from the last build's state: every page's key (`pageKey`: its
 * document and place, hashed on the main thread) and place, and the document of each page the state does
 * not hold (`freshPages`), the only ones that cross to the worker: after an edit, one.
 */
export interface IndexPages {
  keys: readonly string[];
  paths: readonly string[][];
  /** The document of page `i`, one of `freshPages`. */
  doc(i: number): IndexedDoc;
}

/** The state the last build of an index kept (see index-state.ts), if there is a readable one. */
export function keptState(kept: KeptTerms): IndexState | undefined {
  return readState(kept.store.get(kept.key));
}

/**
 * Indexes `pages` into shards in this thread, giving each file to `emit` as it is made, and returns the
 * manifest's path; a render worker runs it for a build with a cache (see search-index-task.ts). It starts
 * from `last`, the state the last build kept in `kept` (`keptState`), if any: the pages found again (same key) keep their terms
 * and fragment, and only the others are indexed, after an edit one page. The shards are cut again from
 * all the postings (a page's weights depend on every page's field lengths). The files are those of a
 * build from nothing either way; the new state goes back into `kept`.
 */
export function buildIndexFiles(
  name: string,
  pages: IndexPages,
  emit: (file: IndexFile) => void,
  kept: KeptTerms,
  last: IndexState | undefined,
): string {
  const state = updateState(last, pages);
  const termOrder = termOrderOf(state.postings.terms, last?.order);
  const manifest = emitIndexFiles(name, state.postings, state.fragments, emit, { termOrder });
  kept.store.set(kept.key, stateParts({ ...state, order: termOrder }));
  return manifest;
}

/**
 * The pages of `keys` the state `last` does not hold, in order: the documents `buildIndexFiles` asks for.
 * A key found twice (two pages with the same document and place) is found as often as `last` holds it.
 */
export function freshPages(last: IndexState | undefined, keys: readonly string[]): number[] {
  return matchPages(last, keys).fresh;
}

/** Each page of `last` found again among `keys` (`to[page]`, -1 if not) and the pages of `keys` not found. */
function matchPages(last: IndexState | undefined, keys: readonly string[]): { to: Int32Array; fresh: number[] } {
  const found = new Map<string, number[]>();
  last?.keys.forEach((key, page) => {
    const pages = found.get(key);
    if (pages) pages.push(page);
    else found.set(key, [page]);
  });
  const to = new Int32Array(last?.keys.length ?? 0).fill(-1);
  const fresh: number[] = [];
  keys.forEach((key, i) => {
    const page = found.get(key)?.shift();
    if (page === undefined) fresh.push(i);
    else to[page] = i;
  });
  return { to, fresh };
}

/** The index state of `pages`, made from `last` (when there is one) by renumbering the pages found again. */
function updateState(last: IndexState | undefined, { keys, paths, doc }: IndexPages): IndexState {
  const { to, fresh } = matchPages(last, keys);
  const postings = last?.postings ?? new Postings();
  // Numbers are positions in `keys` until the end, where the documents that are not pages are left out.
  postings.renumber(to, keys.length);
  const fragments = new Array<string | null>(keys.length).fill(null);
  to.forEach((i, page) => {
    if (i >= 0 && last) fragments[i] = last.fragments[page];
  });
  for (const i of fresh) fragments[i] = addPage(postings, i, doc(i), paths[i]);
  const numbers = new Int32Array(keys.length).fill(-1);
  let count = 0;
  fragments.forEach((fragment, i) => {
    if (fragment !== null) numbers[i] = count++;
  });
  if (count < keys.length) postings.renumber(numbers, count);
  const live = (_: unknown, i: number) => fragments[i] !== null;
  return {
    keys: keys.filter(live),
    fragments: fragments.filter((f): f is string => f !== null),
    postings,
  };
}

export interface SearchIndexInput {
  /** The index's name: a language (and version). */
  name: string;
  docs: IndexedDoc[];
  /** Where a page sits in the site (see site-path.ts). */
  pathOf: (route: string) => string[];
  /**
   * Builds the sharded index of a site too large for its list alone (in a worker thread, see
   * search-index-task.ts), giving each file to `write` as it comes; resolves to the manifest's path once
   * every file has been given. With a cache, `keys` holds each document's `pageKey`.
   */
  build: (
    name: string,
    docs: IndexedDoc[],
    paths: string[][],
    keys: string[] | undefined,
    write: (file: IndexFile) => void,
  ) => Promise<string>;
  write: (path: string, data: string) => void;
  /**
   * Writes the list of a sharded index: the documented index file, for tools and other sites, which the
   * site's own search never fetches (it starts from the manifest). `write` when not given.
   */
  writeList?: (path: string, data: string) => void;
  /**
   * With a cache, an index served from its list whose documents and generator are unchanged is written from
   * it; a sharded index is made again (from its kept state in a worker, see `buildIndexFiles`).
   */
  cache?: { store: PageCache; generator: string };
  /**
   * With a cache, given the index's key: the entry of the last build's files of this index if that build
   * made them under the same key and they are kept where they are (nothing is then written), else undefined.
   */
  keep?: (key: string) => SearchEntry | undefined;
}

/**
 * The files a language's search starts from, as paths in the site: the list (with its places file)
 * for a site searched from its list, or the manifest of a sharded index.
 */
export interface SearchEntry {
  index: string;
  places?: string;
}

/**
 * Writes one language's search index files and returns the ones the worker starts from: the list
 * (written for every site) and its places, or for a site too large to search from the list the
 * manifest of a sharded index. Indexing takes seconds at a thousand pages, and a rebuild after an edit in one
 * language must not pay it for the others: each index has a key made of every one of its documents and
 * their places in the site, and an index whose files the last build into the same folder left there under
 * the same key keeps them (`keep`).
 */
export function writeSearchIndex(input: SearchIndexInput): Promise<SearchEntry> {
  // The documents and the list (every page's text, twice over: hundreds of megabytes at 10,000 pages) are
  // let go of as soon as the list is written and the index handed to `build`: an async function here would
  // keep them alive until the shards are done, as its frame holds every local across an await.
  try {
    const started = startSearchIndex(input);
    return 'entry' in started ? Promise.resolve(started.entry) : started.building.then((index) => ({ index }));
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * The part of `writeSearchIndex` that needs the documents: the entry of an index written from the cache
 * or served from its list, or the sharded index started.
 */
function startSearchIndex(input: SearchIndexInput): { entry: SearchEntry } | { building: Promise<string> } {
  const { name, docs, pathOf, build, write, cache, keep } = input;
  const writeList = input.writeList ?? write;
  const paths = docs.map((doc) => pathOf(doc.routePath));
  let key: string | undefined;
  // Each document's key, made once: the index's key is made of them, and the worker that starts from the
  // last build's state finds each page again by it.
  const keys = cache && docs.map((doc, i) => pageKey(doc, paths[i]));
  if (cache && keys) {
    key = cacheKey('search-index', cache.generator, name, keys);
    const kept = keep?.(key);
    if (kept) return { entry: kept };
    // Only a list is kept in the cache: a sharded index is made again from its last state (see
    // `buildIndexFiles`), which after an edit takes less than storing its thousand files under each new key.
    const hit = cache.store.get(key);
    const entry = readEntry(hit?.get(ENTRY)?.toString('utf8'));
    if (hit && entry) {
      for (const [path, data] of hit) if (!path.startsWith('@')) write(path, data.toString('utf8'));
      return { entry };
    }
  }
  const writeFile = (file: IndexFile) => write(file.path, file.data);
  // A large site's shards start first, in the pool, while this thread makes its list.
  const started = outgrowsList(docs) ? build(name, docs, paths, keys, writeFile) : undefined;
  const list = searchList(name, docs);
  const building = started ?? (servesList(list.data) ? undefined : build(name, docs, paths, keys, writeFile));
  if (!building) {
    const places = searchPlaces(name, paths, docs);
    const entry = { index: list.path, places: places.path };
    for (const file of [list, places]) write(file.path, file.data);
    cache?.store.set(key as string, {
      [ENTRY]: JSON.stringify(entry),
      [list.path]: list.data,
      [places.path]: places.data,
    });
    return { entry };
  }
  // The list (tens of megabytes at 10,000 pages) is written and let go of at once, not held until the
  // shards are back.
  writeList(list.path, list.data);
  // A failure meanwhile is reported by `writeSearchIndex`'s promise, which follows it.
  building.catch(() => {});
  return { building };
}

/** The cache part naming the files the worker starts from; no index file path starts with `@`. */
const ENTRY = '@entry';

/** A cached entry, or undefined when it cannot be read (the index is then built anew). */
function readEntry(json: string | undefined): SearchEntry | undefined {
  try {
    const entry = json === undefined ? undefined : (JSON.parse(json) as SearchEntry);
    return typeof entry?.index === 'string' && (entry.places === undefined || typeof entry.places === 'string')
      ? entry
      : undefined;
  } catch {
    return undefined;
  }
}
