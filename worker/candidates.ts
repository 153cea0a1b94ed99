/**
 * Finds and scores the pages a query matches, from the index alone (its shards, loaded first): for
 * each unit of the query, every key it may stand for, each with how it matched (score.ts):
 *
 * - a word as typed (exact); its other forms through its Porter2 stem (stemmed); the whole words it
 *   starts, as it is still being typed (prefix); and when no key is it or starts with it, its
 *   closest correction (typo, one or two edits, typos.ts);
 * - a CJK word as its bigrams, all on one page (exact); a lone character as the bigrams it starts;
 * - a stop word only as typed: it counts where present, and is never required.
 *
 * The index holds whole words only, which keeps it about a third of the size a forward (prefix)
 * one makes; the words a prefix starts come from the loaded shards' sorted keys (shards.ts).
 */
import { stemLookups } from '../src/shared/search-index/stem';
import { bigrams, type QueryUnit, unitKeys } from '../src/shared/search-index/tokenize';
import { type KeyPageTables, keyPageTables } from './key-pages';
import type { RankedPages } from './ranked-pages';
import { idf } from './score';
import type { LoadedShards } from './shards';
import type { Vocabulary } from './typos';
import { type UnitScoreTable, unitScoreTable } from './unit-scores';

export interface Lookup {
  /** The units as matched (typos corrected): what highlighting must look for. */
  units: QueryUnit[];
  /** Best first; ties in page order. */
  candidates: RankedPages;
  /** Some shard the query needed failed to load. */
  failed: boolean;
}

/** What a lookup reads and writes: the loaded shards, and the engine's reused tables. */
export interface LookupTables {
  shards: LoadedShards;
  keys: KeyPageTables;
  scores: UnitScoreTable;
}

/** The tables of an index of `pages` pages over `shards`, made once per engine. */
export function lookupTables(shards: LoadedShards, pages: number): LookupTables {
  return { shards, keys: keyPageTables(shards, pages), scores: unitScoreTable(shards, pages) };
}

/** A unit that may be the start of a longer key: a meaningful word, and a lone CJK character. */
function isPrefixUnit(unit: QueryUnit): boolean {
  return !unit.stop && (unit.kind === 'word' || Array.from(unit.text).length === 1);
}

/** Adds each way unit `i` matches (as typed or corrected, its stems, the words it starts) to the query's scores. */
function scoreUnit(
  { shards, keys, scores }: LookupTables,
  unit: QueryUnit,
  i: number,
  total: number,
  corrected: boolean,
) {
  const typedKeys = unitKeys(unit);
  const kind = corrected ? 'typo' : 'exact';
  if (typedKeys.length === 1) scores.addKey(i, typedKeys[0], idf(keys.count(typedKeys[0]), total), kind);
  else {
    const exact = keys.all(typedKeys);
    scores.add(i, exact, idf(exact.count, total), kind);
  }
  if (unit.stop || corrected) return;
  if (unit.kind === 'word') {
    for (const key of stemLookups(unit.text)) scores.addKey(i, key, idf(keys.count(key), total), 'stem');
  }
  if (!isPrefixUnit(unit)) return;
  // A word typed so far is likelier the start of a short word than of a long one. Its rarity is
  // that of what was typed: all the pages some word it starts is on, not one rare ending's.
  const typed = unit.text.length;
  const expanded = shards.expand(unit.text);
  const { count: on, each } = keys.union(expanded);
  expanded.forEach((key, k) => {
    // The word itself scored exact above; as a prefix of itself it would score less on the same pages.
    if (key === unit.text) return;
    const factor = (0.7 + (0.3 * typed) / key.length) * (idf(on, total) / idf(each[k], total));
    scores.addKey(i, key, idf(each[k], total) * factor, 'prefix');
  });
}

/**
 * Replaces each meaningful word that no key is, starts or stems to by its closest correction
 * (typos.ts); of equally close ones, by the one the most pages hold.
 */
async function correct({ shards, keys }: LookupTables, vocabulary: Vocabulary, typed: readonly QueryUnit[]) {
  let ok = true;
  const units = [...typed];
  for (const [i, unit] of typed.entries()) {
    if (unit.kind !== 'word' || unit.stop || shards.known(unit.text)) continue;
    if (stemLookups(unit.text).some((key) => shards.known(key))) continue;
    const { corrections, failed } = await vocabulary.correct(unit.text);
    ok &&= !failed;
    if (!corrections.length) continue;
    ok = (await shards.ensure(corrections.map((c) => c.word))) && ok;
    const held = (word: string) => keys.count(word);
    const best = corrections.reduce((a, b) => (held(b.word) > held(a.word) ? b : a));
    units[i] = { ...unit, text: best.word };
  }
  return { units, ok };
}

/** Each CJK word joined with a lone character (tokenize.ts `withAffixes`) that no page holds, as its word alone. */
function withoutUnheldAffixes({ keys }: LookupTables, typed: readonly QueryUnit[]): QueryUnit[] {
  return typed.map((unit) =>
    unit.base && !keys.all(unitKeys(unit)).count ? { kind: unit.kind, text: unit.base, stop: unit.stop } : unit,
  );
}

/** The CJK runs of several dictionary words: consecutive CJK units, joined again. */
function cjkRuns(units: readonly QueryUnit[]): string[] {
  const out: string[] = [];
  let run: QueryUnit[] = [];
  for (const unit of [...units, null]) {
    if (unit?.kind === 'cjk') run.push(unit);
    else {
      if (run.length > 1) out.push(run.map((u) => u.text).join(''));
      run = [];
    }
  }
  return out;
}

/** Loads what `units` need: the shard of each key and stem, and the keys words being typed start. */
function need(shards: LoadedShards, units: readonly QueryUnit[]): Promise<boolean> {
  const keys = units.flatMap((unit) => [
    ...unitKeys(unit),
    ...cjkRuns(units).flatMap((run) => bigrams(run, false)),
    ...(unit.kind === 'word' && !unit.stop ? stemLookups(unit.text) : []),
  ]);
  return shards.ensure(
    keys,
    units.filter(isPrefixUnit).map((u) => u.text),
  );
}

/** The pages `typed` matches, best first, over an index of `total` pages. */
export async function findCandidates(
  tables: LookupTables,
  vocabulary: Vocabulary,
  typed: QueryUnit[],
  total: number,
): Promise<Lookup> {
  const { shards, keys, scores } = tables;
  let ok = await need(shards, typed);
  const read = withoutUnheldAffixes(tables, typed);
  // Without the shards of the words as typed, a "correction" would answer for words the reader did not type.
  const fixed = ok ? await correct(tables, vocabulary, read) : { units: read, ok: true };
  const { units } = fixed;
  ok = fixed.ok && ok;
  // From here to the end nothing waits: the shared tables hold this query alone.
  scores.begin(units.length);
  for (const stop of [false, true]) {
    if (stop) scores.closeRows();
    units.forEach((unit, i) => {
      if (unit.stop === stop) scoreUnit(tables, unit, i, total, unit !== read[i]);
    });
  }
  // A CJK run the reader typed, found whole: its words side by side, as one phrase.
  for (const run of cjkRuns(typed)) {
    const whole = keys.all(unitKeys({ kind: 'cjk', text: run, stop: true }));
    scores.phrase(whole, idf(whole.count, total));
  }
  return { units, candidates: scores.rank(units), failed: !ok };
}
