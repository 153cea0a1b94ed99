/**
 * Candidate pages best first, put in order only as far as they are read. A prefix such as `mod`
 * on a large site finds thousands of pages, of which the engine reads 7 for the suggestions, or
 * about 105 for 100 hits: the best of them are picked with a bounded heap, the rest left unsorted
 * until asked for.
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

/** At least this many are ordered at a time: the next window of suggestions is then at hand. */
const MIN_ORDERED = 32;

/** Pages `pages[i]` with scores `scores[i]`, each page once. */
export function rankedPages(pages: Int32Array, scores: Float64Array): RankedPages {
  const n = pages.length;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let ordered = 0;
  const before = (a: number, b: number) => scores[a] > scores[b] || (scores[a] === scores[b] && pages[a] < pages[b]);

  /** Puts the best `k` of `order[ordered…n)` first, in order: a heap of the best so far, its worst at the root. */
  const pick = (k: number) => {
    const heap = new Int32Array(k);
    let size = 0;
    const swap = (i: number, j: number) => {
      const t = heap[i];
      heap[i] = heap[j];
      heap[j] = t;
    };
    const down = (from: number) => {
      for (let i = from; ; ) {
        let worst = i;
        const l = 2 * i + 1;
        if (l < size && before(heap[worst], heap[l])) worst = l;
        if (l + 1 < size && before(heap[worst], heap[l + 1])) worst = l + 1;
        if (worst === i) return;
        swap(i, worst);
        i = worst;
      }
    };
    for (let i = ordered; i < n; i++) {
      const c = order[i];
      if (size < k) {
        heap[size] = c;
        for (let j = size++; j > 0 && before(heap[(j - 1) >> 1], heap[j]); j = (j - 1) >> 1) swap(j, (j - 1) >> 1);
      } else if (before(c, heap[0])) {
        heap[0] = c;
        down(0);
      }
    }
    const chosen = new Uint8Array(n);
    for (let i = 0; i < k; i++) chosen[heap[i]] = 1;
    // The others keep their relative place after the chosen ones.
    const was = order.slice(ordered);
    let rest = ordered + k;
    for (const c of was) if (!chosen[c]) order[rest++] = c;
    // Worst first off the heap, so filled from the back.
    for (let at = ordered + k - 1; size > 0; at--) {
      order[at] = heap[0];
      heap[0] = heap[--size];
      down(0);
    }
    ordered += k;
  };

  const extend = (end: number) => {
    if (end <= ordered) return;
    const want = Math.min(n, Math.max(end, ordered * 2, MIN_ORDERED));
    if ((want - ordered) * 4 < n - ordered) return pick(want - ordered);
    // Most of what is left is wanted: sort it all.
    const rest = Array.from(order.subarray(ordered)).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    order.set(rest, ordered);
    ordered = n;
  };

  return {
    length: n,
    slice(start, end) {
      const to = Math.min(n, Math.max(0, end));
      extend(to);
      const out: Candidate[] = [];
      for (let i = Math.max(0, start); i < to; i++) out.push({ page: pages[order[i]], score: scores[order[i]] });
      return out;
    },
  };
}
