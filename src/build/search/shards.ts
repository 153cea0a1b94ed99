/**
 * Cuts the index into term-range shards: all keys of all fields sorted by code unit, then cut
 * whenever a shard reaches its byte budget. A key never spans two shards, so looking a key up
 * takes exactly one shard whichever field it is in; the words a prefix starts lie side by side,
 * mostly in one shard too.
 *
 * Shards are written as JSON text straight from the postings (a `ShardData` each, byte for byte what
 * `JSON.stringify` makes of it), one at a time: at 10,000 Chinese pages the entries as objects took
 * hundreds of megabytes that only lived to be stringified.
 */

import { averageLength, FIELDS, weightSlot } from '../../shared/search-index/term-map';
import type { FieldPostings } from './postings';

/**
 * Raw JSON bytes per shard before a new one starts. Page-id lists compress about 3:1, so a shard
 * lands near 30–45 KB gzip on a large site; a small site fits in one.
 */
export const SHARD_BYTES = 120_000;

/** Counts below this have their slot remembered per page (most terms occur a few times in a field). */
const REMEMBERED_COUNTS = 8;

/**
 * `weightSlot` of one field, remembered per page and count: it takes a logarithm, and cutting the shards
 * asked it once per posting (a million at 1,000 pages per language), half of the shards' time, while a
 * page's field has one length and most counts are small. The same function, so the same slots.
 */
function slotsOf(field: number, lengths: readonly number[], average: number) {
  const known = new Int8Array((lengths.length / FIELDS.length) * REMEMBERED_COUNTS).fill(-1);
  return (page: number, count: number): number => {
    const length = lengths[page * FIELDS.length + field];
    if (count >= REMEMBERED_COUNTS) return weightSlot(FIELDS[field], count, length, average);
    const at = page * REMEMBERED_COUNTS + count;
    if (known[at] < 0) known[at] = weightSlot(FIELDS[field], count, length, average);
    return known[at];
  };
}

/** The JSON of one `MapEntry`: the key, then its pages by weight slot. */
function entryJson(
  term: string,
  postings: FieldPostings,
  t: number,
  slotOf: (page: number, count: number) => number,
): string {
  const slots: number[][] = [];
  for (let i = postings.starts[t]; i < postings.starts[t + 1]; i++) {
    const page = postings.pages[i];
    const slot = slotOf(page, postings.counts[i]);
    while (slots.length <= slot) slots.push([]);
    slots[slot].push(page);
  }
  const parts = slots.map((pages) => (pages.length ? `[${pages.join(',')}]` : 'null'));
  return `[${JSON.stringify(term)},[${parts.join(',')}]]`;
}

/**
 * Cuts the shards of `postings` (per field, in `FIELDS` order, over `terms`), giving each to `shard` as
 * its JSON text as soon as it is complete, in key order; returns the first key of each (the first is
 * always ''). `lengths` holds each page's field lengths (see postings.ts). `keys` gets every key that
 * has a page. One shard's text is held at a time: at 10,000 Chinese pages they are tens of megabytes.
 */
export function cutShards(
  terms: readonly string[],
  postings: readonly FieldPostings[],
  lengths: readonly number[],
  shard: (json: string) => void,
  budget = SHARD_BYTES,
  keys?: (key: string) => void,
  /** Every term number sorted by term (see term-order.ts), when known: saves sorting them here. */
  order?: Int32Array,
): string[] {
  const averages = FIELDS.map((_, f) => {
    const used: number[] = [];
    for (let i = f; i < lengths.length; i += FIELDS.length) if (lengths[i] >= 0) used.push(lengths[i]);
    return averageLength(used);
  });
  const slots = FIELDS.map((_, f) => slotsOf(f, lengths, averages[f]));
  const isLive = (t: number) => postings.some((p) => t + 1 < p.starts.length && p.starts[t + 1] > p.starts[t]);
  const live: number[] = [];
  if (order) {
    for (const t of order) if (isLive(t)) live.push(t);
  } else {
    for (let t = 0; t < terms.length; t++) if (isLive(t)) live.push(t);
    live.sort((a, b) => (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
  }
  const starts: string[] = [''];
  let open: string[][] = FIELDS.map(() => []);
  const close = () => {
    shard(`{${FIELDS.map((field, f) => `"${field}":[${open[f].join(',')}]`).join(',')}}`);
    open = FIELDS.map(() => []);
  };
  let size = 0;
  for (const t of live) {
    keys?.(terms[t]);
    const parts: [number, string][] = [];
    let bytes = 0;
    postings.forEach((p, f) => {
      if (t + 1 >= p.starts.length || p.starts[t + 1] === p.starts[t]) return;
      const json = entryJson(terms[t], p, t, slots[f]);
      parts.push([f, json]);
      bytes += json.length + 1;
    });
    if (size > 0 && size + bytes > budget) {
      starts.push(terms[t]);
      close();
      size = 0;
    }
    for (const [f, json] of parts) open[f].push(json);
    size += bytes;
  }
  close();
  return starts;
}
