/**
 * Builds one language's (and version's) search index as pages finish, and writes its files (see
 * src/shared/search-index/files.ts). The build calls `add` for each page, in any order it likes,
 * then `files()` once: the writer keeps only what the index needs (the page's terms go straight
 * into FlexSearch; its title, route and section texts wait for the fragments).
 *
 * @example
 * const writer = createSearchIndexWriter('en');
 * for (const doc of docs) writer.add(doc);
 * const { manifest, files } = writer.files(); // manifest: 'static/search_index.en.1a2b3c4d.json'
 */
import { gzipSync } from 'node:zlib';
import type { SearchDoc } from '../../shared/search';
import {
  type FragmentPage,
  INDEX_FORMAT,
  type IndexFileKind,
  indexFilePath,
  type SearchManifest,
  type ShardData,
  type VocabularyData,
} from '../../shared/search-index/files';
import { createTermMap, FIELDS, type Field } from '../../shared/search-index/flexsearch';
import { pageTerms } from '../../shared/search-index/page-terms';
import { contentHash } from '../content-hash';
import { splitSections } from './sections';
import { cutShards, SHARD_BYTES } from './shards';
import { cutVocabulary } from './vocabulary';

export interface SearchIndexOptions {
  /** Raw bytes per shard (see shards.ts). */
  shardBytes?: number;
  /** Pages per fragment file; by default enough that there are at most `MAX_FRAGMENT_FILES`. */
  fragmentSize?: number;
  /** Gzip bytes of every page's fragment up to which the manifest carries the pages (0: never). */
  inlineBytes?: number;
  /** Raw bytes per vocabulary file (see vocabulary.ts). */
  vocabularyBytes?: number;
  /** A page's terms per field: `pageTerms`, or what remembers its results (see write-search-index.ts). */
  termsOf?: (page: FragmentPage) => Record<Field, string[]>;
}

/** Caps the manifest's list of fragment hashes (9 bytes each) near 20 KB. */
const MAX_FRAGMENT_FILES = 2500;
/**
 * A seed-sized site (a few dozen pages) is searched from the manifest alone, which then carries
 * its pages' fragments (the index is made from them in the worker). Counted in gzip bytes, what a
 * reader downloads, so that it holds for Chinese (about 1.5:1) as for English (3:1): with the
 * worker script (~18 KB) a first query stays under 60 KB, and the worker indexes at most about
 * 130 KB of text.
 */
const INLINE_BYTES = 40 * 1024;
/** Fragments this many times the budget, raw, are too big to inline whatever gzip makes of them. */
const MAX_RATIO = 10;

interface IndexFile {
  /** Path under the site root, e.g. `static/search/en.s0.1a2b3c4d.json`. */
  path: string;
  data: string;
}

export interface SearchIndexWriter {
  /** Adds a page; `path` is where it sits in the site (navbar section, sidebar groups, its own entry). */
  add(doc: SearchDoc, path?: readonly string[]): void;
  /** The manifest's path and every file to write (the manifest included). */
  files(): { manifest: string; files: IndexFile[] };
}

/** Whether the manifest should carry `pages`: their fragments come to at most `budget` bytes gzip. */
function inlines(pages: readonly FragmentPage[], budget: number): boolean {
  // Page by page, so that a large site stops early instead of writing all its text out once more.
  let length = 0;
  for (const page of pages) {
    length += JSON.stringify(page).length + 1;
    if (length > budget * MAX_RATIO) return false;
  }
  return gzipSync(JSON.stringify(pages)).length <= budget;
}

export function createSearchIndexWriter(name: string, options: SearchIndexOptions = {}): SearchIndexWriter {
  const terms = createTermMap();
  const pages: FragmentPage[] = [];

  return {
    add(doc, path = []) {
      const { pages: [page] = [], sections } = splitSections([doc]);
      if (!page) return;
      const anchor = (link: string) => link.slice(link.indexOf('#') + 1);
      const fragment: FragmentPage = [
        page.title,
        page.routePath,
        sections.map((s) => [s.isHeading ? s.header : '', s.isHeading ? anchor(s.link) : '', s.text, s.depth]),
        [...path],
      ];
      terms.add(pages.length, (options.termsOf ?? pageTerms)(fragment));
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
            out.push({ path: `static/${indexFilePath(name, kind, n, hash)}`, data });
            return hash;
          })
          .join('');
      const manifest: SearchManifest = {
        format: INDEX_FORMAT,
        name,
        pages: pages.length,
        shardStarts: [''],
        shardHashes: '',
        fragmentSize: Math.max(1, pages.length),
        fragmentHashes: '',
        vocabularyStarts: vocabulary.starts,
        vocabularyHashes: '',
      };
      if (inlines(pages, options.inlineBytes ?? INLINE_BYTES)) manifest.inline = { pages };
      else {
        const { starts, shards } = cutShards(entries, options.shardBytes ?? SHARD_BYTES);
        const size = options.fragmentSize ?? Math.max(1, Math.ceil(pages.length / MAX_FRAGMENT_FILES));
        const fragments: FragmentPage[][] = [];
        for (let i = 0; i < pages.length; i += size) fragments.push(pages.slice(i, i + size));
        manifest.shardStarts = starts;
        manifest.shardHashes = hashes('s', shards);
        manifest.fragmentSize = size;
        manifest.fragmentHashes = hashes('f', fragments);
      }
      manifest.vocabularyHashes = hashes('v', vocabulary.files);
      const data = JSON.stringify(manifest);
      const path = `static/search_index.${name}.${contentHash(data)}.json`;
      return { manifest: path, files: [{ path, data }, ...out] };
    },
  };
}
