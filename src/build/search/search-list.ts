/**
 * The index list, `static/search_index.<lang>.<hash>.json`: every page of one language (and version)
 * as `{ id, title, content, toc, routePath }` and nothing more, the documented form of the search
 * index (see src/shared/search-index/files.ts). Every site has it; a small site's worker searches it
 * alone, with the places file beside it for the labels results show under titles.
 */
import { gzipSync } from 'node:zlib';
import type { SearchDoc } from '../../shared/search';
import type { PageMeta, PagePlace, PlacesData } from '../../shared/search-index/files';
import { contentHash } from '../content-hash';
import type { IndexFile } from './index-writer';

/**
 * Gzip bytes of the list up to which the worker is pointed at it (one request; the worker indexes
 * its pages with the build's own code), rather than at a sharded index. Counted in gzip bytes, what
 * a reader downloads, so that it holds for Chinese (about 1.5:1) as for English (3:1): with the
 * worker script (under 20 KB) a first query stays within 60 KB, and the worker indexes at most
 * about 130 KB of text.
 */
const LIST_BYTES = 40 * 1024;
/** A list this many times the budget, raw, is too big whatever gzip makes of it. */
const MAX_RATIO = 10;

/**
 * The list file of `docs`: each document with exactly the list's fields, whatever else it carries.
 *
 * @example
 * searchList('en', [{ id: '/a', title: 'A', content: 'A text', toc: [], routePath: '/a' }])
 * // { path: 'static/search_index.en.1a2b3c4d.json', data: '[{"id":"/a","title":"A",…,"routePath":"/a"}]' }
 */
export function searchList(name: string, docs: readonly SearchDoc[]): IndexFile {
  const entries: SearchDoc[] = docs.map(({ id, title, content, toc, routePath }) => ({
    id,
    title,
    content,
    toc,
    routePath,
  }));
  const data = JSON.stringify(entries);
  return { path: `static/search_index.${name}.${contentHash(data)}.json`, data };
}

/**
 * The places file of a list: page `i` of the list sits at `paths[i]` in the site, and its author
 * wrote `metas[i]` for search (left out where not set, the file stays small).
 *
 * @example
 * searchPlaces('en', [['Guide', 'Start']], [{ description: 'Set up a project' }])
 * // { path: 'static/search/en.places.5e6f7a8b.json', data: '[{"path":["Guide","Start"],"description":"Set up a project"}]' }
 */
export function searchPlaces(
  name: string,
  paths: readonly (readonly string[])[],
  metas: readonly PageMeta[] = [],
): IndexFile {
  const places: PlacesData = paths.map((path, i) => {
    const place: PagePlace = { path: [...path] };
    const { description, keywords } = metas[i] ?? {};
    if (description) place.description = description;
    if (keywords) place.keywords = keywords;
    return place;
  });
  const data = JSON.stringify(places);
  return { path: `static/search/${name}.places.${contentHash(data)}.json`, data };
}

/** Whether a list of `data` is small enough for the worker to fetch and index whole. */
export function servesList(data: string, budget = LIST_BYTES): boolean {
  return data.length <= budget * MAX_RATIO && gzipSync(data).length <= budget;
}

/**
 * Whether the list of `docs` is too large to serve whatever its JSON, told from their text alone:
 * a large site's shards can then be started before its list (seconds of JSON and hashing at
 * 10,000 pages) is made.
 */
export function outgrowsList(docs: readonly SearchDoc[]): boolean {
  let length = 0;
  for (const doc of docs) {
    length += doc.content.length + doc.title.length;
    if (length > LIST_BYTES * MAX_RATIO) return true;
  }
  return false;
}
