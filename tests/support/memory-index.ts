/**
 * A prebuilt index served from memory: the files `createSearchIndexWriter` makes for `docs`, behind
 * a `fetch` that answers from them (and records what was asked), for tests and benchmarks that run
 * the worker's code in Node.
 */
import { createSearchIndexWriter, type SearchIndexOptions } from '../../src/build/search/index-writer';
import type { SearchDoc } from '../../src/shared/search';
import type { SearchManifest } from '../../src/shared/search-index/files';
import { createEngine } from '../../worker/engine';
import { type FetchText, indexFiles } from '../../worker/files';

export interface MemoryIndex {
  /** URL of the manifest, as the build would give it (base `/`). */
  url: string;
  /** Every file by URL. */
  files: Map<string, string>;
  fetch: FetchText;
  /** URLs fetched so far, in order. */
  requests: string[];
  /** Makes requests for URLs matching `pattern` fail (a 500), until called with null. */
  fail(pattern: RegExp | null): void;
}

/** A search document, and where its page sits in the site (`SearchGroup.path`), if a test cares. */
export type PlacedDoc = SearchDoc & { path?: string[] };

export function memoryIndex(docs: readonly PlacedDoc[], options: SearchIndexOptions = {}, name = 'en'): MemoryIndex {
  const writer = createSearchIndexWriter(name, options);
  // Damaged documents (null, not objects) go in as they are: the writer must cope with them.
  for (const doc of docs) writer.add(doc, doc?.path);
  const { manifest, files } = writer.files();
  const byUrl = new Map(files.map((f) => [`/${f.path}`, f.data]));
  const requests: string[] = [];
  let failing: RegExp | null = null;
  return {
    url: `/${manifest}`,
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
 * without the worker.
 *
 * @example (await engineOf(docs).search('rend', 7)).groups[0].routePath
 */
export function engineOf(docs: readonly PlacedDoc[], options: SearchIndexOptions = {}) {
  const index = memoryIndex(docs, options);
  const manifest = JSON.parse(index.files.get(index.url) as string) as SearchManifest;
  const engine = createEngine(manifest, indexFiles(manifest, index.url, index.fetch, new AbortController().signal));
  return { ...engine, manifest, index };
}
