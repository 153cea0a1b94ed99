/**
 * Builds one language's (and version's) sharded search index as pages finish, and writes its files
 * (see src/shared/search-index/files.ts): what a site too large to search from its list gets. The
 * build calls `add` for each page, in any order it likes, then `files()` once: the writer keeps only
 * what the index needs (the page's terms go straight into FlexSearch; its title, route and section
 * texts wait for the fragments).
 *
 * @example
 * const writer = createSearchIndexWriter('en');
 * for (const doc of docs) writer.add(doc);
 * const { manifest, files } = writer.files(); // manifest: 'static/search/en.manifest.1a2b3c4d.json'
 */
import {
  type FragmentPage,
  INDEX_FORMAT,
  type IndexFileKind,
  indexFileName,
  type PageMeta,
  type SearchManifest,
  type ShardData,
  type VocabularyData,
} from '../../shared/search-index/files';
import { fragmentPage } from '../../shared/search-index/fragment-page';
import { pageTerms } from '../../shared/search-index/page-terms';
import { createTermMap, FIELDS, type Field } from '../../shared/search-index/term-map';
import type { FieldTerms } from '../../shared/search-index/tokenize';
import { contentHash } from '../content-hash';
import type { IndexedDoc } from './documents';
import { cutShards, SHARD_BYTES } from './shards';
import { cutVocabulary } from './vocabulary';

export interface SearchIndexOptions {
  /** Raw bytes per shard (see shards.ts). */
  shardBytes?: number;
  /** Pages per fragment file; by default enough that there are at most `MAX_FRAGMENT_FILES`. */
  fragmentSize?: number;
  /** Raw bytes per vocabulary file (see vocabulary.ts). */
  vocabularyBytes?: number;
  /** A page's terms per field: `pageTerms`, or what remembers its results (see write-search-index.ts). */
  termsOf?: (page: FragmentPage, meta: PageMeta) => Record<Field, FieldTerms>;
}

/** Caps the manifest's list of fragment hashes (9 bytes each) near 20 KB. */
const MAX_FRAGMENT_FILES = 2500;

/** One file to write, its path under the site root (e.g. `static/search/en.s0.1a2b3c4d.json`). */
export interface IndexFile {
  path: string;
  data: string;
}

/** A sharded index: the path of its manifest, and every file to write (the manifest first). */
export interface ShardedIndex {
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
}

export function createSearchIndexWriter(name: string, options: SearchIndexOptions = {}): SearchIndexWriter {
  const terms = createTermMap();
  const pages: FragmentPage[] = [];

  return {
    add(doc, path = []) {
      const fragment = fragmentPage(doc, path);
      if (!fragment) return;
      const meta: PageMeta = { description: doc.description, keywords: doc.keywords };
      terms.add(pages.length, (options.termsOf ?? pageTerms)(fragment, meta));
      pages.push(fragment);
    },

    files() {
      const entries = terms.entries();
      const vocabulary = cutVocabulary(
        new Set(FIELDS.flatMap((field) => entries[field].map(([key]) => key))),
        options.vocabularyBytes,
      );
      const out: IndexFile[] = [];
      const hashes = (kind: IndexFileKind, parts: (ShardData | FragmentPage[] | VocabularyData)[]) =>
        parts
          .map((part, n) => {
            const data = JSON.stringify(part);
            const hash = contentHash(data);
            out.push({ path: `static/search/${indexFileName(name, kind, n, hash)}`, data });
            return hash;
          })
          .join('');
      const { starts, shards } = cutShards(entries, options.shardBytes ?? SHARD_BYTES);
      const size = options.fragmentSize ?? Math.max(1, Math.ceil(pages.length / MAX_FRAGMENT_FILES));
      const fragments: FragmentPage[][] = [];
      for (let i = 0; i < pages.length; i += size) fragments.push(pages.slice(i, i + size));
      const manifest: SearchManifest = {
        format: INDEX_FORMAT,
        name,
        pages: pages.length,
        shardStarts: starts,
        shardHashes: hashes('s', shards),
        fragmentSize: size,
        fragmentHashes: hashes('f', fragments),
        vocabularyStarts: vocabulary.starts,
        vocabularyHashes: hashes('v', vocabulary.files),
      };
      const data = JSON.stringify(manifest);
      const path = `static/search/${name}.manifest.${contentHash(data)}.json`;
      return { manifest: path, files: [{ path, data }, ...out] };
    },
  };
}
