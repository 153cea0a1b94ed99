import { describe, expect, it } from 'vitest';
import { pagesOf, topHits } from '../../../bench/top-k';

describe('pagesOf', () => {
  it('maps sections to their pages, each page once, at the place of its best section', () => {
    expect(pagesOf(['/a#one', '/b', '/a#two', '/c#three', '/b#four'])).toEqual(['/a', '/b', '/c']);
  });

  it('keeps page URLs and their order as they are', () => {
    expect(pagesOf(['/zh/', '/', '/blog/'])).toEqual(['/zh/', '/', '/blog/']);
  });

  it('gives nothing for no results', () => {
    expect(pagesOf([])).toEqual([]);
  });
});

describe('topHits', () => {
  const cases = [{ expected: ['/a', '/x'] }, { expected: ['/b'] }, { expected: ['/c'] }, { expected: ['/d'] }];

  it('counts the expected first page first as top-1 and among the first three as top-3', () => {
    const rankings = [['/a', '/x'], ['/c', '/x', '/b'], ['/x', '/y', '/z', '/c'], []];
    expect(topHits(cases, rankings)).toEqual({ top1: 1, top3: 2, of: 4 });
  });

  it('scores only the first expected page: the runner-up alone first is a miss', () => {
    expect(topHits([{ expected: ['/a', '/x'] }], [['/x', '/y', '/z']])).toEqual({ top1: 0, top3: 0, of: 1 });
  });

  it('throws when the rankings do not pair one to one with the cases', () => {
    expect(() => topHits(cases, [['/a']])).toThrow('bench: 1 rankings for 4 cases (one each expected)');
  });
});
