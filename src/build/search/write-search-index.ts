import { createHash } from 'node:crypto';
import type { FragmentPage, PageMeta } from '../../shared/search-index/files';
import { pageTerms } from '../../shared/search-index/page-terms';
import { FIELDS, type Field } from '../../shared/search-index/term-map';
import type { FieldTerms } from '../../shared/search-index/tokenize';
import { cacheKey, type PageCache } from '../cache/page-cache';
import type { IndexedDoc } from './documents';
import { createSearchIndexWriter, type IndexFile, type ShardedIndex } from './index-writer';
import { outgrowsList, searchList, searchPlaces, servesList } from './search-list';

/** Where the terms of each page indexed last time are kept: a cache entry per index. */
export interface KeptTerms {
  store: PageCache;
  key: string;
}

type Terms = Record<Field, FieldTerms>;
/** Terms as kept: per field its length, then its terms and counts. */
type KeptFields = Record<Field, [length: number, ...terms: (string | number)[]]>;

function keptJson(terms: Terms): string {
  const out = {} as KeptFields;
  for (const field of FIELDS) out[field] = [terms[field].length, ...[...terms[field].counts].flat()];
  return JSON.stringify(out);
}

/**
 * Indexes `docs` (each at `paths[i]` in the site) into shards in this thread; the build runs it in a
 * render worker.
 * With `kept`, a page whose fragment is unchanged since the last build takes the terms found then:
 * splitting and folding every page's words is about half of indexing, and after an edit one page changed.
 */
export function buildIndexFiles(
  name: string,
  docs: readonly IndexedDoc[],
  paths: readonly string[][],
  kept?: KeptTerms,
): ShardedIndex {
  const known = readTerms(kept);
  // Each page's terms as JSON text until they are stored: as arrays of strings, a Chinese page's thousands
  // of bigrams took ten times the memory, which at 10,000 pages was most of the worker's heap.
  const used = new Map<string, string>();
  let found = 0;
  const termsOf = (page: FragmentPage, meta: PageMeta): Terms => {
    if (!kept) return pageTerms(page, meta);
    const id = createHash('sha256')
      .update(JSON.stringify([page, meta]))
      .digest('base64');
    const json = known.get(id);
    const parsed = json === undefined ? undefined : parseTerms(json);
    if (parsed) {
      used.set(id, json as string);
      found++;
      return parsed;
    }
    const terms = pageTerms(page, meta);
    used.set(id, keptJson(terms));
    return terms;
  };
  const writer = createSearchIndexWriter(name, { termsOf });
  for (const [i, doc] of docs.entries()) writer.add(doc, paths[i]);
  const files = writer.files();
  // Stored again unless every page's terms were found and every kept page is still there.
  if (kept && (found !== used.size || used.size !== known.size)) {
    kept.store.set(kept.key, { lines: Array.from(used, ([id, json]) => `${id}\t${json}\n`).join('') });
  }
  return files;
}

/** A page's kept terms; undefined when unreadable (the page is then indexed anew). */
function parseTerms(json: string): Terms | undefined {
  try {
    const kept = JSON.parse(json) as KeptFields;
    if (!FIELDS.every((field) => Array.isArray(kept?.[field]) && typeof kept[field][0] === 'number')) return undefined;
    const terms = {} as Terms;
    for (const field of FIELDS) {
      const [length, ...flat] = kept[field];
      const counts = new Map<string, number>();
      for (let i = 0; i + 1 < flat.length; i += 2) counts.set(String(flat[i]), Number(flat[i + 1]));
      terms[field] = { length, counts };
    }
    return terms;
  } catch {
    return undefined;
  }
}

/**
 * The kept terms by fragment hash, as JSON text (parsed only for the pages found again); none when there
 * are none. One line per page: the hash (base64, no tab), a tab, the terms' JSON (which has no newline).
 */
function readTerms(kept?: KeptTerms): Map<string, string> {
  const data = kept?.store.get(kept.key)?.get('lines')?.toString('utf8');
  const known = new Map<string, string>();
  if (!data) return known;
  for (const line of data.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) known.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return known;
}

export interface SearchIndexInput {
  /** The index's name: a language (and version). */
  name: string;
  docs: IndexedDoc[];
  /** Where a page sits in the site (see site-path.ts). */
  pathOf: (route: string) => string[];
  /** Builds the sharded index of a site too large for its list alone: `buildIndexFiles`, here or in a worker thread. */
  build: (name: string, docs: IndexedDoc[], paths: string[][]) => Promise<ShardedIndex>;
  write: (path: string, data: string) => void;
  /** With a cache, an index whose documents and generator are unchanged is written from it, not rebuilt. */
  cache?: { store: PageCache; generator: string };
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
 * language must not pay it for the others, so each index is cached under a key made of every one of
 * its documents and their places in the site.
 */
export async function writeSearchIndex(input: SearchIndexInput): Promise<SearchEntry> {
  const { name, docs, pathOf, build, write, cache } = input;
  const paths = docs.map((doc) => pathOf(doc.routePath));
  let key: string | undefined;
  if (cache) {
    const inputs = createHash('sha256');
    for (const [i, doc] of docs.entries()) inputs.update(JSON.stringify([doc, paths[i]])).update('\n');
    key = cacheKey('search-index', cache.generator, name, inputs.digest('hex'));
    const hit = cache.store.get(key);
    const entry = readEntry(hit?.get(ENTRY)?.toString('utf8'));
    if (hit && entry) {
      for (const [path, data] of hit) if (path !== ENTRY) write(path, data.toString('utf8'));
      return entry;
    }
  }
  // A large site's shards start first, in the pool, while this thread makes its list.
  const started = outgrowsList(docs) ? build(name, docs, paths) : undefined;
  const list = searchList(name, docs);
  const files: IndexFile[] = [list];
  let entry: SearchEntry;
  const building = started ?? (servesList(list.data) ? undefined : build(name, docs, paths));
  if (building) {
    const sharded = await building;
    files.push(...sharded.files);
    entry = { index: sharded.manifest };
  } else {
    const places = searchPlaces(name, paths, docs);
    files.push(places);
    entry = { index: list.path, places: places.path };
  }
  for (const file of files) write(file.path, file.data);
  if (cache && key) {
    cache.store.set(key, { [ENTRY]: JSON.stringify(entry), ...Object.fromEntries(files.map((f) => [f.path, f.data])) });
  }
  return entry;
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
