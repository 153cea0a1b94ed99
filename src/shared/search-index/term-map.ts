/**
 * The index's term map, made by the build (and by a small site's worker from its list), cut into
 * shards and read back by the worker: for each field, each key with the pages holding it, grouped
 * by how much weight the key has on each page.
 *
 * A key's weight on a page is its count in the field, normalized by the field's length against the
 * average (the length part of BM25: a long page does not win by repeating a word because it is
 * long), quantized to one of nine steps a factor of √2 apart. Normalizing needs every page's length,
 * which only the build has; the worker then needs no lengths at all, only the steps. The rest of
 * BM25F (field weights, saturation, rarity) is worked out at query time (worker/score.ts).
 */
import type { FieldTerms } from './tokenize';

/** The indexed fields, strongest first: `meta` is the description and keywords authors wrote. */
export const FIELDS = ['title', 'header', 'meta', 'content'] as const;
export type Field = (typeof FIELDS)[number];

/**
 * One key of a field with its pages per weight slot: `slots[s]` holds the ids (ascending) whose
 * weight quantizes to slot `s` (see `slotWeight`); trailing empty slots are left out, inner ones null.
 */
export type MapEntry = [term: string, slots: (number[] | null)[]];

/**
 * How much a field's length weighs against a page (BM25's `b`): none for titles, which are short
 * and mean what they say; fully for text, where a long page mentions everything once.
 */
const LENGTH_WEIGHT: Readonly<Record<Field, number>> = { title: 0.5, header: 0.3, meta: 0.4, content: 0.75 };
/** Slot order by how common the step is: step 0 (weight 1) first, then +1, -1, +2, -2… */
const STEPS = 4;

/** The slot of a normalized count: its nearest step of √2, zig-zagged so that the usual steps come first. */
function slotOf(weight: number): number {
  const step = Math.max(-STEPS, Math.min(STEPS, Math.round(2 * Math.log2(weight))));
  return step > 0 ? 2 * step - 1 : -2 * step;
}

/**
 * The slot of a key counted `count` times in a field of `length` terms, the field's average length
 * over the index being `average`: the one rule of weights, for this map and the build's own (see
 * src/build/search/postings.ts).
 *
 * @example weightSlot('title', 1, 2, 2) // 0: once, in a title of average length
 */
export function weightSlot(field: Field, count: number, length: number, average: number): number {
  const b = LENGTH_WEIGHT[field];
  return slotOf(count / (1 - b + (b * length) / average));
}

/** The average length of a field over the pages that have it (1 when none has). */
export function averageLength(lengths: readonly number[]): number {
  return lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length) || 1;
}

/**
 * The normalized count a slot stands for.
 *
 * @example [slotWeight(0), slotWeight(1), slotWeight(2)] // [1, 1.414…, 0.707…]
 */
export function slotWeight(slot: number): number {
  const step = slot % 2 ? (slot + 1) / 2 : -slot / 2;
  return 2 ** (step / 2);
}

/** The term maps of the indexed fields. */
export interface TermMap {
  /** Adds page `id` (ids ascending) with the terms of each field. */
  add(id: number, fields: Record<Field, FieldTerms>): void;
  entries(): Record<Field, MapEntry[]>;
}

/**
 * An empty term map.
 *
 * @example
 * const map = createTermMap();
 * map.add(0, { title: countTerms('Routes'), header: countTerms(''), meta: countTerms(''), content: countTerms('') });
 * map.entries().title // [['routes', [[0]]], ['rout~', [[0]]]]
 */
export function createTermMap(): TermMap {
  const fields = FIELDS.map(() => ({ postings: new Map<string, number[]>(), lengths: [] as number[] }));
  return {
    add(id, terms) {
      FIELDS.forEach((field, f) => {
        const { postings, lengths } = fields[f];
        const { length, counts } = terms[field];
        if (!counts.size) return;
        lengths.push(length);
        for (const [term, count] of counts) {
          let list = postings.get(term);
          if (!list) postings.set(term, (list = []));
          list.push(id, count, length);
        }
      });
    },
    entries() {
      const out = {} as Record<Field, MapEntry[]>;
      FIELDS.forEach((field, f) => {
        const { postings, lengths } = fields[f];
        const average = averageLength(lengths);
        out[field] = [];
        for (const [term, list] of postings) {
          const slots: (number[] | null)[] = [];
          for (let i = 0; i < list.length; i += 3) {
            const slot = weightSlot(field, list[i + 1], list[i + 2], average);
            while (slots.length <= slot) slots.push(null);
            (slots[slot] ??= []).push(list[i]);
          }
          out[field].push([term, slots]);
        }
      });
      return out;
    },
  };
}
