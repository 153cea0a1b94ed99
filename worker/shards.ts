/**
 * The part of the index loaded so far: each fetched shard's postings (key → pages by weight, per
 * field), and each shard's keys in order, for prefixes. A key lives in exactly one shard, so a word
 * takes one shard; the first words a prefix starts take one too, unless they straddle a boundary.
 * Which words a prefix stands for does not depend on where the shards were cut: a sharded index
 * answers exactly as an index in one piece.
 */
import { type ShardData, shardOf } from '../src/shared/search-index/files';
import { isStemKey } from '../src/shared/search-index/stem';
import { FIELDS, type Field, type MapEntry } from '../src/shared/search-index/term-map';
import type { IndexReader } from './files';

/** Whole words one prefix stands for: the first this many keys it starts, in key order. */
const MAX_EXPANSIONS = 40;

/** A key's pages in one field, by weight slot (see term-map.ts). */
type Slots = MapEntry[1];

export interface LoadedShards {
  /** The pages holding `key` in `field`, by weight slot; undefined when none (or its shard is not loaded). */
  postings(field: Field, key: string): Slots | undefined;
  /**
   * Loads the shard of each key and, for each prefix, the shards its first MAX_EXPANSIONS keys lie
   * in (one, unless they straddle a boundary). False if any of them failed; the others are kept.
   */
  ensure(keys: readonly string[], prefixes?: readonly string[]): Promise<boolean>;
  /** The first MAX_EXPANSIONS words longer than `prefix` that start with it, in key order (no stem keys). */
  expand(prefix: string): string[];
  /** Whether some key is `term` or starts with it (`ensure` it as a prefix first). */
  known(term: string): boolean;
}

/** First index in sorted `keys` whose key is not below `key`. */
function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (keys[mid] < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function loadedShards(reader: IndexReader): LoadedShards {
  const maps = new Map<Field, Map<string, Slots>>(FIELDS.map((field) => [field, new Map()]));
  const keys: (string[] | undefined)[] = [];
  const starts = reader.shardStarts;

  /** Walks the keys starting with `prefix` through loaded shards; the shard it stopped at when one is missing. */
  const walk = (prefix: string, visit: (key: string) => boolean): number | null => {
    for (let n = shardOf(starts, prefix); n < starts.length; n++) {
      const own = keys[n];
      if (!own) return n;
      for (let i = lowerBound(own, prefix); i < own.length && own[i].startsWith(prefix); i++)
        if (!visit(own[i])) return null;
      // The range goes on into the next shard only if that one starts with the prefix too.
      if (!starts[n + 1]?.startsWith(prefix)) return null;
    }
    return null;
  };
  const expansions = (prefix: string) => {
    const out: string[] = [];
    const gap = walk(prefix, (key) => {
      if (key !== prefix && !isStemKey(key)) out.push(key);
      return out.length < MAX_EXPANSIONS;
    });
    return { out, gap };
  };

  const load = async (shards: readonly number[]) => {
    const loaded: (ShardData | null)[] = await Promise.all(shards.map((n) => reader.shard(n)));
    let ok = true;
    loaded.forEach((shard, i) => {
      const n = shards[i];
      if (!shard) ok = false;
      if (!shard || keys[n]) return;
      const own = new Set<string>();
      for (const field of FIELDS) {
        const entries = Array.isArray(shard[field]) ? shard[field] : [];
        const map = maps.get(field) as Map<string, Slots>;
        for (const entry of entries) {
          if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) continue;
          map.set(entry[0], entry[1]);
          own.add(entry[0]);
        }
      }
      keys[n] = [...own].sort();
    });
    return ok;
  };

  return {
    postings: (field, key) => maps.get(field)?.get(key),
    async ensure(wanted, prefixes = []) {
      const failed = new Set<number>();
      let missing = wanted.map((key) => shardOf(starts, key));
      // Each round loads what is known to be missing; a prefix's next shard shows once its first is in.
      for (;;) {
        for (const prefix of prefixes) {
          const { gap } = expansions(prefix);
          if (gap !== null) missing.push(gap);
        }
        const todo = [...new Set(missing)].filter((n) => !keys[n] && !failed.has(n));
        if (!todo.length) return failed.size === 0;
        await load(todo);
        for (const n of todo) if (!keys[n]) failed.add(n);
        missing = [];
      }
    },
    expand: (prefix) => expansions(prefix).out,
    known(term) {
      let found = false;
      walk(term, () => {
        found = true;
        return false;
      });
      return found;
    },
  };
}
