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
import { FIELDS, type Field, slotWeight } from '../src/shared/search-index/term-map';
import { bigrams, type QueryUnit, unitKeys } from '../src/shared/search-index/tokenize';
import { type FieldScores, fieldScore, fieldScores, idf, type MatchKind, pageScore } from './score';
import type { LoadedShards } from './shards';
import type { Vocabulary } from './typos';

/** A page the index found, with its score from the index (score.ts `pageScore`). */
export interface Candidate {
  page: number;
  score: number;
}

export interface Lookup {
  /** The units as matched (typos corrected): what highlighting must look for. */
  units: QueryUnit[];
  /** Best first; ties in page order. */
  candidates: Candidate[];
  /** Some shard the query needed failed to load. */
  failed: boolean;
}

type Weights = Record<Field, number>;

/** A unit that may be the start of a longer key: a meaningful word, and a lone CJK character. */
function isPrefixUnit(unit: QueryUnit): boolean {
  return !unit.stop && (unit.kind === 'word' || Array.from(unit.text).length === 1);
}

/** Each page holding `key`, with its normalized count per field (0 where the field lacks it). */
function keyWeights(shards: LoadedShards, key: string): Map<number, Weights> {
  const out = new Map<number, Weights>();
  for (const field of FIELDS) {
    const slots = shards.postings(field, key);
    if (!slots) continue;
    slots.forEach((ids, slot) => {
      if (!Array.isArray(ids)) return;
      const weight = slotWeight(slot);
      for (const page of ids) {
        let weights = out.get(page);
        if (!weights) out.set(page, (weights = { title: 0, header: 0, meta: 0, content: 0 }));
        weights[field] = weight;
      }
    });
  }
  return out;
}

/** Pages holding every one of `keys` (a CJK word's bigrams): per field the weakest key's weight. */
function allKeys(shards: LoadedShards, keys: readonly string[]): Map<number, Weights> {
  const [first, ...rest] = keys.map((key) => keyWeights(shards, key));
  if (!rest.length) return first;
  const out = new Map<number, Weights>();
  for (const [page, weights] of first) {
    const all = [weights, ...rest.map((other) => other.get(page))];
    if (all.some((w) => !w)) continue;
    const min = {} as Weights;
    for (const field of FIELDS) min[field] = Math.min(...all.map((w) => (w as Weights)[field]));
    // Bigrams spread over fields still make the word on the page: count it as text.
    if (FIELDS.every((field) => !min[field])) min.content = slotWeight(2);
    out.set(page, min);
  }
  return out;
}

/** Adds one way of matching a unit: each page keeps, per field, the best score any way gave it. */
function score(
  best: Map<number, FieldScores>,
  pages: Map<number, Weights>,
  total: number,
  match: MatchKind,
  factor = 1,
) {
  const rarity = idf(pages.size, total) * factor;
  for (const [page, weights] of pages) {
    const kept = best.get(page);
    if (!kept) best.set(page, fieldScores(weights, rarity, match));
    else {
      // In place: a word's prefix expansions meet the same pages many times over.
      for (const field of FIELDS) {
        const s = fieldScore(field, weights[field], rarity, match);
        if (s > kept[field]) kept[field] = s;
      }
    }
  }
}

/** The best score of `unit` per field on each page holding it in some way. */
function unitScores(
  shards: LoadedShards,
  unit: QueryUnit,
  total: number,
  corrected: boolean,
): Map<number, FieldScores> {
  const best = new Map<number, FieldScores>();
  score(best, allKeys(shards, unitKeys(unit)), total, corrected ? 'typo' : 'exact');
  if (unit.stop || corrected) return best;
  if (unit.kind === 'word') {
    for (const key of stemLookups(unit.text)) score(best, keyWeights(shards, key), total, 'stem');
  }
  if (isPrefixUnit(unit)) {
    // A word typed so far is likelier the start of a short word than of a long one. Its rarity is
    // that of what was typed: all the pages some word it starts is on, not one rare ending's.
    const typed = unit.text.length;
    const expanded = shards.expand(unit.text).map((key) => ({ key, pages: keyWeights(shards, key) }));
    const on = new Set(expanded.flatMap(({ pages }) => [...pages.keys()]));
    for (const { key, pages } of expanded) {
      score(
        best,
        pages,
        total,
        'prefix',
        (0.7 + (0.3 * typed) / key.length) * (idf(on.size, total) / idf(pages.size, total)),
      );
    }
  }
  return best;
}

/**
 * Replaces each meaningful word that no key is, starts or stems to by its closest correction
 * (typos.ts); of equally close ones, by the one the most pages hold.
 */
async function correct(shards: LoadedShards, vocabulary: Vocabulary, typed: readonly QueryUnit[]) {
  let ok = true;
  const units = [...typed];
  for (const [i, unit] of typed.entries()) {
    if (unit.kind !== 'word' || unit.stop || shards.known(unit.text)) continue;
    if (stemLookups(unit.text).some((key) => shards.known(key))) continue;
    const { corrections, failed } = await vocabulary.correct(unit.text);
    ok &&= !failed;
    if (!corrections.length) continue;
    ok = (await shards.ensure(corrections.map((c) => c.word))) && ok;
    const held = (word: string) => keyWeights(shards, word).size;
    const best = corrections.reduce((a, b) => (held(b.word) > held(a.word) ? b : a));
    units[i] = { ...unit, text: best.word };
  }
  return { units, ok };
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
  shards: LoadedShards,
  vocabulary: Vocabulary,
  typed: QueryUnit[],
  total: number,
): Promise<Lookup> {
  let ok = await need(shards, typed);
  // Without the shards of the words as typed, a "correction" would answer for words the reader did not type.
  const fixed = ok ? await correct(shards, vocabulary, typed) : { units: typed, ok: true };
  const { units } = fixed;
  ok = fixed.ok && ok;
  const held = new Map<number, FieldScores[]>();
  const none: FieldScores = { title: 0, header: 0, meta: 0, content: 0 };
  units.forEach((unit, i) => {
    for (const [page, s] of unitScores(shards, unit, total, unit !== typed[i])) {
      let row = held.get(page);
      if (!row) held.set(page, (row = new Array(units.length).fill(none)));
      row[i] = s;
    }
  });
  // A CJK run the reader typed, found whole: its words side by side, as one phrase.
  const runs = new Map<number, number>();
  for (const run of cjkRuns(typed)) {
    for (const [page, s] of unitScores(shards, { kind: 'cjk', text: run, stop: true }, total, false)) {
      const sum = FIELDS.reduce((n, field) => n + s[field], 0);
      runs.set(page, Math.max(runs.get(page) ?? 0, sum));
    }
  }
  const candidates: Candidate[] = [];
  for (const [page, row] of held) {
    const s = pageScore(row, units, runs.get(page));
    if (s !== null) candidates.push({ page, score: s });
  }
  candidates.sort((a, b) => b.score - a.score || a.page - b.page);
  return { units, candidates, failed: !ok };
}
