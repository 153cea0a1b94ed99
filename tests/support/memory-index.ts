/**
 * A prebuilt index served from memory: the files the build writes for `docs` (the list, and when the
 * list is too large to search alone or the test asks for it, a sharded index), behind a `fetch` that
 * answers from them (and records what was asked), for tests and benchmarks that run the worker's
 * code in Node.
 */
import { createSearchIndexWriter, type SearchIndexOptions } from '../../src/build/search/index-writer';
import { searchList, searchPlaces, servesList } from '../../src/build/search/search-list';
import type { SearchDoc } from '../../src/shared/search';
import type { PageMeta } from '../../src/shared/search-index/files';
import { createEngine } from '../../worker/engine';
import { type FetchText, openIndex } from '../../worker/files';

/** How the index is cut; `listBytes` is the list's gzip budget (0: always sharded, as at scale). */
export type MemoryIndexOptions = SearchIndexOptions & { listBytes?: number };

export interface MemoryIndex {
  /** URL of the file the worker starts from (the list, or the manifest), as the build would give it (base `/`). */
  url: string;
  /** URL of the list's places, when the worker starts from the list. */
  places?: string;
  /** URL of the list, which every index has. */
  listUrl: string;
  /** Every file by URL. */
  files: Map<string, string>;
  fetch: FetchText;
  /** URLs fetched so far, in order. */
  requests: string[];
  /** Makes requests for URLs matching `pattern` fail (a 500), until called with null. */
  fail(pattern: RegExp | null): void;
}

/** A search document, and where its page sits in the site (`SearchGroup.path`), if a test cares. */
export type PlacedDoc = SearchDoc & PageMeta & { path?: string[] };

export function memoryIndex(docs: readonly PlacedDoc[], options: MemoryIndexOptions = {}, name = 'en'): MemoryIndex {
  // Damaged documents go in as they are, to the writer and, those that are objects at all, to the list.
  const listed = docs.filter((doc) => !!doc && typeof doc === 'object');
  const list = searchList(name, listed);
  const files = [list];
  let url = list.path;
  let places: string | undefined;
  if (servesList(list.data, options.listBytes)) {
    const placesFile = searchPlaces(
      name,
      listed.map((doc) => doc.path ?? []),
      listed,
    );
    files.push(placesFile);
    places = `/${placesFile.path}`;
  } else {
    const writer = createSearchIndexWriter(name, options);
    for (const doc of docs) writer.add(doc, doc?.path);
    const sharded = writer.files();
    files.push(...sharded.files);
    url = sharded.manifest;
  }
  const byUrl = new Map(files.map((f) => [`/${f.path}`, f.data]));
  const requests: string[] = [];
  let failing: RegExp | null = null;
  return {
    url: `/${url}`,
    places,
    listUrl: `/${list.path}`,
    files: byUrl,
    requests,
    fail: (pattern) => {
      failing = pattern;
    },
    fetch: async (url) => {
      requests.push(url);
      const body = byUrl.get(url);
      const ok = body !== undefined && !failing?.test(url);
      return { ok, text: async () => (ok ? (body as string) : 'Internal error') };
    },
  };
}

/**
 * The worker's engine over `docs`, its files read from memory: what a query in the worker answers,
 * without the worker. The index opens as the worker opens it (fetched, checked, a list indexed);
 * searches wait for that.
 *
 * @example (await engineOf(docs).search('rend', 7)).groups[0].routePath
 */
export function engineOf(docs: readonly PlacedDoc[], options: MemoryIndexOptions = {}) {
  const index = memoryIndex(docs, options);
  const reader = openIndex(index.fetch, index, new AbortController().signal, () => {});
  const engine = reader.then(createEngine);
  return {
    search: async (query: string, limit?: number) => (await engine).search(query, limit),
    index,
    /** The index as the engine reads it (its counts, shard starts, …), once open. */
    reader,
  };
}
