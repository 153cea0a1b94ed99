import { createHash } from 'node:crypto';
import type { SearchDoc } from '../../shared/search';
import { cacheKey, type PageCache } from '../cache/page-cache';
import { createSearchIndexWriter } from './index-writer';

export interface SearchIndexInput {
  /** The index's name: a language (and version). */
  name: string;
  docs: SearchDoc[];
  /** Where a page sits in the site (see site-path.ts). */
  pathOf: (route: string) => string[];
  /** Called between documents; the build yields to its render workers there. */
  breathe: () => Promise<void>;
  write: (path: string, data: string) => void;
  /** With a cache, an index whose documents and generator are unchanged is written from it, not rebuilt. */
  cache?: { store: PageCache; generator: string };
}

/**
 * Writes one language's search index files and returns the manifest's path. Indexing is the slowest
 * step of a build left on the main thread (seconds at a thousand pages), and a rebuild after an edit in
 * one language must not pay it for the others, so each index is cached under a key made of every one of
 * its documents and their places in the site.
 */
export async function writeSearchIndex(input: SearchIndexInput): Promise<string> {
  const { name, docs, pathOf, breathe, write, cache } = input;
  const paths = docs.map((doc) => pathOf(doc.routePath));
  let key: string | undefined;
  if (cache) {
    const inputs = createHash('sha256');
    docs.forEach((doc, i) => {
      inputs.update(JSON.stringify([doc, paths[i]])).update('\n');
    });
    key = cacheKey('search-index', cache.generator, name, inputs.digest('hex'));
    const hit = cache.store.get(key);
    const manifest = hit?.get(MANIFEST)?.toString('utf8');
    if (hit && manifest) {
      for (const [path, data] of hit) if (path !== MANIFEST) write(path, data.toString('utf8'));
      return manifest;
    }
  }
  const writer = createSearchIndexWriter(name);
  for (const [i, doc] of docs.entries()) {
    writer.add(doc, paths[i]);
    await breathe();
  }
  const { manifest, files } = writer.files();
  for (const file of files) write(file.path, file.data);
  if (cache && key)
    cache.store.set(key, { [MANIFEST]: manifest, ...Object.fromEntries(files.map((f) => [f.path, f.data])) });
  return manifest;
}

/** The cache part naming the manifest; no index file path starts with `@`. */
const MANIFEST = '@manifest';
