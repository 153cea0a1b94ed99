/**
 * One query's scores as they build up: for each page some unit holds, each unit's best score per
 * field over the ways it matched (exact, stemmed, prefix, typo), and the best CJK run found whole;
 * then the pages ranked by score.ts `pageScore`. The tables are made once per engine and reused,
 * so that a query allocates per page touched nothing but its row's numbers.
 */
import { FIELDS, slotWeight } from '../src/shared/search-index/term-map';
import type { QueryUnit } from '../src/shared/search-index/tokenize';
import { FIELD_COUNT, type KeyPages } from './key-pages';
import { type RankedPages, rankedPages } from './ranked-pages';
import { fieldScore, type MatchKind, pageScore } from './score';
import type { LoadedShards } from './shards';

export interface UnitScoreTable {
  /** Starts a query of `units` units, forgetting the last one. */
  begin(units: number): void;
  /**
   * From here on, only the pages some unit already holds are scored: stop words come last, and a
   * page holding stop words alone is no result (score.ts `pageScore`), so it is never given a row.
   */
  closeRows(): void;
  /** Adds one way of matching unit `unit`: each page of `found` keeps, per field, the best score any way gave it. */
  add(unit: number, found: KeyPages, rarity: number, match: MatchKind): void;
  /** The same for the pages of one key, read straight from its postings. */
  addKey(unit: number, key: string, rarity: number, match: MatchKind): void;
  /** A CJK run the reader typed, found whole on the pages of `found`: each keeps its best run's score. */
  phrase(found: KeyPages, rarity: number): void;
  /** The pages holding enough of `units`, by their `pageScore`. */
  rank(units: readonly QueryUnit[]): RankedPages;
}

/** Tables for an index of `total` pages, over the postings of `shards`. */
export function unitScoreTable(shards: LoadedShards, total: number): UnitScoreTable {
  const size = Math.max(0, total);
  // Row of each page this query touched (valid where its stamp is the query's), and the pages by row.
  const rowOf = new Int32Array(size);
  const rowStamps = new Uint32Array(size);
  const rowPages = new Int32Array(size);
  let rows = 0;
  let closed = false;
  let width = 0;
  // Per row, per unit, per field; grown on demand (a query of many units over many pages).
  let scores = new Float64Array(0);
  const phrases = new Float64Array(size);
  const phraseStamps = new Uint32Array(size);
  let stamp = 0;

  /** The row of `page`, made when it has none; -1 once rows are closed. */
  const rowFor = (page: number) => {
    if (rowStamps[page] === stamp) return rowOf[page];
    if (closed) return -1;
    rowStamps[page] = stamp;
    const row = rows++;
    rowOf[page] = row;
    rowPages[row] = page;
    if (rows * width > scores.length) {
      const grown = new Float64Array(2 * rows * width);
      grown.set(scores);
      scores = grown;
    }
    for (let at = row * width; at < rows * width; at++) scores[at] = 0;
    return row;
  };

  return {
    begin(units) {
      stamp++;
      closed = false;
      rows = 0;
      width = units * FIELD_COUNT;
    },
    closeRows() {
      closed = true;
    },
    add(unit, found, rarity, match) {
      for (let i = 0; i < found.count; i++) {
        const page = found.pages[i];
        const row = rowFor(page);
        if (row < 0) continue;
        const at = row * width + unit * FIELD_COUNT;
        const from = page * FIELD_COUNT;
        for (let f = 0; f < FIELD_COUNT; f++) {
          const s = fieldScore(FIELDS[f], found.weights[from + f], rarity, match);
          if (s > scores[at + f]) scores[at + f] = s;
        }
      }
    },
    addKey(unit, key, rarity, match) {
      const offset = unit * FIELD_COUNT;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const slots = shards.postings(FIELDS[f], key);
        if (!slots) continue;
        for (let slot = 0; slot < slots.length; slot++) {
          const ids = slots[slot];
          if (!Array.isArray(ids)) continue;
          // Every page of a slot has the same count, so the same score: worked out once.
          const s = fieldScore(FIELDS[f], slotWeight(slot), rarity, match);
          for (let i = 0; i < ids.length; i++) {
            const page = ids[i];
            if (!(page >= 0 && page < size && page === (page | 0))) continue;
            const row = rowFor(page);
            if (row < 0) continue;
            const at = row * width + offset + f;
            if (s > scores[at]) scores[at] = s;
          }
        }
      }
    },
    phrase(found, rarity) {
      for (let i = 0; i < found.count; i++) {
        const page = found.pages[i];
        const from = page * FIELD_COUNT;
        let sum = 0;
        for (let f = 0; f < FIELD_COUNT; f++) sum += fieldScore(FIELDS[f], found.weights[from + f], rarity, 'exact');
        if (phraseStamps[page] !== stamp) {
          phraseStamps[page] = stamp;
          phrases[page] = 0;
        }
        phrases[page] = Math.max(phrases[page], sum);
      }
    },
    rank(units) {
      const pages = new Int32Array(rows);
      const totals = new Float64Array(rows);
      let kept = 0;
      for (let r = 0; r < rows; r++) {
        const page = rowPages[r];
        const score = pageScore(scores, units, phraseStamps[page] === stamp ? phrases[page] : 0, r * width);
        if (score === null) continue;
        pages[kept] = page;
        totals[kept++] = score;
      }
      return rankedPages(pages.subarray(0, kept), totals.subarray(0, kept));
    },
  };
}
