import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createTermIndex,
  createTermMap,
  exportEntries,
  FIELDS,
  type Field,
} from '../../../../src/shared/search-index/flexsearch';

/** Unique terms, as pageTerms gives them: short words, CJK bigrams, now and then one past FlexSearch's 1,024. */
const term = fc.oneof(
  fc.constantFrom('render', 'context', 'a', '渲染', '染', 'x1', 'importmapmode', 'mode'),
  fc.stringMatching(/^[a-z0-9]{1,12}$/),
  fc.constant('z'.repeat(1025)),
);
const field = fc.uniqueArray(term, { maxLength: 40 });
const pages = fc.array(fc.record({ title: field, header: field, content: field }), { maxLength: 25 });

/** What FlexSearch itself makes of the same pages: `add` each, then `export`. */
function flexsearchEntries(list: Record<Field, string[]>[]) {
  const index = createTermIndex();
  list.forEach((fields, id) => {
    index.add({
      id,
      title: fields.title.join(' '),
      header: fields.header.join(' '),
      content: fields.content.join(' '),
    });
  });
  return exportEntries(index);
}

describe('createTermMap', () => {
  it('makes the very map FlexSearch adds and exports: same keys, same order, same ids in the same slots', () => {
    fc.assert(
      fc.property(pages, (list) => {
        const map = createTermMap();
        list.forEach((fields, id) => {
          map.add(id, fields);
        });
        // Through JSON, as the files carry it: FlexSearch's empty slots export as null.
        expect(JSON.parse(JSON.stringify(map.entries()))).toEqual(flexsearchEntries(list));
      }),
      { numRuns: 200 },
    );
  });

  it('spreads a long field over the 9 slots as FlexSearch does, the first term alone in the first', () => {
    const content = Array.from({ length: 30 }, (_, i) => `w${i}`);
    const map = createTermMap();
    map.add(7, { title: [], header: [], content });
    const slots = new Map(map.entries().content.map(([key, s]) => [key, s.findIndex((ids) => ids?.includes(7))]));
    expect([0, 1, 4, 29].map((i) => slots.get(`w${i}`))).toEqual([0, 1, 2, 8]);
    expect(FIELDS.map((f) => map.entries()[f].length)).toEqual([0, 0, 30]);
  });
});
