/**
 * The one workaround for what FlexSearch's public API does not do over a whole-word index: find
 * the pages where each word of a query is *the start of* some indexed word. FlexSearch's own
 * answer is a forward (prefix) index, which triples the bytes a reader downloads; its Resolver
 * could OR lookups, but not across shards fetched at different times. So a word being typed is
 * expanded here to the whole words it starts (from the loaded shards' sorted keys), FlexSearch
 * looks each of those up, and the lists are OR-ed per word and AND-ed across words.
 */
import type { Field } from '../src/shared/search-index/flexsearch';
import { searchField } from '../src/shared/search-index/flexsearch';
import { type QueryUnit, unitTerms } from '../src/shared/search-index/tokenize';
import type { LoadedShards } from './shards';

/** A unit that may be the start of a longer key: any word, and a lone CJK character (the first of bigrams). */
export function isPrefixUnit(unit: QueryUnit): boolean {
  return unit.kind === 'word' || Array.from(unit.text).length === 1;
}

/**
 * Pages of one field holding every unit, a prefix unit as itself or as any word it starts; best
 * first by the sum of each unit's rank, at most `limit`.
 *
 * @example prefixMatch(shards, 'title', queryUnits('rend con'), 'phrase', 100) // [3, 0]
 */
export function prefixMatch(
  shards: LoadedShards,
  field: Field,
  units: readonly QueryUnit[],
  mode: 'phrase' | 'words',
  limit: number,
): number[] {
  let ranks: Map<number, number> | null = null;
  for (const unit of units) {
    const own = new Map<number, number>();
    const lists = isPrefixUnit(unit)
      ? [unit.text, ...shards.expand(unit.text)].map((key) => searchField(shards.index, field, [key], limit))
      : [searchField(shards.index, field, unitTerms(unit, mode), limit)];
    for (const ids of lists) {
      ids.forEach((id, rank) => {
        own.set(id, Math.min(own.get(id) ?? rank, rank));
      });
    }
    if (!ranks) ranks = own;
    else {
      const both = new Map<number, number>();
      for (const [id, rank] of ranks) {
        const other = own.get(id);
        if (other !== undefined) both.set(id, rank + other);
      }
      ranks = both;
    }
    if (!ranks.size) return [];
  }
  return [...(ranks ?? [])]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id]) => id);
}
