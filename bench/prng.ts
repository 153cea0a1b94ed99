/**
 * A small seeded random number generator (mulberry32), so that the synthetic corpus is the same
 * on every run and every machine: benchmark figures must compare like with like.
 */

/** A source of numbers in [0, 1) and the few helpers the corpus generator needs. */
export interface Random {
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

/**
 * Creates a generator from a 32-bit seed.
 *
 * @example
 * const random = createRandom(42);
 * random.int(1, 6); // the same number on every run
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => {
      if (!list.length) throw new Error('bench: cannot pick from an empty list');
      return list[Math.floor(next() * list.length)];
    },
  };
}
