import { describe, expect, it } from 'vitest';
import { type Candidate, groupCandidates, MAX_HITS_PER_PAGE } from '../../../worker/group';

const c = (page: number, score: number, order: number, link = `/p${page}#${order}`): Candidate => ({
  page,
  score,
  order,
  link,
});
const pagesOf = (groups: Candidate[][]) => groups.map((g) => g[0].page);

describe('groupCandidates', () => {
  it('puts each page once, ordered by its best candidate', () => {
    const groups = groupCandidates([c(1, 100, 0), c(2, 300, 1), c(1, 200, 2)], 100);
    expect(pagesOf(groups)).toEqual([2, 1]);
    expect(groups[1].map((x) => x.score)).toEqual([200, 100]);
  });

  it('breaks ties by the given order', () => {
    expect(pagesOf(groupCandidates([c(1, 100, 5), c(2, 100, 3)], 100))).toEqual([2, 1]);
  });

  it('keeps only the best candidate of several with the same link', () => {
    const groups = groupCandidates([c(1, 100, 0, '/p#a'), c(1, 200, 1, '/p#a'), c(1, 150, 2, '/p#b')], 100);
    expect(groups[0].map((x) => [x.link, x.score])).toEqual([
      ['/p#a', 200],
      ['/p#b', 150],
    ]);
  });

  it(`keeps at most ${MAX_HITS_PER_PAGE} candidates per page`, () => {
    const many = Array.from({ length: 20 }, (_, i) => c(1, 100 - i, i));
    expect(groupCandidates(many, 100)[0]).toHaveLength(MAX_HITS_PER_PAGE);
  });

  it('stops at the limit, cutting the last group short', () => {
    const candidates = Array.from({ length: 30 }, (_, i) => c(i % 10, 100 - i, i));
    const groups = groupCandidates(candidates, 7);
    expect(groups.map((g) => g.length)).toEqual([3, 3, 1]);
    expect(groupCandidates(candidates, 25).flat()).toHaveLength(25);
  });

  it('returns no groups for no candidates or a limit of zero', () => {
    expect(groupCandidates([], 100)).toEqual([]);
    expect(groupCandidates([c(1, 1, 0)], 0)).toEqual([]);
  });

  it('leaves the input list in its order', () => {
    const input = [c(1, 1, 0), c(2, 2, 1)];
    groupCandidates(input, 100);
    expect(input.map((x) => x.page)).toEqual([1, 2]);
  });
});
