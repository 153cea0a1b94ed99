import { describe, expect, it } from 'vitest';
import { termOrder } from '../../../../src/build/search/term-order';

/** The term numbers of `terms` sorted by code unit, the naive way. */
const sorted = (terms: string[]) => [...terms.keys()].sort((a, b) => (terms[a] < terms[b] ? -1 : 1));

describe('termOrder', () => {
  const terms = ['render', 'build', 'Zeta', 'hydrate', 'é', 'api', 'b'];

  it('sorts every term by code unit when no order is known', () => {
    expect([...termOrder(terms)]).toEqual([2, 5, 6, 1, 3, 0, 4]);
  });

  it('merges the terms added since into the order the last build gave of the others', () => {
    for (let known = 0; known <= terms.length; known++) {
      const last = termOrder(terms.slice(0, known));
      expect([...termOrder(terms, last)]).toEqual(sorted(terms));
    }
  });

  it('matches a full sort over many random terms, whatever part of them was known', () => {
    let seed = 3;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const many = [...new Set(Array.from({ length: 2000 }, () => Math.floor(next() * 1e6).toString(36)))];
    for (const known of [0, 1, 999, many.length - 1, many.length]) {
      expect([...termOrder(many, termOrder(many.slice(0, known)))]).toEqual(sorted(many));
    }
  });

  it('ignores an order that is not one of the known terms, sorted, and sorts them all', () => {
    const damaged = [
      Int32Array.of(5, 1, 0), // a number out of range
      Int32Array.of(1, 1, 0), // a number twice
      Int32Array.of(0, 1, 2), // not sorted by term
      Int32Array.from({ length: terms.length + 1 }, (_, i) => i), // more numbers than terms
      Int32Array.of(-1, 0),
    ];
    for (const order of damaged) expect([...termOrder(terms, order)]).toEqual(sorted(terms));
  });
});
