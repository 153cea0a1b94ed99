/**
 * The one module that imports FlexSearch, used on both sides: the build makes the term → ids map of
 * each field in FlexSearch's export format (`createTermMap`, held to what `add` and `export` make);
 * the worker imports the parts of that map a query needs (shards) into an empty index with the same
 * options, and searches it, through FlexSearch's public API (`import`, `search`).
 *
 * Terms arrive already tokenized (tokenize.ts), so FlexSearch's encoder only splits on spaces, and
 * are indexed whole (the strict tokenizer): a forward (prefix) index answers a half-typed word by
 * itself but is about three times the size, and size is what a reader downloads. The worker finds
 * the whole words a prefix starts from the shards' sorted keys instead (worker/prefixes.ts).
 */
import { Document, Encoder } from 'flexsearch';

/** FlexSearch scoring slots (resolution 9) and minimum token length (1), the site's index defaults. */
const RESOLUTION = 9;
const MIN_TOKEN_LENGTH = 1;
/** FlexSearch's encoder drops longer tokens (its `maxlength` default). */
const MAX_TOKEN_LENGTH = 1024;
/** The indexed fields, strongest first. */
export const FIELDS = ['title', 'header', 'content'] as const;
export type Field = (typeof FIELDS)[number];

/** One key of a field's map with its ids per score slot: FlexSearch's export format. */
export type MapEntry = [term: string, slots: (number[] | null)[]];

/** What one indexed page holds: the terms of each field, space-separated. */
type IndexedPage = {
  id: number;
  title: string;
  header: string;
  content: string;
};

export type TermIndex = Document<IndexedPage>;

/** An empty index with the site's options. */
export function createTermIndex(): TermIndex {
  const encoder = new Encoder({
    normalize: false,
    split: ' ',
    numeric: false,
    dedupe: false,
    minlength: MIN_TOKEN_LENGTH,
    cache: false,
  });
  const field = (name: Field) => ({ field: name, tokenize: 'strict' as const, resolution: RESOLUTION, encoder });
  return new Document<IndexedPage>({ document: { id: 'id', index: FIELDS.map(field) as never } });
}

/**
 * Every key of every field with its ids, as FlexSearch exports them: what `createTermMap` must
 * match. Export is synchronous for an in-memory index; its keys name the field first (`content.1.map`).
 */
export function exportEntries(index: TermIndex): Record<Field, MapEntry[]> {
  const out: Record<Field, MapEntry[]> = { title: [], header: [], content: [] };
  index.export((key: string, data: string) => {
    const [field, , kind] = key.split('.');
    if (kind === 'map' && field in out) out[field as Field].push(...(JSON.parse(data) as MapEntry[]));
  });
  return out;
}

/** Adds the keys of one shard of one field to `index` (the worker's side); FlexSearch merges them. */
export function importEntries(index: TermIndex, field: Field, entries: MapEntry[]): void {
  // `import` takes the text `export` gave or, as its code reads, that text parsed: the worker has
  // parsed the shard already, and parsing it twice would cost more than the import itself.
  if (entries.length) index.import(`${field}.1.map`, entries as never);
}

/**
 * Ids holding every key in one field, in FlexSearch's rank order; with `suggest`, also ids holding
 * only some (best covered first).
 */
export function searchField(index: TermIndex, field: Field, keys: readonly string[], limit: number, suggest = false) {
  if (!keys.length) return [];
  const found = index.search(keys.join(' '), { index: field, limit, suggest }) as unknown as {
    result: number[];
  }[];
  return found[0]?.result ?? [];
}

/** The term maps of the indexed fields, as `exportEntries` gives them. */
export interface TermMap {
  /** Adds page `id` (ids ascending) with the terms of each field, unique, in text order. */
  add(id: number, fields: Record<Field, readonly string[]>): void;
  entries(): Record<Field, MapEntry[]>;
}

/** The slot `add` gives the `i`-th of `count` terms: the first in 0, the others spread over the resolution. */
function slotOf(i: number, count: number): number {
  if (!i) return 0;
  return count <= RESOLUTION ? i : (((RESOLUTION - 1) / count) * i + 1) | 0;
}

/**
 * Builds the map `createTermIndex` + `add` + `exportEntries` would, key for key and id for id, in a
 * quarter of the time, for the build and for a small site's worker. The one thing FlexSearch's API
 * does not do fast enough: its `add` re-splits and re-dedupes terms we have split and deduped
 * already, and spent 4 of the 7 s it took to index 10,000 Chinese pages (whose bigrams make about
 * three times the terms of English). The map is FlexSearch's export format, read back with
 * `import`; a property test (tests/unit/shared/search-index/flexsearch.test.ts) holds it to `add`.
 */
export function createTermMap(): TermMap {
  const maps = { title: new Map(), header: new Map(), content: new Map() } as Record<Field, Map<string, number[][]>>;
  return {
    add(id, fields) {
      for (const field of FIELDS) {
        const map = maps[field];
        const terms = fields[field].filter((t) => t.length >= MIN_TOKEN_LENGTH && t.length <= MAX_TOKEN_LENGTH);
        terms.forEach((term, i) => {
          const slot = slotOf(i, terms.length);
          let slots = map.get(term);
          if (!slots) map.set(term, (slots = []));
          (slots[slot] ??= []).push(id);
        });
      }
    },
    entries() {
      const out: Record<Field, MapEntry[]> = { title: [], header: [], content: [] };
      for (const field of FIELDS) {
        for (const [term, slots] of maps[field]) out[field].push([term, Array.from(slots, (ids) => ids ?? null)]);
      }
      return out;
    },
  };
}
