/**
 * Finds the pages a query matches, in bands (title before header before content, each exact before
 * prefix), loading the shards its terms live in first. Each step is more lenient than the last,
 * and the first that finds anything wins: the words as typed (CJK runs as phrases); CJK runs as
 * their dictionary words and words that match nothing corrected (in bands below any match as
 * typed); then pages holding only some of the terms.
 *
 * FlexSearch answers every lookup of whole terms (several at once: it intersects and ranks). A
 * word still being typed is looked up by the index keys it starts (prefixes.ts): the index holds
 * whole words only, which keeps the index about a third of the size a forward (prefix) one makes.
 */
import { FIELDS, searchField } from '../src/shared/search-index/flexsearch';
import { type QueryUnit, queryTerms } from '../src/shared/search-index/tokenize';
import { isPrefixUnit, prefixMatch } from './prefixes';
import type { LoadedShards } from './shards';
import type { Vocabulary } from './typos';

/** Ids FlexSearch hands over per lookup; ranking happens on these. */
const CANDIDATES = 100;
/** First band of pages found only once a mistyped word was corrected: below every match as typed. */
export const TYPO_BAND = FIELDS.length * 2;
/** Band of pages that hold only some of the query's terms. */
export const PARTIAL_BAND = TYPO_BAND * 2;

interface Candidate {
  page: number;
  /**
   * 2 × field (title 0, header 1, content 2) + 1 for a prefix match, plus TYPO_BAND when a word was
   * corrected; PARTIAL_BAND for pages holding only some terms.
   */
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
function bands(shards: LoadedShards, units: readonly QueryUnit[], mode: 'phrase' | 'words', offset = 0): Candidate[] {
  const exact = queryTerms(units, mode);
  const prefixed = units.some(isPrefixUnit);
  const seen = new Set<number>();
  const out: Candidate[] = [];
  const add = (ids: readonly number[], band: number) => {
    for (const page of ids) if (!seen.has(page) && seen.add(page)) out.push({ page, band, order: out.length });
  };
  FIELDS.forEach((field, f) => {
    add(searchField(shards.index, field, exact, CANDIDATES), offset + f * 2);
    if (prefixed) add(prefixMatch(shards, field, units, mode, CANDIDATES), offset + f * 2 + 1);
  });
  return out;
}

/**
 * Replaces each word that no key is or starts with by its closest correction (typos.ts); of equally
 * close ones, by the one the most pages hold. `corrected` says whether any word was replaced.
 */
async function correct(shards: LoadedShards, vocabulary: Vocabulary, typed: readonly QueryUnit[]) {
  let ok = true;
  const units = [...typed];
  for (const [i, unit] of typed.entries()) {
    if (unit.kind !== 'word' || shards.known(unit.text)) continue;
    const { corrections, failed } = await vocabulary.correct(unit.text);
    ok &&= !failed;
    if (!corrections.length) continue;
    ok = (await shards.ensure(corrections.map((c) => c.word))) && ok;
    const held = (word: string) => searchField(shards.index, 'content', [word], CANDIDATES).length;
    const best = corrections.reduce((a, b) => (held(b.word) > held(a.word) ? b : a));
    units[i] = { ...unit, text: best.word };
  }
  return { units, corrected: units.some((u, i) => u !== typed[i]), ok };
}

/** Loads what `units` need: the shard of each term, and the keys words being typed start. */
function need(shards: LoadedShards, units: readonly QueryUnit[]): Promise<boolean> {
  const keys = [...queryTerms(units, 'phrase'), ...queryTerms(units, 'words')];
  return shards.ensure(
    keys,
    units.filter(isPrefixUnit).map((u) => u.text),
  );
}

/** The pages `typed` matches, best band first. */
export async function findCandidates(
  shards: LoadedShards,
  vocabulary: Vocabulary,
  typed: QueryUnit[],
): Promise<Lookup> {
  let ok = await need(shards, typed);
  const first = bands(shards, typed, 'phrase');
  // Without the shards of the words as typed, a "correction" would answer for words the reader did not type.
  if (first.length || !ok) return { units: typed, candidates: first, failed: !ok };

  const fixed = await correct(shards, vocabulary, typed);
  const { units } = fixed;
  ok = fixed.ok && ok;
  if (fixed.corrected) ok = (await need(shards, units)) && ok;
  const second = bands(shards, units, 'words', fixed.corrected ? TYPO_BAND : 0);
  if (second.length) return { units, candidates: second, failed: !ok };

  // Last resort: FlexSearch's suggestions, pages holding only some of the terms, best covered first.
  const terms = queryTerms(units, 'words');
  const some = terms.length > 1 ? searchField(shards.index, 'content', terms, CANDIDATES, true) : [];
  return { units, candidates: some.map((page, order) => ({ page, band: PARTIAL_BAND, order })), failed: !ok };
}
