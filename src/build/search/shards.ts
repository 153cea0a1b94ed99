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

/** The JSON of one `MapEntry`: the key, then its pages by weight slot. */
function entryJson(
  term: string,
  field: number,
  postings: FieldPostings,
  t: number,
  lengths: readonly number[],
  average: number,
): string {
  const slots: number[][] = [];
  for (let i = postings.starts[t]; i < postings.starts[t + 1]; i++) {
    const page = postings.pages[i];
    const slot = weightSlot(FIELDS[field], postings.counts[i], lengths[page * FIELDS.length + field], average);
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
): string[] {
  const averages = FIELDS.map((_, f) => {
    const used: number[] = [];
    for (let i = f; i < lengths.length; i += FIELDS.length) if (lengths[i] >= 0) used.push(lengths[i]);
    return averageLength(used);
  });
  const live: number[] = [];
  for (let t = 0; t < terms.length; t++) {
    if (postings.some((p) => t + 1 < p.starts.length && p.starts[t + 1] > p.starts[t])) live.push(t);
  }
  live.sort((a, b) => (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
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
      const json = entryJson(terms[t], f, p, t, lengths, averages[f]);
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
