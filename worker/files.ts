/**
 * Fetches the files of one prebuilt index (see src/shared/search-index/files.ts) and keeps them for
 * the session. Every file's name carries its content hash and the manifest lists the hashes, so a
 * file whose text does not hash to what the manifest says (a stale cache, a proxy's error page) is
 * refused like a failed request. A failed file is forgotten, so the next query that needs it
 * fetches it again; the HTTP cache serves the immutable files on later visits.
 */
import {
  type FragmentPage,
  HASH_LENGTH,
  hashAt,
  type IndexFileKind,
  indexFilePath,
  manifestProblem,
  type SearchManifest,
  type ShardData,
  type VocabularyData,
} from '../src/shared/search-index/files';
import { shardOfPages } from '../src/shared/search-index/page-terms';

/** The part of `fetch` we use, so that tests can hand in their own. */
export type FetchText = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{ ok: boolean; text(): Promise<string> }>;

/** First HASH_LENGTH hex digits of the SHA-256 of `text`; null where Web Crypto is missing (insecure origins). */
async function sha256(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let hex = '';
  for (const byte of digest.subarray(0, HASH_LENGTH / 2)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Fetches and parses one file; throws on a failed request, a hash mismatch or bad JSON. */
export async function fetchJson(
  fetchText: FetchText,
  url: string,
  hash: string,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await fetchText(url, { signal });
  if (!response.ok) throw new Error(`esmx-docs search: ${url} answered with an error`);
  const text = await response.text();
  const actual = await sha256(text);
  if (actual !== null && actual !== hash) throw new Error(`esmx-docs search: ${url} hashes to ${actual}, not ${hash}`);
  return JSON.parse(text);
}

/** The hash part of a manifest URL (`…/search_index.en.1a2b3c4d.json`), or '' when there is none. */
export function manifestHash(url: string): string {
  return /\.([0-9a-f]+)\.json$/.exec(url)?.[1] ?? '';
}

/** Fetches and checks a manifest. The hash is only checked when the URL carries one of the right length. */
export async function fetchManifest(fetchText: FetchText, url: string, signal: AbortSignal): Promise<SearchManifest> {
  const hash = manifestHash(url);
  const response = await fetchText(url, { signal });
  if (!response.ok) throw new Error(`esmx-docs search: ${url} answered with an error`);
  const text = await response.text();
  const actual = hash.length === HASH_LENGTH ? await sha256(text) : null;
  if (actual !== null && actual !== hash) throw new Error(`esmx-docs search: ${url} hashes to ${actual}, not ${hash}`);
  const manifest = JSON.parse(text) as unknown;
  const problem = manifestProblem(manifest);
  if (problem) throw new Error(`esmx-docs search: ${url} is not a search manifest (${problem})`);
  return manifest as SearchManifest;
}

export interface IndexFiles {
  /** The shard, fetched once; null if it failed this time. */
  shard(n: number): Promise<ShardData | null>;
  /** The fragment file, fetched once; null if it failed this time. */
  fragment(n: number): Promise<FragmentPage[] | null>;
  /** The vocabulary file, fetched once; null if it failed this time. */
  vocabulary(n: number): Promise<VocabularyData | null>;
}

/** The files of the index whose manifest was fetched from `manifestUrl`. */
export function indexFiles(
  manifest: SearchManifest,
  manifestUrl: string,
  fetchText: FetchText,
  signal: AbortSignal,
): IndexFiles {
  const dir = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const cache = new Map<string, Promise<unknown>>();
  const get = (kind: IndexFileKind, n: number, hashes: string) => {
    const hash = hashAt(hashes, n);
    const url = dir + indexFilePath(manifest.name, kind, n, hash);
    let file = cache.get(url);
    if (!file) {
      file = fetchJson(fetchText, url, hash, signal).catch(() => {
        cache.delete(url);
        return null;
      });
      cache.set(url, file);
    }
    return file;
  };
  const { inline } = manifest;
  // A small site's one shard is indexed from its pages at once (tens of ms for the seed site, in
  // Chinese), while the reader is still opening the search box, rather than on the first keystroke.
  const shard = inline ? shardOfPages(inline.pages) : null;
  return {
    shard: (n) => (shard ? Promise.resolve(shard) : (get('s', n, manifest.shardHashes) as Promise<ShardData | null>)),
    fragment: (n) =>
      inline ? Promise.resolve(inline.pages) : (get('f', n, manifest.fragmentHashes) as Promise<FragmentPage[] | null>),
    vocabulary: (n) => get('v', n, manifest.vocabularyHashes) as Promise<VocabularyData | null>,
  };
}
