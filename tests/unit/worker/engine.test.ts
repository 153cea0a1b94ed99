import { describe, expect, it } from 'vitest';
import { SEARCH_RESULT_LIMIT, type SearchDoc } from '../../../src/shared/search';
import en from '../../fixtures/search/en.json';
import zh from '../../fixtures/search/zh.json';
import { engineOf } from '../../support/memory-index';

/** A page whose content is its title line, then each heading followed by its text. */
function page(
  routePath: string,
  title: string,
  intro: string,
  sections: [heading: string, text: string][] = [],
): SearchDoc {
  let content = `${intro}\n`;
  const toc = sections.map(([text, body]) => {
    const entry = { text, id: text.toLowerCase().replace(/\W+/g, '-'), depth: 2, charIndex: content.length };
    content += `${text}\n${body}\n`;
    return entry;
  });
  return { id: routePath, routePath, title, content, toc };
}

type Engine = ReturnType<typeof engineOf>;
const routes = async (engine: Engine, query: string, limit?: number) =>
  (await engine.search(query, limit)).groups.map((g) => g.routePath);

describe('createEngine', () => {
  const english = engineOf(en as SearchDoc[]);
  const chinese = engineOf(zh as SearchDoc[]);

  it('indexes every page of the fixture', () => {
    expect(english.manifest.pages).toBe(20);
  });

  it('answers with the query, groups by page and the number of hits', async () => {
    const result = await english.search('rend');
    expect(result.query).toBe('rend');
    expect(result.total).toBe(result.groups.reduce((n, g) => n + g.hits.length, 0));
    expect(new Set(result.groups.map((g) => g.routePath)).size).toBe(result.groups.length);
    for (const group of result.groups)
      for (const hit of group.hits) expect(hit.link.split('#')[0]).toBe(group.routePath);
  });

  it('finds render while the word is still being typed', async () => {
    expect((await routes(english, 'rend')).slice(0, 2).sort()).toEqual([
      '/api/core/render-context',
      '/guide/essentials/render-context',
    ]);
  });

  it('finds an API identifier whole and by its parts', async () => {
    expect((await routes(english, 'importmapMode'))[0]).toBe('/api/core/render-context');
    expect((await routes(english, 'packConfig'))[0]).toBe('/api/core/pack-config');
    expect(await routes(english, 'config')).toContain('/api/core/pack-config');
    expect((await routes(english, 'manifest.json'))[0]).toBe('/api/core/manifest-json');
  });

  it('finds a Chinese word in the middle of a sentence', async () => {
    expect((await routes(chinese, '上下文'))[0]).toBe('/zh/guide/essentials/render-context');
    expect((await routes(chinese, '链接'))[0]).toBe('/zh/guide/essentials/module-linking');
  });

  it('needs both the Latin and the Chinese part of a mixed query', async () => {
    const hits = (await chinese.search('rspack 构建器')).groups.flatMap((g) => g.hits);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.highlightInfoList.length).toBeGreaterThan(0);
    expect(await routes(chinese, 'Esmx的模块')).toContain('/zh/guide/essentials/module-linking');
  });

  it('corrects a typo when the word as typed finds nothing', async () => {
    expect((await routes(english, 'hydartion'))[0]).toBe('/guide/start/glossary');
    expect(await routes(english, 'renderr')).toContain('/guide/essentials/render-context');
  });

  it('answers no groups when nothing matches', async () => {
    expect(await english.search('qwxzv')).toEqual({ query: 'qwxzv', groups: [], total: 0, more: false, failed: false });
  });

  it('answers no groups for an empty or punctuation-only query, echoing it', async () => {
    expect(await english.search('')).toEqual({ query: '', groups: [], total: 0, more: false, failed: false });
    expect(await english.search(' ?! ')).toEqual({ query: ' ?! ', groups: [], total: 0, more: false, failed: false });
  });

  it('does not throw on a query that is not a string', async () => {
    expect((await english.search(null as unknown as string)).total).toBe(0);
  });
});

describe('ranking', () => {
  const engine = engineOf([
    page('/content', 'Other', 'Here the word cache appears in the text.'),
    page('/header', 'Another', 'Nothing here.', [['Cache', 'Details.']]),
    page('/title', 'Cache', 'Intro.'),
    page('/prefix', 'Caches and more', 'Intro.'),
  ]);

  it('ranks title hits above header hits above content hits', async () => {
    expect(await routes(engine, 'cache')).toEqual(['/title', '/prefix', '/header', '/content']);
  });

  it('ranks an exact word above a prefix in the same field', async () => {
    expect((await routes(engine, 'cache')).indexOf('/title')).toBeLessThan(
      (await routes(engine, 'cache')).indexOf('/prefix'),
    );
  });

  it('links header and content hits to the heading above the match', async () => {
    const [hit] = (await engine.search('details')).groups[0].hits;
    expect(hit).toMatchObject({ type: 'content', header: 'Cache', link: '/header#cache', statement: 'Details.' });
  });

  it('keeps one hit per link, the best', async () => {
    const hits = (await engine.search('cache')).groups.find((g) => g.routePath === '/header')?.hits;
    expect(hits?.map((h) => [h.type, h.link])).toEqual([['header', '/header#cache']]);
  });

  it('accepts sections holding only some of the words when none holds all', async () => {
    expect(await routes(engine, 'cache qqqzzz')).toContain('/title');
  });

  it('looks a Chinese run up by its words when the phrase is nowhere', async () => {
    const cjk = engineOf([page('/zh/a', '说明', '渲染时会创建上下文。')]);
    expect(await routes(cjk, '渲染上下文')).toEqual(['/zh/a']);
  });
});

describe('limits', () => {
  const many = Array.from({ length: 60 }, (_, i) =>
    page(`/p${i}`, `Page ${i}`, 'shared words here', [
      ['Shared', 'shared again'],
      ['More', 'shared once more'],
    ]),
  );
  const engine = engineOf(many);

  it(`returns at most ${SEARCH_RESULT_LIMIT} hits`, async () => {
    expect((await engine.search('shared')).total).toBe(SEARCH_RESULT_LIMIT);
    expect((await engine.search('shared', 1000)).total).toBe(SEARCH_RESULT_LIMIT);
  });

  it('returns at most the limit asked for', async () => {
    expect((await engine.search('shared', 7)).total).toBe(7);
  });

  it('returns nothing for a limit of zero or below, and the default for one that is not a number', async () => {
    expect((await engine.search('shared', 0)).total).toBe(0);
    expect((await engine.search('shared', -5)).total).toBe(0);
    expect((await engine.search('shared', Number.NaN)).total).toBe(SEARCH_RESULT_LIMIT);
  });
});

describe('an empty or damaged index', () => {
  it('answers every query with no groups', async () => {
    const engine = engineOf([]);
    expect(await engine.search('render')).toEqual({
      query: 'render',
      groups: [],
      total: 0,
      more: false,
      failed: false,
    });
    expect(engine.manifest.pages).toBe(0);
  });

  it('searches the documents that are well-formed', async () => {
    const engine = engineOf([null, { title: 'no route' }, page('/ok', 'Fine', 'render')] as unknown as SearchDoc[]);
    expect(await routes(engine, 'render')).toEqual(['/ok']);
  });
});

describe('a large site', () => {
  it('builds 3,000 pages into many shards and answers within the limit', async () => {
    const docs = Array.from({ length: 3_000 }, (_, i) =>
      page(`/p/${i}`, `Topic ${i % 97} page ${i}`, `Text about render context number ${i} and 模块链接 ${i % 13}.`, [
        ['Details', `More words ${i % 31}.`],
      ]),
    );
    const engine = engineOf(docs, { shardBytes: 20_000 });
    expect(engine.manifest.pages).toBe(3_000);
    expect(engine.manifest.shardStarts.length).toBeGreaterThan(5);
    expect((await engine.search('render')).total).toBe(SEARCH_RESULT_LIMIT);
    expect((await engine.search('模块链接')).total).toBe(SEARCH_RESULT_LIMIT);
    expect((await routes(engine, 'page 2999'))[0]).toBe('/p/2999');
  }, 60_000);
});
