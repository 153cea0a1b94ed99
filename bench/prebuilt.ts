/**
 * The alternative to building the index in the worker: ship a FlexSearch export made at build time
 * and import it. The index is the engine's own (`emptyIndex` + `fillIndex` from worker/engine.ts),
 * so the comparison is like for like: same encoder, fields, tokenizer, resolution and terms.
 */
import type { SearchDoc } from '../src/shared/search';
import { emptyIndex, fillIndex } from '../worker/engine';
import { splitSections } from '../worker/sections';

/**
 * What a build step would ship next to the documents: FlexSearch's export of the engine's index,
 * as one JSON text of `[key, data]` pairs; also a lookup in the index it came from, to check an
 * import against.
 *
 * @example const { exported } = exportIndex(site.en); exported.length; // bytes to ship, before gzip
 */
export function exportIndex(docs: readonly SearchDoc[]): { exported: string; search: (query: string) => unknown } {
  const { pages, sections } = splitSections(docs);
  const index = emptyIndex();
  fillIndex(index, pages, sections);
  const pairs: [string, string][] = [];
  index.export((key, data) => {
    pairs.push([key, data]);
  });
  return { exported: JSON.stringify(pairs), search: (query) => index.search(query, { limit: 100 }) };
}

/**
 * The worker's work on the prebuilt path: parse the documents (still needed for titles, snippets
 * and highlights), cut them into sections, and import the exported index.
 */
export function importIndex(
  docsJson: string,
  exported: string,
): { sections: number; search: (query: string) => unknown } {
  const { sections } = splitSections(JSON.parse(docsJson) as SearchDoc[]);
  const index = emptyIndex();
  for (const [key, data] of JSON.parse(exported) as [string, string][]) index.import(key, data);
  return { sections: sections.length, search: (query) => index.search(query, { limit: 100 }) };
}
