/**
 * The pages holding a key, read from the loaded shards into tables made once per engine and reused
 * by every query: a key's pages, and each page's normalized count per field (term-map.ts).
 *
 * On a large site a query's keys, prefix expansions included, are on tens of thousands of
 * (page, field) pairs. A map and an object per page made every query allocate that much and left
 * most of its time to the garbage collector; here nothing per page is allocated.
 */
import { FIELDS, slotWeight } from '../src/shared/search-index/term-map';
import type { LoadedShards } from './shards';

/** Prefixes whose page counts are remembered; more, and they are all forgotten at once. */
const MAX_UNIONS = 256;

/** Fields per page in `weights`, in FIELDS order. */
export const FIELD_COUNT = FIELDS.length;
const CONTENT = FIELDS.indexOf('content');

/**
 * Pages holding a key (or every key of a CJK word): `pages[0…count)`, in no set order, and each
 * one's normalized count in field `f` at `weights[page · FIELD_COUNT + f]` (0 where the field lacks
 * it). A view into shared tables: valid until the next `one` or `all`.
 */
export interface KeyPages {
  count: number;
  pages: Int32Array;
  weights: Float64Array;
}

export interface KeyPageTables {
  /** The pages holding `key`. */
  one(key: string): KeyPages;
  /** How many pages hold `key` (its document frequency), remembered once its shard is in. */
  count(key: string): number;
  /**
   * The pages holding every one of `keys` (a CJK word's bigrams): per field the weakest key's count;
   * where the bigrams are spread over fields, the word is still on the page: counted as text.
   */
  all(keys: readonly string[]): KeyPages;
  /** How many pages hold some one of `keys` (`count`), and how many hold each (`each`). */
  union(keys: readonly string[]): { count: number; each: number[] };
}

/** Tables for an index of `total` pages; page ids outside it (a damaged shard) are skipped. */
export function keyPageTables(shards: LoadedShards, total: number): KeyPageTables {
  const size = Math.max(0, total);
  const key: KeyPages = { count: 0, pages: new Int32Array(size), weights: new Float64Array(size * FIELD_COUNT) };
  const every: KeyPages = { count: 0, pages: new Int32Array(size), weights: new Float64Array(size * FIELD_COUNT) };
  // A page is in the current view when its stamp is the view's: no clearing between keys.
  const stamps = new Uint32Array(size);
  let stamp = 0;
  const heldStamps = new Uint32Array(size);
  let heldStamp = 0;

  const one = (term: string): KeyPages => {
    stamp++;
    let count = 0;
    const { pages, weights } = key;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const slots = shards.postings(FIELDS[f], term);
      if (!slots) continue;
      for (let slot = 0; slot < slots.length; slot++) {
        const ids = slots[slot];
        if (!Array.isArray(ids)) continue;
        const weight = slotWeight(slot);
        for (let i = 0; i < ids.length; i++) {
          const page = ids[i];
          if (!(page >= 0 && page < size && page === (page | 0))) continue;
          const at = page * FIELD_COUNT;
          if (stamps[page] !== stamp) {
            stamps[page] = stamp;
            pages[count++] = page;
            for (let g = 0; g < FIELD_COUNT; g++) weights[at + g] = 0;
          }
          weights[at + f] = weight;
        }
      }
    }
    key.count = count;
    return key;
  };

  // A key lives in one shard, loaded once and never changed: its count holds for the session.
  const counts = new Map<string, number>();
  const count = (term: string) => {
    let n = counts.get(term);
    if (n === undefined) {
      n = one(term).count;
      if (n > 0) counts.set(term, n);
    }
    return n;
  };

  // The rarest key first: only its pages can hold every key, so each other key is checked on those
  // alone, and a word whose bigrams meet on few pages (a phrase, most often) costs few writes.
  const all = (terms: readonly string[]): KeyPages => {
    if (terms.length === 1) return one(terms[0]);
    const { pages, weights } = every;
    const order = [...terms].sort((a, b) => count(a) - count(b));
    const first = order.length ? one(order[0]) : { count: 0, pages, weights };
    let kept = first.count;
    heldStamp++;
    for (let i = 0; i < kept; i++) {
      const page = first.pages[i];
      const at = page * FIELD_COUNT;
      pages[i] = page;
      heldStamps[page] = heldStamp;
      for (let f = 0; f < FIELD_COUNT; f++) weights[at + f] = first.weights[at + f];
    }
    // `key`'s table is free once the first key is copied: it holds each next key's weights on the kept pages.
    const found = key.weights;
    for (let k = 1; k < order.length && kept; k++) {
      stamp++;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const slots = shards.postings(FIELDS[f], order[k]);
        if (!slots) continue;
        for (let slot = 0; slot < slots.length; slot++) {
          const ids = slots[slot];
          if (!Array.isArray(ids)) continue;
          const weight = slotWeight(slot);
          for (let i = 0; i < ids.length; i++) {
            const page = ids[i];
            // Ids outside the index never carry the stamp (a damaged shard's are skipped here).
            if (heldStamps[page] !== heldStamp) continue;
            const at = page * FIELD_COUNT;
            if (stamps[page] !== stamp) {
              stamps[page] = stamp;
              for (let g = 0; g < FIELD_COUNT; g++) found[at + g] = 0;
            }
            found[at + f] = weight;
          }
        }
      }
      let still = 0;
      for (let i = 0; i < kept; i++) {
        const page = pages[i];
        if (stamps[page] !== stamp) {
          heldStamps[page] = 0;
          continue;
        }
        pages[still++] = page;
        const at = page * FIELD_COUNT;
        for (let f = 0; f < FIELD_COUNT; f++) weights[at + f] = Math.min(weights[at + f], found[at + f]);
      }
      kept = still;
    }
    key.count = 0;
    // Where the bigrams are spread over fields, the word is still on the page: counted as text.
    for (let i = 0; i < kept; i++) {
      const at = pages[i] * FIELD_COUNT;
      let any = false;
      for (let f = 0; f < FIELD_COUNT; f++) any ||= weights[at + f] > 0;
      if (!any) weights[at + CONTENT] = slotWeight(2);
    }
    every.count = kept;
    return every;
  };

  // The same for a prefix's words: as it is typed and typed again, its expansions stay the same.
  const unions = new Map<string, { count: number; each: number[] }>();
  const union = (terms: readonly string[]) => {
    const id = terms.join('\n');
    const known = unions.get(id);
    if (known) return known;
    heldStamp++;
    let count = 0;
    const each = terms.map((term) => {
      const found = one(term);
      for (let i = 0; i < found.count; i++) {
        const page = found.pages[i];
        if (heldStamps[page] === heldStamp) continue;
        heldStamps[page] = heldStamp;
        count++;
      }
      return found.count;
    });
    const out = { count, each };
    if (each.every((n) => n > 0)) {
      if (unions.size >= MAX_UNIONS) unions.clear();
      unions.set(id, out);
    }
    return out;
  };

  return { one, count, all, union };
}
