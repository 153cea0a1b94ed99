import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../../src/shared/search';
import { stemLookups } from '../../../src/shared/search-index/stem';
import { FIELDS, type Field, slotWeight } from '../../../src/shared/search-index/term-map';
import { type QueryUnit, queryUnits, unitKeys } from '../../../src/shared/search-index/tokenize';
import { findCandidates, lookupTables } from '../../../worker/candidates';
import { openIndex } from '../../../worker/files';
import type { Candidate } from '../../../worker/ranked-pages';
import { type FieldScores, fieldScores, idf, type MatchKind, pageScore } from '../../../worker/score';
import { type LoadedShards, loadedShards } from '../../../worker/shards';
import { loadedVocabulary } from '../../../worker/typos';
import { arbitraryQuery, arbitrarySite } from '../../support/arbitrary-site';
import { memoryIndex } from '../../support/memory-index';

type Weights = Record<Field, number>;

/**
 * The oracle: every page holding any key of the query, scored in full with a map and a record per
 * page, and all of them sorted — what the engine did before its tables and its partial order.
 */
function everyPageScored(shards: LoadedShards, units: QueryUnit[], typed: QueryUnit[], total: number): Candidate[] {
  const keyWeights = (key: string) => {
    const out = new Map<number, Weights>();
    for (const field of FIELDS) {
      shards.postings(field, key)?.forEach((ids, slot) => {
        for (const page of ids ?? []) {
          if (!out.has(page)) out.set(page, { title: 0, header: 0, meta: 0, content: 0 });
          (out.get(page) as Weights)[field] = slotWeight(slot);
        }
      });
    }
    return out;
  };
  const allKeys = (keys: string[]) => {
    const each = keys.map(keyWeights);
    const out = new Map<number, Weights>();
    for (const [page, first] of each[0]) {
      if (!each.every((w) => w.has(page))) continue;
      const min = { ...first };
      for (const field of FIELDS) min[field] = Math.min(...each.map((w) => (w.get(page) as Weights)[field]));
      if (keys.length > 1 && FIELDS.every((field) => !min[field])) min.content = slotWeight(2);
      out.set(page, min);
    }
    return out;
  };
  const unitScores = (unit: QueryUnit, corrected: boolean) => {
    const best = new Map<number, FieldScores>();
    const add = (pages: Map<number, Weights>, match: MatchKind, factor = 1) => {
      for (const [page, weights] of pages) {
        const s = fieldScores(weights, idf(pages.size, total) * factor, match);
        const kept = best.get(page);
        best.set(
          page,
          kept ? ({ ...Object.fromEntries(FIELDS.map((f) => [f, Math.max(kept[f], s[f])])) } as FieldScores) : s,
        );
      }
    };
    add(allKeys(unitKeys(unit)), corrected ? 'typo' : 'exact');
    if (unit.stop || corrected) return best;
    if (unit.kind === 'word') for (const key of stemLookups(unit.text)) add(keyWeights(key), 'stem');
    if (unit.kind === 'word' || Array.from(unit.text).length === 1) {
      const expanded = shards.expand(unit.text).map((key) => ({ key, pages: keyWeights(key) }));
      const on = new Set(expanded.flatMap(({ pages }) => [...pages.keys()])).size;
      for (const { key, pages } of expanded)
        add(pages, 'prefix', (0.7 + (0.3 * unit.text.length) / key.length) * (idf(on, total) / idf(pages.size, total)));
    }
    return best;
  };
  const none: FieldScores = { title: 0, header: 0, meta: 0, content: 0 };
  const held = new Map<number, FieldScores[]>();
  units.forEach((unit, i) => {
    // A CJK word with an affix no page holds is looked up as its word alone: not a correction.
    const corrected = unit !== typed[i] && unit.text !== typed[i].base;
    for (const [page, s] of unitScores(unit, corrected)) {
      if (!held.has(page))
        held.set(
          page,
          units.map(() => none),
        );
      (held.get(page) as FieldScores[])[i] = s;
    }
  });
  // CJK runs of several words as typed, each found whole: a phrase.
  const runs = new Map<number, number>();
  let run: QueryUnit[] = [];
  for (const unit of [...typed, null]) {
    if (unit?.kind === 'cjk') run.push(unit);
    else {
      const text = run.map((u) => u.text).join('');
      if (run.length > 1)
        for (const [page, s] of unitScores({ kind: 'cjk', text, stop: true }, false))
          runs.set(
            page,
            Math.max(
              runs.get(page) ?? 0,
              FIELDS.reduce((n, f) => n + s[f], 0),
            ),
          );
      run = [];
    }
  }
  const out: Candidate[] = [];
  for (const [page, row] of held) {
    const score = pageScore(
      row.flatMap((s) => FIELDS.map((f) => s[f])),
      units,
      runs.get(page),
    );
    if (score !== null) out.push({ page, score });
  }
  return out.sort((a, b) => b.score - a.score || a.page - b.page);
}

/** Words sharing beginnings and stems, so that prefixes have many words and words other forms. */
const WORDS = [
  'mod',
  'modal',
  'mode',
  'model',
  'modern',
  'module',
  'modules',
  'modify',
  'render',
  'renders',
  'rendering',
  'renderer',
  'configure',
  'configuring',
  'route',
  'routes',
  'link',
  'linking',
  'importmapMode',
  'packConfig',
  'how',
  'to',
  'the',
  '渲染上下文',
  '模块链接',
  '构建',
  '渲染',
  '中间件',
  '服务器',
];
const corpus = arbitrarySite(WORDS, 40, 12);
const query = arbitraryQuery(WORDS, [
  'rendr',
  'modlue',
  'configur',
  '上下文',
  '渲',
  '模块链接 render',
  'how to mod',
  '上下问',
  '中间',
]);

async function lookup(docs: SearchDoc[]) {
  const index = memoryIndex(docs, { listBytes: 0, shardBytes: 2_000 });
  const reader = await openIndex(index.fetch, index, new AbortController().signal, () => {});
  const shards = loadedShards(reader);
  const tables = lookupTables(shards, reader.pages);
  const vocabulary = loadedVocabulary(reader);
  return async (text: string) => {
    const typed = queryUnits(text);
    const { units, candidates } = await findCandidates(tables, vocabulary, typed, reader.pages);
    return { units, found: candidates, oracle: everyPageScored(shards, units, typed, reader.pages) };
  };
}

describe('findCandidates', () => {
  it('looks a CJK word up with the lone character the dictionary cut off, or as the word alone when no page holds both', async () => {
    const docs = [
      { id: '/middleware', title: '中间件', content: '', toc: [], routePath: '/middleware' },
      { id: '/middle', title: '中间', content: '中间的部分', toc: [], routePath: '/middle' },
    ];
    const search = await lookup(docs);
    // 中间 + 件: only the page holding the joined word.
    const joined = await search('中间件');
    expect(joined.units.map((u) => u.text)).toEqual(['中间件']);
    expect(joined.found.slice(0, 9).map((c) => c.page)).toEqual([0]);
    // 中间 + 问 (a typo): no page holds 中间问, so 中间 alone, as typed, on both pages.
    const typo = await search('中间问');
    expect(typo.units.map((u) => u.text)).toEqual(['中间']);
    expect(
      typo.found
        .slice(0, 9)
        .map((c) => c.page)
        .sort(),
    ).toEqual([0, 1]);
    expect(typo.found.slice(0, 9)).toEqual(typo.oracle);
  });

  it('finds only the pages holding a word the dictionary does not know, not those holding its start', async () => {
    const docs = [
      { id: '/codes', title: '错误码', content: '帧头校验失败，帧尾校验不通过', toc: [], routePath: '/codes' },
      { id: '/checks', title: '排查', content: '校验和错误', toc: [], routePath: '/checks' },
    ];
    const search = await lookup(docs);
    const found = await search('校验和');
    expect(found.found.slice(0, 9).map((c) => c.page)).toEqual([1]);
    expect(found.found.slice(0, 9)).toEqual(found.oracle);
  });

  it('finds every page the full score finds, in its order, and the same top 7', async () => {
    await fc.assert(
      fc.asyncProperty(corpus, fc.array(query, { minLength: 1, maxLength: 5 }), async (docs, queries) => {
        const search = await lookup(docs);
        for (const text of queries) {
          const { found, oracle } = await search(text);
          expect(found.slice(0, 7)).toEqual(oracle.slice(0, 7));
          expect(found.slice(0, found.length)).toEqual(oracle);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
