import { describe, expect, it } from 'vitest';
import { type ListState, listStateFor, listView } from '../../../../src/client/search/list-state';
import type { SearchResult } from '../../../../src/shared/search';
import { hit } from './search-hit';

/** An answer to `query` with `pages` pages of two hits each. */
const answer = (query: string, pages = 5): SearchResult => ({
  query,
  more: false,
  total: pages * 2,
  groups: Array.from({ length: pages }, (_, i) => ({
    routePath: `/p${i}`,
    title: `P${i}`,
    path: [],
    hits: [hit(`/p${i}#1`), hit(`/p${i}#2`)],
  })),
});

describe('listStateFor', () => {
  it('keeps the state as it is while the answer on screen is the same', () => {
    const list: ListState = { result: answer('ssr'), selected: 4, shown: 7 };
    expect(listStateFor(list, list.result)).toBe(list);
  });

  it("starts the selection and the list's length over for another query's answer", () => {
    const list: ListState = { result: answer('ssr'), selected: 4, shown: 100 };
    const next = answer('csr');
    expect(listStateFor(list, next)).toEqual({ result: next, selected: 0, shown: 7 });
  });

  it('keeps its place when the same query is answered again with more hits ("More results")', () => {
    const list: ListState = { result: answer('ssr'), selected: 4, shown: 100 };
    const more = answer('ssr', 9);
    expect(listStateFor(list, more)).toEqual({ result: more, selected: 4, shown: 100 });
  });

  it("keeps a resumed session's place for the first answer to its query, and only that query", () => {
    const resumed: ListState = { result: null, selected: 9, shown: 20 };
    const first = answer('ssr');
    expect(listStateFor(resumed, first, ' ssr ')).toEqual({ result: first, selected: 9, shown: 20 });
    expect(listStateFor(resumed, answer('csr'), 'ssr')).toEqual({ result: answer('csr'), selected: 0, shown: 7 });
    expect(listStateFor(resumed, first)).toEqual({ result: first, selected: 0, shown: 7 });
  });
});

describe('listView', () => {
  const list: ListState = { result: answer('ssr'), selected: 3, shown: 7 };

  it("shows the answer's first `shown` hits, grouped by page", () => {
    const view = listView(list, 'ssr', 2);
    expect(view.groups.map((g) => g.options.length)).toEqual([2, 2, 2, 1]);
    expect(view).toMatchObject({ showRecent: false, count: 7, selected: 3 });
  });

  it('shows the recent searches while the input is empty or blank', () => {
    expect(listView(list, '  ', 2)).toEqual({ groups: [], showRecent: true, count: 2, selected: 1 });
  });

  it('has no options and no selection with an empty input and no recent searches', () => {
    expect(listView(list, '', 0)).toEqual({ groups: [], showRecent: false, count: 0, selected: -1 });
  });

  it('has no options and no selection for a query without an answer yet', () => {
    expect(listView({ result: null, selected: 2, shown: 7 }, 'ssr', 3)).toEqual({
      groups: [],
      showRecent: false,
      count: 0,
      selected: -1,
    });
  });
});
