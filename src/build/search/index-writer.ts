/**
 * Builds one language's (and version's) sharded search index as pages finish, and writes its files
 * (see src/shared/search-index/files.ts): what a site too large to search from its list gets. The
 * build calls `add` for each page, then `files()` once: the writer keeps only what the index needs (the
 * page's terms go into the postings, its title, route and sections as its fragment's JSON). A rebuild
 * after an edit starts from the last build's postings instead (see index-state.ts) and calls `emitIndexFiles`.
 *
 * @example
 * const writer = createSearchIndexWriter('en');
 * for (const doc of docs) writer.add(doc);
 * const { manifest, files } = writer.files(); // manifest: 'static/search/en.manifest.1a2b3c4d.json'
 */
import {
  INDEX_FORMAT,
  type IndexFileKind,
  indexFileName,
  type PageMeta,
  type SearchManifest,
} from '../../shared/search-index/files';
import { fragmentPage } from '../../shared/search-index/fragment-page';
import { pageTerms } from '../../shared/search-index/page-terms';
import { contentHash } from '../content-hash';
import type { IndexedDoc } from './documents';
import { Postings } from './postings';
import { cutShards, SHARD_BYTES } from './shards';
import { cutVocabulary } from './vocabulary';

export interface SearchIndexOptions {
  /** Raw bytes per shard (see shards.ts). */
  shardBytes?: number;
  /** Pages per fragment file; by default enough that there are at most `MAX_FRAGMENT_FILES`. */
  fragmentSize?: number;
  /** Raw bytes per vocabulary file (see vocabulary.ts). */
  vocabularyBytes?: number;
  /** The postings' term numbers sorted by term, when known (see term-order.ts). */
  termOrder?: Int32Array;
}

/** Caps the manifest's list of fragment hashes (9 bytes each) near 20 KB. */
const MAX_FRAGMENT_FILES = 2500;

/** One file to write, its path under the site root (e.g. `static/search/en.s0.1a2b3c4d.json`). */
export interface IndexFile {
  path: string;
  data: string;
}

/** A sharded index: the path of its manifest, and every file to write (the manifest first). */
interface ShardedIndex {
  manifest: string;
  files: IndexFile[];
}

export interface SearchIndexWriter {
  /**
   * Adds a page; `path` is where it sits in the site (navbar section, sidebar groups, its own entry).
   * Its description and keywords are indexed, not kept in its fragment: no result shows them.
   */
  add(doc: IndexedDoc, path?: readonly string[]): void;
  files(): ShardedIndex;
  /** Gives out the files one by one, as `emitIndexFiles` does, and returns the manifest's path. */
  emit(emit: (file: IndexFile) => void): string;
}

/**
 * Page `page` of an index: its fragment's JSON (null for a document that is not a page) after adding its
 * terms to `postings`.
 */
export function addPage(
  postings: Postings,
  page: number,
  doc: IndexedDoc,
  path: readonly string[] = [],
): string | null {
  const fragment = fragmentPage(doc, path);
  if (!fragment) return null;
  const meta: PageMeta = { description: doc.description, keywords: doc.keywords };
  postings.add(page, pageTerms(fragment, meta));
  return JSON.stringify(fragment);
}

export function createSearchIndexWriter(name: string, options: SearchIndexOptions = {}): SearchIndexWriter {
  const postings = new Postings();
  const fragments: string[] = [];
  return {
    add(doc, path = []) {
      const fragment = addPage(postings, fragments.length, doc, path);
      if (fragment !== null) fragments.push(fragment);
    },
    files: () => indexFiles(name, postings, fragments, options),
    emit: (emit) => emitIndexFiles(name, postings, fragments, emit, options),
  };
}

/**
 * Gives out the files of an index whose page `i` has its terms in `postings` and its fragment's JSON at
 * `fragments[i]`, each to `emit` as soon as it is made (shards, fragments, vocabulary, then the manifest,
 * which names them all by hash), and returns the manifest's path. A build running it in a worker writes
 * each file as it comes rather than receiving them all at once: at 10,000 pages they are a hundred
 * megabytes of text per language, held twice (in the worker and on their way) when returned whole.
 */
export function emitIndexFiles(
  name: string,
  postings: Postings,
  fragments: readonly string[],
  emit: (file: IndexFile) => void,
  options: SearchIndexOptions = {},
): string {
  const kind = (k: IndexFileKind) => {
    let n = 0;
    let hashes = '';
    return {
      add(data: string) {
        const hash = contentHash(data);
        emit({ path: `static/search/${indexFileName(name, k, n++, hash)}`, data });
        hashes += hash;
      },
      get hashes() {
        return hashes;
      },
    };
  };
  const keys: string[] = [];
  const shards = kind('s');
  const starts = cutShards(
    postings.terms,
    postings.freeze(),
    postings.fieldLengths,
    (shard) => shards.add(shard),
    options.shardBytes ?? SHARD_BYTES,
    (key) => keys.push(key),
    options.termOrder,
  );
  const size = options.fragmentSize ?? Math.max(1, Math.ceil(fragments.length / MAX_FRAGMENT_FILES));
  const fragmentFiles = kind('f');
  for (let i = 0; i < fragments.length; i += size) fragmentFiles.add(`[${fragments.slice(i, i + size).join(',')}]`);
  const vocabulary = cutVocabulary(keys, options.vocabularyBytes);
  const words = kind('v');
  for (const file of vocabulary.files) words.add(JSON.stringify(file));
  const manifest: SearchManifest = {
    format: INDEX_FORMAT,
    name,
    pages: fragments.length,
    shardStarts: starts,
    shardHashes: shards.hashes,
    fragmentSize: size,
    fragmentHashes: fragmentFiles.hashes,
    vocabularyStarts: vocabulary.starts,
    vocabularyHashes: words.hashes,
  };
  const data = JSON.stringify(manifest);
  const path = `static/search/${name}.manifest.${contentHash(data)}.json`;
  emit({ path, data });
  return path;
}

/** `emitIndexFiles`, all files at once: the manifest's path, and every file (the manifest first). */
function indexFiles(
  name: string,
  postings: Postings,
  fragments: readonly string[],
  options: SearchIndexOptions = {},
): ShardedIndex {
  const files: IndexFile[] = [];
  const manifest = emitIndexFiles(name, postings, fragments, (file) => files.push(file), options);
  const last = files.pop() as IndexFile;
  return { manifest, files: [last, ...files] };
}
