import { describe, expect, it } from 'vitest';
import { moveSelection, optionCount, visibleGroups } from '../../../../src/client/search/result-list';
import type { SearchResult } from '../../../../src/shared/search';
import { hit } from './search-hit';

const result: SearchResult = {
  query: 'q',
  more: false,
  total: 6,
  groups: [
    { routePath: '/a', title: 'A', path: ['Guide', 'A'], hits: [hit('/a#1'), hit('/a#2'), hit('/a#3')] },
    { routePath: '/b', title: 'B', path: [], hits: [hit('/b#1')] },
    { routePath: '/c', title: 'C', path: [], hits: [hit('/c#1'), hit('/c#2')] },
  ],
};

const shape = (count: number) =>
  visibleGroups(result, count).map((g) => [g.title, g.options.map((o) => `${o.index}:${o.hit.link}`)]);

describe('visibleGroups', () => {
  it('numbers every hit in reading order across groups', () => {
    expect(shape(100)).toEqual([
      ['A', ['0:/a#1', '1:/a#2', '2:/a#3']],
      ['B', ['3:/b#1']],
      ['C', ['4:/c#1', '5:/c#2']],
    ]);
  });

  it('stops after the first `count` hits, cutting a group in the middle', () => {
    expect(shape(5)).toEqual([
      ['A', ['0:/a#1', '1:/a#2', '2:/a#3']],
      ['B', ['3:/b#1']],
      ['C', ['4:/c#1']],
    ]);
  });

  it('drops groups that have no visible hit', () => {
    expect(shape(3)).toEqual([['A', ['0:/a#1', '1:/a#2', '2:/a#3']]]);
  });

  it('shows nothing without a result or with a count of zero', () => {
    expect(visibleGroups(null, 7)).toEqual([]);
    expect(visibleGroups(result, 0)).toEqual([]);
  });

  it('skips a group that arrives without hits', () => {
    const odd: SearchResult = {
      query: 'q',
      more: false,
      total: 1,
      groups: [{ routePath: '/x', title: 'X', path: [], hits: [] }, result.groups[1]],
    };
    expect(visibleGroups(odd, 7).map((g) => g.title)).toEqual(['B']);
  });
});

describe('optionCount', () => {
  it('adds up the options of all groups', () => {
    expect(optionCount(visibleGroups(result, 100))).toBe(6);
    expect(optionCount(visibleGroups(result, 4))).toBe(4);
    expect(optionCount([])).toBe(0);
  });
});

describe('moveSelection', () => {
  it('moves one step down and up', () => {
    expect(moveSelection(2, 1, 7)).toBe(3);
    expect(moveSelection(2, -1, 7)).toBe(1);
  });

  it('wraps from the last option to the first going down', () => {
    expect(moveSelection(6, 1, 7)).toBe(0);
  });

  it('wraps from the first option to the last going up', () => {
    expect(moveSelection(0, -1, 7)).toBe(6);
  });

  it('stays on the only option of a one-option list', () => {
    expect(moveSelection(0, 1, 1)).toBe(0);
    expect(moveSelection(0, -1, 1)).toBe(0);
  });

  it('has no selection in an empty list', () => {
    expect(moveSelection(0, 1, 0)).toBe(-1);
    expect(moveSelection(-1, -1, 0)).toBe(-1);
  });

  it('enters the list at the first option going down and the last going up', () => {
    expect(moveSelection(-1, 1, 5)).toBe(0);
    expect(moveSelection(-1, -1, 5)).toBe(4);
    expect(moveSelection(9, 1, 5)).toBe(0);
  });
});
