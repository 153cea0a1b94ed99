import { describe, expect, it } from 'vitest';
import { type Field, slotWeight } from '../../../src/shared/search-index/term-map';
import { FIELD_COUNT, type KeyPages, keyPageTables } from '../../../worker/key-pages';
import type { LoadedShards } from '../../../worker/shards';

/** Postings by field and key, each a list of page ids per weight slot, as a shard holds them. */
type Postings = Partial<Record<Field, Record<string, (number[] | null)[]>>>;

function shardsOf(postings: Postings): LoadedShards {
  return {
    postings: (field, key) => postings[field]?.[key],
    ensure: async () => true,
    expand: () => [],
    known: () => true,
  };
}

/** The view as page → [title, header, meta, content], pages in id order. */
const read = (view: KeyPages) =>
  Object.fromEntries(
    Array.from(view.pages.subarray(0, view.count))
      .sort((a, b) => a - b)
      .map((page) => [page, Array.from(view.weights.subarray(page * FIELD_COUNT, (page + 1) * FIELD_COUNT))]),
  );

const [w0, w1, w2] = [slotWeight(0), slotWeight(1), slotWeight(2)];

describe('keyPageTables', () => {
  const shards = shardsOf({
    title: { 渲染: [[3]], render: [null, [1]] },
    content: { 渲染: [[1, 3]], 染上: [[1], null, [3]], render: [[1, 2]] },
    header: { 染上: [[4]] },
    meta: { 渲染: [[4]] },
  });

  it('reads the pages of a key with their count in each field', () => {
    const tables = keyPageTables(shards, 5);
    expect(read(tables.one('render'))).toEqual({ 1: [w1, 0, 0, w0], 2: [0, 0, 0, w0] });
    expect(tables.one('nothing').count).toBe(0);
  });

  it('keeps the pages holding every key, each field at its weakest, and a word spread over fields as text', () => {
    const tables = keyPageTables(shards, 5);
    // Page 1 and 3 hold both bigrams in their text; page 4 has one in its description, one in a heading.
    expect(read(tables.all(['渲染', '染上']))).toEqual({
      1: [0, 0, 0, w0],
      3: [0, 0, 0, w2],
      4: [0, 0, 0, w2],
    });
  });

  it('finds the same pages and weights whichever key is given first, and none when one key is on no page', () => {
    const tables = keyPageTables(shards, 5);
    const both = read(tables.all(['渲染', '染上']));
    expect(read(tables.all(['染上', '渲染']))).toEqual(both);
    expect(tables.all(['渲染', '染上', 'nothing']).count).toBe(0);
    // The tables are reused: a later view is not disturbed by the empty one.
    expect(read(tables.all(['染上', '渲染']))).toEqual(both);
  });

  it('counts the pages of a key, and of several keys each page once', () => {
    const tables = keyPageTables(shards, 5);
    expect(tables.count('render')).toBe(2);
    expect(tables.count('渲染')).toBe(3);
    expect(tables.union(['render', '渲染'])).toEqual({ count: 4, each: [2, 3] });
  });

  it('skips page ids that are outside the index or not whole numbers', () => {
    const tables = keyPageTables(shardsOf({ content: { odd: [[-1, 0.5, 2, 7]] } }), 5);
    expect(read(tables.one('odd'))).toEqual({ 2: [0, 0, 0, w0] });
  });
});
