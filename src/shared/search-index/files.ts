/**
 * The files of one language's (and version's) prebuilt search index, as the build writes them and
 * the worker reads them. All are JSON with a content hash in their name, so hosts may cache them
 * for a year:
 *
 * - the list, `static/search_index.<lang>.<hash>.json`: every page as `{ id, title, content, toc,
 *   routePath }` (a `SearchDoc`) and nothing else. It is the documented form, for other tools too,
 *   and the one index file a small site's worker fetches: it cuts and indexes the pages itself (see
 *   fragment-page.ts and page-terms.ts);
 * - places, `static/search/<lang>.places.<hash>.json`, beside a list the worker searches: for each of
 *   its pages, in list order (`PlacesData`), where it sits in the site (which results show under
 *   titles) and the description and keywords its author wrote (indexed, shown nowhere);
 * - the manifest, `static/search/<lang>.manifest.<hash>.json`, only for a site too large for that:
 *   counts, shard boundaries, and the hash of every file below. The worker starts from it instead
 *   and never fetches the list;
 * - shards, `static/search/<lang>.s<n>.<hash>.json`: a range of the index's keys (in code unit
 *   order), each with its page ids by weight, per field (see term-map.ts);
 * - fragments, `static/search/<lang>.f<n>.<hash>.json`: a run of pages (title, route, sections),
 *   what hits, highlights and snippets are made from, fetched only for the pages shown;
 * - vocabulary, `static/search/<lang>.v<n>.<hash>.json`: the index's Latin words of a range of
 *   lengths (see vocabulary.ts), fetched only to correct a word that matches nothing as typed.
 */
import type { Field, MapEntry } from './term-map';

/** Bumped whenever the layout of these files changes: a worker refuses a manifest it cannot read. */
export const INDEX_FORMAT = 5;
/** Length of the hex content hashes in file names. */
export const HASH_LENGTH = 8;

/** One shard: the keys from its `from` up to the next shard's, per field. */
export type ShardData = Record<Field, MapEntry[]>;

/**
 * One section of a page: heading text, id and depth (empty, empty and 1 before the first heading),
 * tidy text.
 */
type FragmentSection = [header: string, id: string, text: string, depth: number];
/**
 * One page as fragments hold it; `path` is where the page sits in the site, from the navbar's
 * section down through the sidebar's groups to the page's own entry (`['API', 'Core', 'RenderContext']`).
 */
export type FragmentPage = [title: string, routePath: string, sections: FragmentSection[], path: string[]];
/** What a page's author wrote for search: front matter `description`, `head` meta `keywords`. */
export interface PageMeta {
  description?: string;
  keywords?: string;
}
/** One page of a list: where it sits in the site (`FragmentPage`'s path), and its `PageMeta`. */
export interface PagePlace extends PageMeta {
  path: string[];
}
/** The places of a list's pages, in the list's order. */
export type PlacesData = PagePlace[];
/** Words of a range of lengths, sorted, separated by single spaces. */
export type VocabularyData = string;

export interface SearchManifest {
  format: typeof INDEX_FORMAT;
  /** File name prefix of the shards and fragments: `<lang>` or `<lang>.<version>`. */
  name: string;
  pages: number;
  /** First key of each shard, ascending; the first is always ''. */
  shardStarts: string[];
  /** Hash of each shard file, in order, concatenated (HASH_LENGTH hex digits each). */
  shardHashes: string;
  /** Pages per fragment file: fragment `n` holds pages `n * fragmentSize` onwards. */
  fragmentSize: number;
  /** Hash of each fragment file, concatenated like `shardHashes`. */
  fragmentHashes: string;
  /** Shortest word length of each vocabulary file, ascending (a file holds lengths up to the next's start). */
  vocabularyStarts: number[];
  /** Hash of each vocabulary file, concatenated like `shardHashes`. */
  vocabularyHashes: string;
}

/** Shard, fragment or vocabulary file. */
export type IndexFileKind = 's' | 'f' | 'v';

/** Name of a file of the index in `static/search/`, the folder that holds the manifest too. */
export function indexFileName(name: string, kind: IndexFileKind, n: number, hash: string): string {
  return `${name}.${kind}${n}.${hash}.json`;
}

/** The `n`-th hash of a concatenated hash list. */
export function hashAt(hashes: string, n: number): string {
  return hashes.slice(n * HASH_LENGTH, (n + 1) * HASH_LENGTH);
}

/**
 * The shard holding `key`: the last one starting at or before it (keys sort by code unit, as the
 * build sorts them).
 *
 * @example shardOf(['', 'm', 'x'], 'render') // 1
 */
export function shardOf(starts: readonly string[], key: string): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= key) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Why `value` is not a manifest this worker can read, or null when it is. */
export function manifestProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object') return 'not an object';
  const m = value as Partial<SearchManifest>;
  if (m.format !== INDEX_FORMAT) return `format ${String(m.format)}, expected ${INDEX_FORMAT}`;
  if (typeof m.name !== 'string' || !Number.isInteger(m.pages) || (m.pages as number) < 0) return 'bad name or count';
  const starts = m.shardStarts;
  if (!Array.isArray(starts) || !starts.length || starts[0] !== '') return 'bad shard starts';
  if (starts.some((s, i) => typeof s !== 'string' || (i > 0 && s <= starts[i - 1])))
    return 'shard starts not ascending';
  if (typeof m.shardHashes !== 'string' || m.shardHashes.length !== starts.length * HASH_LENGTH) {
    return 'bad shard hashes';
  }
  if (!Number.isInteger(m.fragmentSize) || (m.fragmentSize as number) < 1) return 'bad fragment size';
  const fragments = Math.ceil((m.pages as number) / (m.fragmentSize as number));
  if (typeof m.fragmentHashes !== 'string' || m.fragmentHashes.length !== fragments * HASH_LENGTH) {
    return 'bad fragment hashes';
  }
  const lengths = m.vocabularyStarts;
  if (!Array.isArray(lengths) || lengths.some((n, i) => !Number.isInteger(n) || (i > 0 && n <= lengths[i - 1]))) {
    return 'bad vocabulary starts';
  }
  if (typeof m.vocabularyHashes !== 'string' || m.vocabularyHashes.length !== lengths.length * HASH_LENGTH) {
    return 'bad vocabulary hashes';
  }
  return null;
}
