/**
 * The alternative to building the index in the worker: ship a FlexSearch export made at build time
 * and import it. To compare like with like this builds the very index worker/engine.ts builds (same
 * Encoder, fields, tokenizer, resolution and terms), exports it, and imports it into a fresh one.
 *
 * It mirrors createEngine's index set-up on purpose (the engine does not expose its Document);
 * if engine.ts changes its FlexSearch options, change them here too.
 */
import { Document, Encoder } from 'flexsearch';
import type { SearchDoc } from '../src/shared/search';
import { MIN_TOKEN_LENGTH, RESOLUTION } from '../worker/engine';
import { splitSections } from '../worker/sections';
import { indexTerms } from '../worker/tokenize';

type SectionDoc = { id: number; title: string; header: string; content: string };

function emptyIndex(): Document<SectionDoc> {
  const encoder = new Encoder({ normalize: false, split: ' ', numeric: false, dedupe: false, minlength: MIN_TOKEN_LENGTH, cache: false });
  const field = (name: string) => ({ field: name, tokenize: 'forward' as const, resolution: RESOLUTION, encoder });
  return new Document<SectionDoc>({ document: { id: 'id', index: ['title', 'header', 'content'].map(field) as never } });
}

/**
 * What a build step would ship next to the documents: FlexSearch's export of the engine's index,
 * as one JSON text of `[key, data]` pairs.
 *
 * @example const exported = exportIndex(site.en); exported.length; // bytes to ship, before gzip
 */
export function exportIndex(docs: readonly SearchDoc[]): string {
  const { pages, sections } = splitSections(docs);
  const index = emptyIndex();
  sections.forEach((s, id) => {
    const first = id === 0 || sections[id - 1].page !== s.page;
    index.add({
      id,
      title: first ? indexTerms(pages[s.page].title).join(' ') : '',
      header: s.isHeading ? indexTerms(s.header).join(' ') : '',
      content: indexTerms(s.text).join(' '),
    });
  });
  const pairs: [string, string][] = [];
  index.export((key, data) => {
    pairs.push([key, data]);
  });
  return JSON.stringify(pairs);
}

/**
 * The worker's work on the prebuilt path: parse the documents (still needed for titles, snippets
 * and highlights), cut them into sections, and import the exported index.
 */
export function importIndex(docsJson: string, exported: string): { sections: number; search: (query: string) => unknown } {
  const { sections } = splitSections(JSON.parse(docsJson) as SearchDoc[]);
  const index = emptyIndex();
  for (const [key, data] of JSON.parse(exported) as [string, string][]) index.import(key, data);
  return { sections: sections.length, search: (query) => index.search(query, { limit: 100 }) };
}
