/**
 * The build's term map of one index, kept in typed arrays rather than a JS array per term: at 10,000
 * Chinese pages there are millions of (term, page) pairs, which as arrays of numbers took most of a
 * gigabyte. Pages are added as `(term, count)` runs into a log; `freeze()` sorts the log into one
 * array per field, grouped by term, each term's pages ascending (compressed sparse rows). It can be
 * saved and read back, and its pages renumbered or dropped, so that a rebuild after an edit adds only
 * the changed pages' terms (see index-state.ts). What it gives out is what `createTermMap`
 * (src/shared/search-index/term-map.ts) gives for the same pages: the same keys, weights and slots.
 */
import { FIELDS, type Field } from '../../shared/search-index/term-map';
import type { FieldTerms } from '../../shared/search-index/tokenize';

/** One field's postings, grouped by term: term `t`'s pages are `pages[starts[t]…starts[t + 1]]`. */
export interface FieldPostings {
  starts: Int32Array;
  pages: Int32Array;
  counts: Int32Array;
}

/** A growable Int32 list in fixed chunks: growing never copies what is there. */
class IntLog {
  private readonly chunks: Int32Array[] = [];
  private last = new Int32Array(0);
  private used = 0;
  length = 0;

  push(a: number, b: number): void {
    if (this.used + 2 > this.last.length) {
      this.last = new Int32Array(1 << 20);
      this.chunks.push(this.last);
      this.used = 0;
    }
    this.last[this.used++] = a;
    this.last[this.used++] = b;
    this.length += 2;
  }

  /** Calls `each(a, b)` for every pair, in order. */
  forEach(each: (a: number, b: number) => void): void {
    let left = this.length;
    for (const chunk of this.chunks) {
      const end = Math.min(chunk.length, left);
      for (let i = 0; i < end; i += 2) each(chunk[i], chunk[i + 1]);
      left -= end;
    }
  }
}

export class Postings {
  /** Every term seen, by number (some may have no pages left after `renumber`). */
  readonly terms: string[] = [];
  private readonly termIds = new Map<string, number>();
  /** Per page, per field: the field's length, or -1 when it added no term (it then counts for no average). */
  private lengths: number[] = [];
  private frozen: FieldPostings[];
  /** Per field, (term, count) pairs of the pages added since the last `freeze`, and where each page's start. */
  private logs: { pairs: IntLog; pageAt: number[]; pageIds: number[] }[];

  constructor(frozen?: FieldPostings[], terms?: string[], lengths?: number[]) {
    this.frozen =
      frozen ?? FIELDS.map(() => ({ starts: new Int32Array(1), pages: new Int32Array(0), counts: new Int32Array(0) }));
    for (const term of terms ?? []) this.termOf(term);
    this.lengths = lengths ?? [];
    this.logs = FIELDS.map(() => ({ pairs: new IntLog(), pageAt: [], pageIds: [] }));
  }

  /** The lengths of each page's fields, `FIELDS.length` per page (-1: the field added no term). */
  get fieldLengths(): readonly number[] {
    return this.lengths;
  }

  /** Adds page `page` (a number not in use) with the terms of each field. */
  add(page: number, fields: Record<Field, FieldTerms>): void {
    while (this.lengths.length < (page + 1) * FIELDS.length) this.lengths.push(-1);
    FIELDS.forEach((field, f) => {
      const { length, counts } = fields[field];
      if (!counts.size) return;
      this.lengths[page * FIELDS.length + f] = length;
      const log = this.logs[f];
      log.pageAt.push(log.pairs.length);
      log.pageIds.push(page);
      for (const [term, count] of counts) log.pairs.push(this.termOf(term), count);
    });
  }

  /**
   * Renumbers the pages: page `p` becomes `to[p]`, or is dropped where that is -1; `count` pages remain
   * slots afterwards (new pages are then added at the numbers left free).
   */
  renumber(to: Int32Array, count: number): void {
    this.freeze();
    const lengths = new Array<number>(count * FIELDS.length).fill(-1);
    for (let p = 0; p < to.length; p++) {
      if (to[p] < 0) continue;
      for (let f = 0; f < FIELDS.length; f++) lengths[to[p] * FIELDS.length + f] = this.lengths[p * FIELDS.length + f];
    }
    this.lengths = lengths;
    for (const postings of this.frozen) {
      for (let i = 0; i < postings.pages.length; i++) {
        const p = postings.pages[i];
        postings.pages[i] = p < to.length ? to[p] : -1;
      }
    }
  }

  /**
   * Merges what was added since into the per-field arrays: dropped pages left out, each term's pages
   * ascending. Returns them, in `FIELDS` order.
   */
  freeze(): FieldPostings[] {
    this.frozen = this.frozen.map((old, f) => mergeField(old, this.logs[f], this.terms.length));
    this.logs = FIELDS.map(() => ({ pairs: new IntLog(), pageAt: [], pageIds: [] }));
    return this.frozen;
  }

  private termOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      const own = ownCopy(term);
      this.terms.push(own);
      this.termIds.set(own, id);
    }
    return id;
  }
}

/**
 * `term` as a string of its own. A term cut from a page's text by `slice` is, from 13 characters on, a
 * view into that whole text in V8 (a sliced string), so one long word kept in the term map kept its
 * page's whole text alive: tens of megabytes over 10,000 pages. Shorter strings are always copies.
 */
export function ownCopy(term: string): string {
  return term.length < 13 ? term : ` ${term}`.slice(1);
}

function mergeField(
  old: FieldPostings,
  log: { pairs: IntLog; pageAt: number[]; pageIds: number[] },
  termCount: number,
): FieldPostings {
  // Nothing added, dropped or out of order: as it is. `renumber` freezes first, and after an edit that was
  // a full copy of every posting for nothing (a twentieth of a second at 1,000 pages per language).
  if (log.pairs.length === 0 && old.starts.length === termCount + 1 && isClean(old)) return old;
  const sizes = new Int32Array(termCount + 1);
  const oldTerms = old.starts.length - 1;
  for (let t = 0; t < oldTerms; t++) {
    for (let i = old.starts[t]; i < old.starts[t + 1]; i++) if (old.pages[i] >= 0) sizes[t + 1]++;
  }
  log.pairs.forEach((term) => {
    sizes[term + 1]++;
  });
  const starts = sizes;
  for (let t = 0; t < termCount; t++) starts[t + 1] += starts[t];
  const total = starts[termCount];
  const pages = new Int32Array(total);
  const counts = new Int32Array(total);
  const next = starts.slice(0, termCount);
  for (let t = 0; t < oldTerms; t++) {
    for (let i = old.starts[t]; i < old.starts[t + 1]; i++) {
      if (old.pages[i] < 0) continue;
      pages[next[t]] = old.pages[i];
      counts[next[t]++] = old.counts[i];
    }
  }
  let pair = 0;
  let nth = 0;
  log.pairs.forEach((term, count) => {
    while (nth + 1 < log.pageAt.length && log.pageAt[nth + 1] <= pair) nth++;
    pages[next[term]] = log.pageIds[nth];
    counts[next[term]++] = count;
    pair += 2;
  });
  for (let t = 0; t < termCount; t++) sortRun(pages, counts, starts[t], starts[t + 1]);
  return { starts, pages, counts };
}

/** True when no page is dropped (-1) and each term's pages are ascending. */
function isClean({ starts, pages }: FieldPostings): boolean {
  for (let t = 0; t + 1 < starts.length; t++) {
    for (let i = starts[t]; i < starts[t + 1]; i++) {
      if (pages[i] < 0 || (i > starts[t] && pages[i - 1] >= pages[i])) return false;
    }
  }
  return true;
}

/** Sorts one term's pages ascending (with their counts), when a renumbering or a new page left them out of order. */
function sortRun(pages: Int32Array, counts: Int32Array, from: number, to: number): void {
  let sorted = true;
  for (let i = from + 1; i < to && sorted; i++) sorted = pages[i - 1] < pages[i];
  if (sorted) return;
  const pairs: [number, number][] = [];
  for (let i = from; i < to; i++) pairs.push([pages[i], counts[i]]);
  pairs.sort((a, b) => a[0] - b[0]);
  pairs.forEach(([page, count], i) => {
    pages[from + i] = page;
    counts[from + i] = count;
  });
}
