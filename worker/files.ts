/**
 * Opens one prebuilt index (see src/shared/search-index/files.ts) from the URL the build gave: the
 * list of a small site, indexed here whole, or the manifest of a sharded one, whose shards,
 * fragments and vocabulary are fetched as queries need them and kept for the session. Every file's
 * name carries its content hash (and the manifest lists the others'), so a file whose text does not
 * hash to it (a stale cache, a proxy's error page) is refused like a failed request. A failed file
 * is forgotten, so the next query that needs it fetches it again; the HTTP cache serves the
 * immutable files on later visits.
 */

import type { IndexFiles, SearchDoc } from '../src/shared/search';
import {
  type FragmentPage,
  HASH_LENGTH,
  hashAt,
  type IndexFileKind,
  indexFileName,
  manifestProblem,
  type PagePlace,
  type PlacesData,
  type SearchManifest,
  type ShardData,
  type VocabularyData,
} from '../src/shared/search-index/files';
import { fragmentPage } from '../src/shared/search-index/fragment-page';
import { shardOfPages } from '../src/shared/search-index/page-terms';
import { isVocabularyWord } from '../src/shared/search-index/vocabulary';

/** The part of `fetch` we use, so that tests can hand in their own. */
export type FetchText = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{ ok: boolean; text(): Promise<string> }>;

/**
 * One index as the engine reads it: how it is cut (the manifest's counts, or those of a list
 * indexed here, one shard and one fragment file), and its parts by number, each loaded once.
 */
export interface IndexReader {
  pages: number;
  /** First key of each shard, ascending; the first is always ''. */
  shardStarts: readonly string[];
  /** Pages per fragment file. */
  fragmentSize: number;
  /** Shortest word length of each vocabulary file, ascending. */
  vocabularyStarts: readonly number[];
  /** The shard; null if it failed this time. */
  shard(n: number): Promise<ShardData | null>;
  /** The fragment file; null if it failed this time. */
  fragment(n: number): Promise<FragmentPage[] | null>;
  /** The vocabulary file; null if it failed this time. */
  vocabulary(n: number): Promise<VocabularyData | null>;
}

/** First HASH_LENGTH hex digits of the SHA-256 of `text`; null where Web Crypto is missing (insecure origins). */
async function sha256(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let hex = '';
  for (const byte of digest.subarray(0, HASH_LENGTH / 2)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * Fetches and parses one file. Throws on a failed request, a text that does not hash to `hash`
 * (unchecked when there is none), bad JSON, or JSON that `problem` finds something wrong with.
 */
async function fetchVerified(
  fetchText: FetchText,
  url: string,
  signal: AbortSignal,
  hash: string | null,
  problem: (value: unknown) => string | null = () => null,
): Promise<unknown> {
  const response = await fetchText(url, { signal });
  if (!response.ok) throw new Error(`esmx-docs search: ${url} answered with an error`);
  const text = await response.text();
  const actual = hash === null ? null : await sha256(text);
  if (actual !== null && actual !== hash) throw new Error(`esmx-docs search: ${url} hashes to ${actual}, not ${hash}`);
  const value = JSON.parse(text) as unknown;
  const found = problem(value);
  if (found) throw new Error(`esmx-docs search: ${url} is not a search index (${found})`);
  return value;
}

/** Why `value` is neither a list nor a manifest, or null. */
function entryProblem(value: unknown): string | null {
  return Array.isArray(value) ? null : manifestProblem(value);
}

/** The hash a file's name carries, or null when it carries none (checked only then). */
const hashOf = (url: string) => {
  const hash = /\.([0-9a-f]+)\.json$/.exec(url)?.[1];
  return hash?.length === HASH_LENGTH ? hash : null;
};

/**
 * The index of `files`, as the build named them in the site index: the list (with its places) or a
 * manifest, told apart by their JSON (a list is an array). Hashes are checked when names carry them.
 * Throws when the list or manifest cannot be fetched or read; a list whose entries are damaged
 * searches the pages it can read, and one whose places fail (`onPlacesFailed` is told) shows its
 * results without them.
 *
 * @example
 * const index = await openIndex(fetch, { url: '/static/search_index.en.1a2b3c4d.json' }, signal, console.error);
 */
export async function openIndex(
  fetchText: FetchText,
  { url, places }: IndexFiles,
  signal: AbortSignal,
  onPlacesFailed: () => void,
): Promise<IndexReader> {
  // Fetched side by side with the list: the labels under titles never hold up the first results.
  const placesData = places
    ? fetchVerified(fetchText, places, signal, hashOf(places), placesProblem).catch(() => {
        if (!signal.aborted) onPlacesFailed();
        return [];
      })
    : Promise.resolve([]);
  placesData.catch(() => {});
  const value = await fetchVerified(fetchText, url, signal, hashOf(url), entryProblem);
  return Array.isArray(value)
    ? listReader(value as SearchDoc[], (await placesData) as PlacesData)
    : manifestReader(value as SearchManifest, url, fetchText, signal);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Why `value` is not a places file, or null. */
function placesProblem(value: unknown): string | null {
  return Array.isArray(value) ? null : 'places are not a list';
}

/**
 * A small site's list, cut and indexed here with the build's own code (tens of ms for the seed
 * site, in Chinese), while the reader is still opening the search box rather than on the first
 * keystroke. It gives the index the build would have cut into shards: one shard, one fragment file.
 */
function listReader(list: readonly SearchDoc[], places: PlacesData): IndexReader {
  const pages: FragmentPage[] = [];
  const metas: PagePlace[] = [];
  for (const [i, entry] of list.entries()) {
    const place: Partial<PagePlace> = places[i] && typeof places[i] === 'object' ? places[i] : {};
    const page = fragmentPage(entry, Array.isArray(place.path) ? place.path : []);
    if (!page) continue;
    pages.push(page);
    metas.push({ path: page[3], description: text(place.description), keywords: text(place.keywords) });
  }
  const shard = shardOfPages(pages, metas);
  let words: string | undefined;
  // Only a typo needs the vocabulary: one file of every Latin word the index holds, made on demand.
  const vocabulary = () => {
    words ??= [...new Set(Object.values(shard).flatMap((entries) => entries.map(([key]) => key)))]
      .filter(isVocabularyWord)
      .sort()
      .join(' ');
    return words;
  };
  return {
    pages: pages.length,
    shardStarts: [''],
    fragmentSize: Math.max(1, pages.length),
    vocabularyStarts: [0],
    shard: async () => shard,
    fragment: async () => pages,
    vocabulary: async () => vocabulary(),
  };
}

/** A sharded index, its files fetched from the manifest's folder when first asked for. */
function manifestReader(
  manifest: SearchManifest,
  manifestUrl: string,
  fetchText: FetchText,
  signal: AbortSignal,
): IndexReader {
  const dir = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const cache = new Map<string, Promise<unknown>>();
  const get = (kind: IndexFileKind, n: number, hashes: string) => {
    const hash = hashAt(hashes, n);
    const url = dir + indexFileName(manifest.name, kind, n, hash);
    let file = cache.get(url);
    if (!file) {
      file = fetchVerified(fetchText, url, signal, hash).catch(() => {
        cache.delete(url);
        return null;
      });
      cache.set(url, file);
    }
    return file;
  };
  return {
    pages: manifest.pages,
    shardStarts: manifest.shardStarts,
    fragmentSize: manifest.fragmentSize,
    vocabularyStarts: manifest.vocabularyStarts,
    shard: (n) => get('s', n, manifest.shardHashes) as Promise<ShardData | null>,
    fragment: (n) => get('f', n, manifest.fragmentHashes) as Promise<FragmentPage[] | null>,
    vocabulary: (n) => get('v', n, manifest.vocabularyHashes) as Promise<VocabularyData | null>,
  };
}
