import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankedPages } from '../../../worker/ranked-pages';

const ranked = (scores: Record<number, number>) => {
  const pages = Object.keys(scores).map(Number);
  return rankedPages(Int32Array.from(pages), Float64Array.from(pages.map((p) => scores[p])));
};

describe('rankedPages', () => {
  it('orders best first, and pages of equal score by page', () => {
    const order = ranked({ 4: 1, 9: 3, 2: 3, 7: 0.5 });
    expect(order.length).toBe(4);
    expect(order.slice(0, 4)).toEqual([
      { page: 2, score: 3 },
      { page: 9, score: 3 },
      { page: 4, score: 1 },
      { page: 7, score: 0.5 },
    ]);
  });

  it('answers the part asked for, nothing past the end, and nothing for no pages', () => {
    const order = ranked({ 1: 1, 2: 2, 3: 3 });
    expect(order.slice(1, 2)).toEqual([{ page: 2, score: 2 }]);
    expect(order.slice(2, 10)).toEqual([{ page: 1, score: 1 }]);
    expect(order.slice(3, 7)).toEqual([]);
    expect(ranked({}).slice(0, 7)).toEqual([]);
    expect(ranked({}).length).toBe(0);
  });

  it('picks the best 7 of thousands as a full sort would', () => {
    const scores = Array.from({ length: 5_000 }, (_, page) => (page * 7919) % 101);
    const order = rankedPages(
      Int32Array.from(scores, (_, page) => page),
      Float64Array.from(scores),
    );
    // Score 100 is held by the pages p with p·7919 ≡ 100 (mod 101): the first seven of them, by page.
    const best = scores.flatMap((score, page) => (score === 100 ? [page] : [])).slice(0, 7);
    expect(order.slice(0, 7).map((c) => c.page)).toEqual(best);
  });

  it('gives, read in slices of any sizes, exactly the order of one full sort', () => {
    fc.assert(
      fc.property(
        // Small sets are sorted whole; large ones picked from, part by part.
        fc.oneof(
          fc.uniqueArray(fc.nat({ max: 5_000 }), { maxLength: 40 }),
          fc.uniqueArray(fc.nat({ max: 5_000 }), { minLength: 200, maxLength: 400 }),
        ),
        fc.array(fc.nat({ max: 10 }), { minLength: 400, maxLength: 400 }),
        fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 20 }),
        (pages, rawScores, steps) => {
          const scores = pages.map((_, i) => rawScores[i] / 4);
          const order = rankedPages(Int32Array.from(pages), Float64Array.from(scores));
          const read: number[] = [];
          for (let at = 0, i = 0; at < pages.length; at += steps[i++ % steps.length])
            read.push(...order.slice(at, at + steps[i % steps.length]).map((c) => c.page));
          const sorted = pages
            .map((page, i) => ({ page, score: scores[i] }))
            .sort((a, b) => b.score - a.score || a.page - b.page)
            .map((c) => c.page);
          expect(read).toEqual(sorted);
        },
      ),
      { numRuns: 300 },
    );
  });
});
