/**
 * Finds the pages a query matches, in bands (title before header before content, each exact before
 * prefix), loading the shards its terms live in first. Each step is more lenient than the last,
 * and the first that finds anything wins: the words as typed (CJK runs as phrases); CJK runs as
 * their dictionary words and mistyped words corrected; then pages holding only some of the terms.
 *
 * FlexSearch answers every lookup of whole terms (several at once: it intersects and ranks). A
 * word still being typed is looked up by the index keys it starts (prefixes.ts): the index holds
 * whole words only, which keeps the index about a third of the size a forward (prefix) one makes.
 */
import { FIELDS, searchField } from '../src/shared/search-index/flexsearch';
import { type QueryUnit, queryTerms } from '../src/shared/search-index/tokenize';
import { isPrefixUnit, prefixMatch } from './prefixes';
import type { LoadedShards } from './shards';
import { typoVariants } from './typos';

/** Ids FlexSearch hands over per lookup; ranking happens on these. */
export const CANDIDATES = 100;
/** Band of pages that hold only some of the query's terms. */
export const PARTIAL_BAND = FIELDS.length * 2;

export interface Candidate {
  page: number;
  /** 2 × field (title 0, header 1, content 2) + 1 for a prefix match; PARTIAL_BAND for partial. */
  band: number;
  /** Rank within the band, lower first. */
  order: number;
}

export interface Lookup {
  /** The units that matched (typos corrected): what highlighting must look for. */
  units: QueryUnit[];
  candidates: Candidate[];
  /** Some shard the query needed failed to load. */
  failed: boolean;
}

/** Every band's pages for `units`, each page in its best band. */
function bands(shards: LoadedShards, units: readonly QueryUnit[], mode: 'phrase' | 'words'): Candidate[] {
  const exact = queryTerms(units, mode);
  const prefixed = units.some(isPrefixUnit);
  const seen = new Set<number>();
  const out: Candidate[] = [];
  const add = (ids: readonly number[], band: number) => {
    for (const page of ids) if (!seen.has(page) && seen.add(page)) out.push({ page, band, order: out.length });
  };
  FIELDS.forEach((field, f) => {
    add(searchField(shards.index, field, exact, CANDIDATES), f * 2);
    if (prefixed) add(prefixMatch(shards, field, units, mode, CANDIDATES), f * 2 + 1);
  });
  return out;
}

/** Replaces each word that no key starts with by its first spelling variant that one does. */
function correct(shards: LoadedShards, units: readonly QueryUnit[]): QueryUnit[] {
  return units.map((unit) => {
    if (unit.kind !== 'word' || shards.known(unit.text)) return unit;
    const variant = typoVariants(unit.text).find((v) => shards.known(v));
    return variant ? { ...unit, text: variant } : unit;
  });
}

/** Loads what `units` need: the shard of each term, and the keys words being typed (and `variants`) start. */
function need(shards: LoadedShards, units: readonly QueryUnit[], variants: string[] = []): Promise<boolean> {
  const keys = [...queryTerms(units, 'phrase'), ...queryTerms(units, 'words')];
  return shards.ensure(keys, [...units.filter(isPrefixUnit).map((u) => u.text), ...variants]);
}

/** The pages `typed` matches, best band first. */
export async function findCandidates(shards: LoadedShards, typed: QueryUnit[]): Promise<Lookup> {
  let ok = await need(shards, typed);
  const first = bands(shards, typed, 'phrase');
  // Without the shards of the words as typed, a "correction" would answer for words the reader did not type.
  if (first.length || !ok) return { units: typed, candidates: first, failed: !ok };

  const unknown = typed.filter((u) => u.kind === 'word' && !shards.known(u.text));
  if (unknown.length)
    ok =
      (await need(
        shards,
        [],
        unknown.flatMap((u) => typoVariants(u.text)),
      )) && ok;
  const units = correct(shards, typed);
  if (units.some((u, i) => u.text !== typed[i].text)) ok = (await need(shards, units)) && ok;
  const second = bands(shards, units, 'words');
  if (second.length) return { units, candidates: second, failed: !ok };

  // Last resort: FlexSearch's suggestions, pages holding only some of the terms, best covered first.
  const terms = queryTerms(units, 'words');
  const some = terms.length > 1 ? searchField(shards.index, 'content', terms, CANDIDATES, true) : [];
  return { units, candidates: some.map((page, order) => ({ page, band: PARTIAL_BAND, order })), failed: !ok };
}
