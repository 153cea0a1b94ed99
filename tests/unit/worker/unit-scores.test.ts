import { describe, expect, it } from 'vitest';
import { queryUnits } from '../../../src/shared/search-index/tokenize';
import { keyPageTables } from '../../../worker/key-pages';
import { fieldScore, idf, pageScore } from '../../../worker/score';
import type { LoadedShards } from '../../../worker/shards';
import { unitScoreTable } from '../../../worker/unit-scores';

/** Every key in the text of the pages given, weight slot 0. */
function shardsOf(postings: Record<string, number[]>): LoadedShards {
  return {
    postings: (field, key) => (field === 'content' && postings[key] ? [postings[key]] : undefined),
    ensure: async () => true,
    expand: () => [],
    known: () => true,
  };
}

describe('unitScoreTable', () => {
  const shards = shardsOf({ deploy: [1, 2], how: [0, 1, 3], 渲染: [2], 染上: [2] });
  const units = queryUnits('how deploy');

  it('ranks the pages by pageScore over each unit’s best way of matching', () => {
    const table = unitScoreTable(shards, 4);
    table.begin(2);
    table.addKey(1, 'deploy', idf(2, 4), 'prefix');
    table.addKey(1, 'deploy', idf(2, 4), 'exact');
    table.addKey(0, 'how', idf(3, 4), 'exact');
    const text = (rarity: number) => fieldScore('content', 1, rarity, 'exact');
    expect(table.rank(units).slice(0, 7)).toEqual([
      { page: 1, score: pageScore([0, 0, 0, text(idf(3, 4)), 0, 0, 0, text(idf(2, 4))], units) },
      { page: 2, score: pageScore([0, 0, 0, 0, 0, 0, 0, text(idf(2, 4))], units) },
    ]);
  });

  it('scores stop words only on the pages already found once rows are closed, which finds the same pages', () => {
    const table = unitScoreTable(shards, 4);
    table.begin(2);
    table.addKey(1, 'deploy', idf(2, 4), 'exact');
    table.closeRows();
    table.addKey(0, 'how', idf(3, 4), 'exact');
    expect(
      table
        .rank(units)
        .slice(0, 7)
        .map((c) => c.page),
    ).toEqual([1, 2]);
  });

  it('adds a CJK run found whole to the pages holding it', () => {
    const table = unitScoreTable(shards, 4);
    const keys = keyPageTables(shards, 4);
    const cjk = queryUnits('渲染');
    table.begin(1);
    table.add(0, keys.all(['渲染']), idf(1, 4), 'exact');
    table.phrase(keys.all(['渲染', '染上']), 2);
    const word = fieldScore('content', 1, idf(1, 4), 'exact');
    expect(table.rank(cjk).slice(0, 7)).toEqual([{ page: 2, score: word + fieldScore('content', 1, 2, 'exact') }]);
  });
});
