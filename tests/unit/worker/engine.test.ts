import { describe, expect, it } from 'vitest';
import { SEARCH_RESULT_LIMIT, type SearchDoc } from '../../../src/shared/search';
import { createEngine } from '../../../worker/engine';
import en from '../../fixtures/search/en.json';
import zh from '../../fixtures/search/zh.json';

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

const routes = (engine: ReturnType<typeof createEngine>, query: string, limit?: number) =>
  engine.search(query, limit).groups.map((g) => g.routePath);

describe('createEngine', () => {
  const english = createEngine(en as SearchDoc[]);
  const chinese = createEngine(zh as SearchDoc[]);

  it('indexes every page and section of the fixture', () => {
    expect(english.pageCount).toBe(20);
    expect(english.sectionCount).toBe(20 + (en as SearchDoc[]).reduce((n, d) => n + d.toc.length, 0));
  });

  it('answers with the query, groups by page and the number of hits', () => {
    const result = english.search('rend');
    expect(result.query).toBe('rend');
    expect(result.total).toBe(result.groups.reduce((n, g) => n + g.hits.length, 0));
    expect(new Set(result.groups.map((g) => g.routePath)).size).toBe(result.groups.length);
    for (const group of result.groups)
      for (const hit of group.hits) expect(hit.link.split('#')[0]).toBe(group.routePath);
  });

  it('finds render while the word is still being typed', () => {
    expect(routes(english, 'rend').slice(0, 2).sort()).toEqual([
      '/api/core/render-context',
      '/guide/essentials/render-context',
    ]);
  });

  it('finds an API identifier whole and by its parts', () => {
    expect(routes(english, 'importmapMode')[0]).toBe('/api/core/render-context');
    expect(routes(english, 'packConfig')[0]).toBe('/api/core/pack-config');
    expect(routes(english, 'config')).toContain('/api/core/pack-config');
    expect(routes(english, 'manifest.json')[0]).toBe('/api/core/manifest-json');
  });

  it('finds a Chinese word in the middle of a sentence', () => {
    expect(routes(chinese, '上下文')[0]).toBe('/zh/guide/essentials/render-context');
    expect(routes(chinese, '链接')[0]).toBe('/zh/guide/essentials/module-linking');
  });

  it('needs both the Latin and the Chinese part of a mixed query', () => {
    const hits = chinese.search('rspack 构建器').groups.flatMap((g) => g.hits);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.highlightInfoList.length).toBeGreaterThan(0);
    expect(routes(chinese, 'Esmx的模块')).toContain('/zh/guide/essentials/module-linking');
  });

  it('corrects a typo when the word as typed finds nothing', () => {
    expect(routes(english, 'hydartion')[0]).toBe('/guide/start/glossary');
    expect(routes(english, 'renderr')).toContain('/guide/essentials/render-context');
  });

  it('answers no groups when nothing matches', () => {
    expect(english.search('qwxzv')).toEqual({ query: 'qwxzv', groups: [], total: 0 });
  });

  it('answers no groups for an empty or punctuation-only query, echoing it', () => {
    expect(english.search('')).toEqual({ query: '', groups: [], total: 0 });
    expect(english.search(' ?! ')).toEqual({ query: ' ?! ', groups: [], total: 0 });
  });

  it('does not throw on a query that is not a string', () => {
    expect(english.search(null as unknown as string).total).toBe(0);
  });
});

describe('ranking', () => {
  const engine = createEngine([
    page('/content', 'Other', 'Here the word cache appears in the text.'),
    page('/header', 'Another', 'Nothing here.', [['Cache', 'Details.']]),
    page('/title', 'Cache', 'Intro.'),
    page('/prefix', 'Caches and more', 'Intro.'),
  ]);

  it('ranks title hits above header hits above content hits', () => {
    expect(routes(engine, 'cache')).toEqual(['/title', '/prefix', '/header', '/content']);
  });

  it('ranks an exact word above a prefix in the same field', () => {
    expect(routes(engine, 'cache').indexOf('/title')).toBeLessThan(routes(engine, 'cache').indexOf('/prefix'));
  });

  it('links header and content hits to the heading above the match', () => {
    const [hit] = engine.search('details').groups[0].hits;
    expect(hit).toMatchObject({ type: 'content', header: 'Cache', link: '/header#cache', statement: 'Details.' });
  });

  it('keeps one hit per link, the best', () => {
    const hits = engine.search('cache').groups.find((g) => g.routePath === '/header')?.hits;
    expect(hits?.map((h) => [h.type, h.link])).toEqual([['header', '/header#cache']]);
  });

  it('accepts sections holding only some of the words when none holds all', () => {
    expect(routes(engine, 'cache qqqzzz')).toContain('/title');
  });

  it('looks a Chinese run up by its words when the phrase is nowhere', () => {
    const cjk = createEngine([page('/zh/a', '说明', '渲染时会创建上下文。')]);
    expect(routes(cjk, '渲染上下文')).toEqual(['/zh/a']);
  });
});

describe('limits', () => {
  const many = Array.from({ length: 60 }, (_, i) =>
    page(`/p${i}`, `Page ${i}`, 'shared words here', [
      ['Shared', 'shared again'],
      ['More', 'shared once more'],
    ]),
  );
  const engine = createEngine(many);

  it(`returns at most ${SEARCH_RESULT_LIMIT} hits`, () => {
    expect(engine.search('shared').total).toBe(SEARCH_RESULT_LIMIT);
    expect(engine.search('shared', 1000).total).toBe(SEARCH_RESULT_LIMIT);
  });

  it('returns at most the limit asked for', () => {
    expect(engine.search('shared', 7).total).toBe(7);
  });

  it('returns nothing for a limit of zero or below, and the default for one that is not a number', () => {
    expect(engine.search('shared', 0).total).toBe(0);
    expect(engine.search('shared', -5).total).toBe(0);
    expect(engine.search('shared', Number.NaN).total).toBe(SEARCH_RESULT_LIMIT);
  });
});

describe('an empty or damaged index', () => {
  it('answers every query with no groups', () => {
    const engine = createEngine([]);
    expect(engine.search('render')).toEqual({ query: 'render', groups: [], total: 0 });
    expect(engine.pageCount).toBe(0);
  });

  it('searches the documents that are well-formed', () => {
    const engine = createEngine([null, { title: 'no route' }, page('/ok', 'Fine', 'render')] as unknown as SearchDoc[]);
    expect(routes(engine, 'render')).toEqual(['/ok']);
  });
});

describe('a large site', () => {
  it('builds 10,000 pages and answers within the limit', () => {
    const docs = Array.from({ length: 10_000 }, (_, i) =>
      page(`/p/${i}`, `Topic ${i % 97} page ${i}`, `Text about render context number ${i} and 模块链接 ${i % 13}.`, [
        ['Details', `More words ${i % 31}.`],
      ]),
    );
    const engine = createEngine(docs);
    expect(engine.pageCount).toBe(10_000);
    expect(engine.search('render').total).toBe(SEARCH_RESULT_LIMIT);
    expect(engine.search('模块链接').total).toBe(SEARCH_RESULT_LIMIT);
    expect(routes(engine, 'page 9999')[0]).toBe('/p/9999');
  }, 60_000);
});
