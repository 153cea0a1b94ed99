import { describe, expect, it } from 'vitest';
import { typoVariants } from '../../../worker/typos';

describe('typoVariants', () => {
  it('offers swapped neighbours, single deletions and shorter prefixes, in that order', () => {
    expect(typoVariants('rendr')).toEqual([
      'erndr',
      'rnedr',
      'rednr',
      'renrd',
      'endr',
      'rndr',
      'redr',
      'renr',
      'rend',
      'ren',
    ]);
  });

  it('corrects two swapped letters', () => {
    expect(typoVariants('hydartion')).toContain('hydration');
  });

  it('corrects one letter too many', () => {
    expect(typoVariants('renderr')).toContain('render');
  });

  it('keeps prefixes to at least 60% of the word', () => {
    const prefixes = typoVariants('manifesr').filter((v) => 'manifesr'.startsWith(v));
    expect(Math.min(...prefixes.map((p) => p.length))).toBe(5);
  });

  it('never offers the word itself or a duplicate', () => {
    const variants = typoVariants('aabb');
    expect(variants).not.toContain('aabb');
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('leaves words shorter than four characters alone', () => {
    expect(typoVariants('abc')).toEqual([]);
    expect(typoVariants('')).toEqual([]);
  });
});
