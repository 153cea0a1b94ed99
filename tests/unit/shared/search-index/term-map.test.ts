import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTermMap, FIELDS, type Field, slotWeight } from '../../../../src/shared/search-index/term-map';
import { countTerms, type FieldTerms } from '../../../../src/shared/search-index/tokenize';

const EMPTY: FieldTerms = { length: 0, counts: new Map() };
const onlyContent = (text: string): Record<Field, FieldTerms> => ({
  title: EMPTY,
  header: EMPTY,
  meta: EMPTY,
  content: countTerms(text),
});

/** The weight a page `id` has for `term` in `field`, read back from the map's slots (0 when absent). */
function weightOf(map: ReturnType<typeof createTermMap>, field: Field, term: string, id: number): number {
  const entry = map.entries()[field].find(([key]) => key === term);
  const slot = entry ? entry[1].findIndex((ids) => ids?.includes(id)) : -1;
  return slot < 0 ? 0 : slotWeight(slot);
}

describe('slotWeight', () => {
  it('zig-zags the steps of √2 around 1: 1, √2, 1/√2, 2, 1/2 …', () => {
    expect([0, 1, 2, 3, 4].map(slotWeight)).toEqual(
      [1, Math.SQRT2, Math.SQRT1_2, 2, 0.5].map((w) => expect.closeTo(w)),
    );
  });
});

describe('createTermMap', () => {
  it('weighs a word by its count against the length of its field, so a long page does not win by size', () => {
    const map = createTermMap();
    map.add(0, onlyContent('render'));
    map.add(1, onlyContent(`render ${'word '.repeat(40)}`));
    // Average length 21.5: the short page's one mention weighs more than the long page's.
    expect(weightOf(map, 'content', 'render', 0)).toBeGreaterThan(weightOf(map, 'content', 'render', 1));
  });

  it('weighs a word mentioned more often on pages of the same length more', () => {
    const map = createTermMap();
    map.add(0, onlyContent('render render render other'));
    map.add(1, onlyContent('render other other other'));
    expect(weightOf(map, 'content', 'render', 0)).toBeGreaterThan(weightOf(map, 'content', 'render', 1));
  });

  it('keeps each field apart and leaves out fields a page has nothing in', () => {
    const map = createTermMap();
    map.add(3, { title: countTerms('Routes'), header: EMPTY, meta: countTerms('routing'), content: EMPTY });
    const entries = map.entries();
    expect(entries.title.map(([key]) => key)).toEqual(['routes', 'rout~']);
    expect(entries.meta.map(([key]) => key)).toEqual(['routing', 'rout~']);
    expect([entries.header, entries.content]).toEqual([[], []]);
  });

  it('lists every page holding a key exactly once, ids ascending in each slot', () => {
    const word = fc.constantFrom('render', 'context', 'routes', 'routing', '渲染', 'x1');
    const page = fc.array(word, { maxLength: 12 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.array(page, { maxLength: 20 }), (texts) => {
        const map = createTermMap();
        texts.forEach((text, id) => {
          map.add(id, onlyContent(text));
        });
        for (const [key, slots] of map.entries().content) {
          const ids = slots.flatMap((s) => s ?? []);
          const holding = texts.flatMap((text, id) => (countTerms(text).counts.has(key) ? [id] : []));
          expect([...ids].sort((a, b) => a - b)).toEqual(holding);
          for (const s of slots) if (s) expect(s).toEqual([...s].sort((a, b) => a - b));
        }
        expect(FIELDS.filter((f) => f !== 'content').map((f) => map.entries()[f].length)).toEqual([0, 0, 0]);
      }),
      { numRuns: 100 },
    );
  });
});
