import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from '../../../worker/edit-distance';

/**
 * The oracle: every string one edit from `word` (a letter dropped, added, replaced, or two
 * neighbours swapped), letters taken from `alphabet`. Applying it k times reaches exactly the
 * words within k edits, whatever the order of the edits.
 */
function oneEditFrom(word: string, alphabet: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    for (const c of alphabet) out.add(word.slice(0, i) + c + word.slice(i));
    if (i === word.length) continue;
    out.add(word.slice(0, i) + word.slice(i + 1));
    for (const c of alphabet) out.add(word.slice(0, i) + c + word.slice(i + 1));
    if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

/** Distance by breadth-first search over single edits, or `max + 1` when not found within `max`. */
function naiveDistance(a: string, b: string, max: number): number {
  // Letters outside both words never shorten a path; one spare letter is kept to show it.
  const alphabet = [...new Set([...a, ...b, '#'])];
  let frontier = new Set([a]);
  for (let k = 0; k <= max; k++) {
    if (frontier.has(b)) return k;
    const next = new Set<string>();
    for (const word of frontier) for (const w of oneEditFrom(word, alphabet)) next.add(w);
    frontier = next;
  }
  return max + 1;
}

/** Short words over a few letters, so that pairs are often within two edits. */
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 6 });

describe('editDistance', () => {
  it('agrees with a breadth-first search over single edits, for any two words and budget', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 2 }), (a, b, max) => {
        expect(editDistance(a, b, max)).toBe(naiveDistance(a, b, max));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with the oracle on a word and its random edits', () => {
    const edited = word.chain((w) =>
      fc.tuple(fc.constant(w), fc.integer({ min: 0, max: 3 }), fc.nat(), fc.nat(), fc.nat()).map(([w, n, ...seeds]) => {
        let out = w;
        for (let k = 0; k < n; k++) {
          const options = [...oneEditFrom(out, ['a', 'b', 'x'])].sort();
          out = options[seeds[k % seeds.length] % options.length];
        }
        return [w, out] as const;
      }),
    );
    fc.assert(
      fc.property(edited, ([a, b]) => {
        expect(editDistance(a, b, 2)).toBe(naiveDistance(a, b, 2));
      }),
      { numRuns: 500 },
    );
  });

  it('counts each kind of slip as one edit', () => {
    expect(editDistance('hydation', 'hydration', 2)).toBe(1); // a letter missing
    expect(editDistance('renderr', 'render', 2)).toBe(1); // a letter extra
    expect(editDistance('bundke', 'bundle', 2)).toBe(1); // a letter wrong
    expect(editDistance('bundel', 'bundle', 2)).toBe(1); // two neighbours swapped
    expect(editDistance('configuraton', 'configuration', 2)).toBe(1);
  });

  it('counts a swap with a letter put between as two edits, as a reader would', () => {
    expect(editDistance('ca', 'abc', 2)).toBe(2);
  });

  it('answers max + 1 for words farther apart than max', () => {
    expect(editDistance('render', 'vendor', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(editDistance('a𠀀b', 'ab', 1)).toBe(1);
  });
});
