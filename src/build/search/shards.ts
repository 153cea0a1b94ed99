/**
 * Cuts the exported index into term-range shards: all keys of all fields sorted by code unit, then
 * cut whenever a shard reaches its byte budget. A key never spans two shards, so looking a key up
 * takes exactly one shard whichever field it is in; the words a prefix starts lie side by side,
 * mostly in one shard too.
 */

import type { ShardData } from '../../shared/search-index/files';
import { FIELDS, type Field, type MapEntry } from '../../shared/search-index/term-map';

/**
 * Raw JSON bytes per shard before a new one starts. Page-id lists compress about 3:1, so a shard
 * lands near 30–45 KB gzip on a large site; a small site fits in one.
 */
export const SHARD_BYTES = 120_000;

/** Shards and the first key of each (the first is always ''), in key order. */
export function cutShards(
  entries: Record<Field, MapEntry[]>,
  budget = SHARD_BYTES,
): { starts: string[]; shards: ShardData[] } {
  const byKey = new Map<string, { field: Field; entry: MapEntry; bytes: number }[]>();
  for (const field of FIELDS) {
    for (const entry of entries[field]) {
      const list = byKey.get(entry[0]) ?? [];
      if (!list.length) byKey.set(entry[0], list);
      list.push({ field, entry, bytes: JSON.stringify(entry).length + 1 });
    }
  }
  const keys = [...byKey.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const starts: string[] = [''];
  const empty = (): ShardData => ({ title: [], header: [], meta: [], content: [] });
  const shards: ShardData[] = [empty()];
  let size = 0;
  for (const key of keys) {
    const parts = byKey.get(key) ?? [];
    const bytes = parts.reduce((sum, part) => sum + part.bytes, 0);
    if (size > 0 && size + bytes > budget) {
      starts.push(key);
      shards.push(empty());
      size = 0;
    }
    const shard = shards[shards.length - 1];
    for (const { field, entry } of parts) shard[field].push(entry);
    size += bytes;
  }
  return { starts, shards };
}
