/**
 * Candidate pages best first, put in order only as far as they are read. A prefix such as `mod`
 * on a large site finds thousands of pages, of which the engine reads 7 for the suggestions, or
 * about 105 for 100 hits: those are picked with a bounded heap, and the rest sorted only if the
 * engine reads on past them (when too many of the first pages show no hit).
 */

/** A page the index found, with its score from the index (score.ts `pageScore`). */
export interface Candidate {
  page: number;
  score: number;
}

export interface RankedPages {
  /** How many pages there are in all. */
  readonly length: number;
  /**
   * The candidates from `start` to `end` (exclusive) in order: best first, ties in page order.
   *
   * @example rankedPages(Int32Array.of(4, 9), Float64Array.of(1, 3)).slice(0, 7) // [{ page: 9, score: 3 }, { page: 4, score: 1 }]
   */
  slice(start: number, end: number): Candidate[];
}

/** At least this many are put in order at first: the next window of suggestions is then at hand. */
const MIN_ORDERED = 32;

/** Pages `pages[i]` with scores `scores[i]`, each page once. */
export function rankedPages(pages: Int32Array, scores: Float64Array): RankedPages {
  const n = pages.length;
  const before = (a: number, b: number) => scores[a] > scores[b] || (scores[a] === scores[b] && pages[a] < pages[b]);
  let order: number[] = [];

  /** The best `k` (k < n), in order: a heap of the best so far with its worst at the root, emptied worst first. */
  const best = (k: number) => {
    const heap: number[] = [];
    const down = (i: number) => {
      for (;;) {
        let worst = i;
        const l = 2 * i + 1;
        if (l < heap.length && before(heap[worst], heap[l])) worst = l;
        if (l + 1 < heap.length && before(heap[worst], heap[l + 1])) worst = l + 1;
        if (worst === i) return;
        [heap[i], heap[worst]] = [heap[worst], heap[i]];
        i = worst;
      }
    };
    for (let c = 0; c < n; c++) {
      if (heap.length < k) {
        heap.push(c);
        for (let j = heap.length - 1, up = (j - 1) >> 1; j > 0 && before(heap[up], heap[j]); j = up, up = (j - 1) >> 1)
          [heap[j], heap[up]] = [heap[up], heap[j]];
      } else if (before(c, heap[0])) {
        heap[0] = c;
        down(0);
      }
    }
    const out: number[] = [];
    while (heap.length) {
      out.push(heap[0]);
      const last = heap.pop() as number;
      if (heap.length) {
        heap[0] = last;
        down(0);
      }
    }
    return out.reverse();
  };

  return {
    length: n,
    slice(start, end) {
      const to = Math.min(n, Math.max(0, end));
      if (to > order.length) {
        const want = Math.max(to, MIN_ORDERED);
        // Past the first pick (rare), or most of the pages wanted: one full sort.
        order =
          !order.length && want * 4 < n
            ? best(want)
            : Array.from({ length: n }, (_, i) => i).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
      }
      return order.slice(Math.max(0, start), to).map((i) => ({ page: pages[i], score: scores[i] }));
    },
  };
}
