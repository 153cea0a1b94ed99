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

  it('indexes every page of the fixture', async () => {
    expect((await english.reader).pages).toBe(20);
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

describe('where each hit lives', () => {
  const engine = engineOf([
    { ...page('/guide/rc', 'RenderContext', 'The guide.'), path: ['Guide', 'Essentials', 'RenderContext'] },
    {
      ...page('/api/rc', 'RenderContext', 'The reference.', [
        ['Options', 'All options.'],
        ['importmapMode', 'How the import map is written.'],
      ]),
      path: ['API', 'Core', 'RenderContext'],
    },
  ]);

  it('gives each group the site path of its page', async () => {
    const { groups } = await engine.search('RenderContext');
    expect(groups.map((g) => [g.routePath, g.path.join(' › ')])).toEqual([
      ['/guide/rc', 'Guide › Essentials › RenderContext'],
      ['/api/rc', 'API › Core › RenderContext'],
    ]);
  });

  it('gives header and content hits the headings they sit under, title hits none', async () => {
    const hits = (await engine.search('import map')).groups.flatMap((g) => g.hits);
    expect(hits.map((h) => [h.type, h.headings])).toEqual([['content', ['importmapMode']]]);
    const [title] = (await engine.search('RenderContext')).groups[0].hits;
    expect(title).toMatchObject({ type: 'title', headings: [] });
  });
});

describe('typos', () => {
  const pages = [
    page('/hydration', 'Hydration', 'The client takes over the server HTML.'),
    page('/bundle', 'Bundles', 'Each bundle holds modules.', [['Splitting', 'A bundle may split.']]),
    page('/bundel', 'Misspelt', 'A page that really says bundel.'),
  ];
  const engine = engineOf(pages);

  it('corrects a word that matches nothing as typed to the word one edit away', async () => {
    expect(await routes(engine, 'hydation')).toEqual(['/hydration']);
    const [hit] = (await engine.search('hydation')).groups[0].hits;
    // The page's word is marked, not the typo.
    expect(hit.statement.slice(hit.highlightInfoList[0].start, hit.highlightInfoList[0].start + 9)).toBe('Hydration');
  });

  it('leaves a word that some page holds as typed uncorrected', async () => {
    expect(await routes(engine, 'bundel')).toEqual(['/bundel']);
  });

  it('forgives nothing in a word under five letters', async () => {
    expect(await routes(engine, 'hdyr')).toEqual([]);
  });

  it('answers without corrections when the vocabulary fails, reports it, and fetches it again next time', async () => {
    const fresh = engineOf(pages, { listBytes: 0 });
    fresh.index.fail(/\.v\d+\./);
    expect(await fresh.search('hydation')).toMatchObject({ groups: [], failed: true });
    fresh.index.fail(null);
    expect(await routes(fresh, 'hydation')).toEqual(['/hydration']);
  });

  it('reads the vocabulary files of the lengths a typo can reach, only when a word needs correcting', async () => {
    // One length per file: "splittnig" (9 letters, two edits) needs the files of 7 to 11 letters.
    const fresh = engineOf(pages, { vocabularyBytes: 1, listBytes: 0 });
    const vocabulary = () => fresh.index.requests.filter((url) => /\.v\d+\./.test(url));
    await fresh.search('bundles');
    expect(vocabulary()).toEqual([]);
    expect(await routes(fresh, 'splittnig')).toEqual(['/bundle']);
    const lengths = (await fresh.reader).vocabularyStarts;
    expect(vocabulary()).toHaveLength(lengths.filter((n) => n >= 7 && n <= 11).length);
  });
});

describe('ranking of corrected and partial matches', () => {
  it('puts a word corrected in the title below a word as typed in the title', async () => {
    // `hydation` is no word of the index: it is read as `hydration`, a typo match, weaker than an exact one.
    const engine = engineOf([page('/typo', 'Hydration', 'Code splitting.'), page('/exact', 'Splitting', 'Hydration.')]);
    expect(await routes(engine, 'hydation splitting')).toEqual(['/exact', '/typo']);
  });

  it('puts a page holding every meaningful word above a shorter one holding only some', async () => {
    const engine = engineOf([
      page('/some', 'Other', 'Cache invalidation.'),
      page('/all', 'Another', 'The cache keeps manifest entries until their invalidation.'),
    ]);
    expect(await routes(engine, 'cache manifest invalidation')).toEqual(['/all', '/some']);
  });

  it('drops a page holding fewer than half of the meaningful words', async () => {
    const engine = engineOf([page('/one', 'Cache', 'Intro.'), page('/two', 'Other', 'The cache keeps the manifest.')]);
    expect(await routes(engine, 'cache manifest invalidation')).toEqual(['/two']);
  });

  it('never requires a stop word, and ranks a page holding it no lower', async () => {
    const engine = engineOf([
      page('/without', 'Deploy', 'Deploy the files.'),
      page('/with', 'Deploy', 'How to deploy the files.'),
    ]);
    expect(await routes(engine, 'how to deploy')).toEqual(['/with', '/without']);
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
    expect((await engine.reader).pages).toBe(0);
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
    const reader = await engine.reader;
    expect(reader.pages).toBe(3_000);
    expect(reader.shardStarts.length).toBeGreaterThan(5);
    expect((await engine.search('render')).total).toBe(SEARCH_RESULT_LIMIT);
    expect((await engine.search('模块链接')).total).toBe(SEARCH_RESULT_LIMIT);
    expect((await routes(engine, 'page 2999'))[0]).toBe('/p/2999');
  }, 60_000);

  it('puts the one page holding the word as typed first among thousands holding words it starts', async () => {
    // 3,000 pages each say a word of their own that starts with "mod"; page 2,718 alone says "mod".
    // A digit at the end keeps the words from being other forms of "mod" (`modded`): identifiers are not stemmed.
    const letter = (n: number) => String.fromCharCode(97 + (Math.floor(n) % 26));
    const word = (i: number) => `mod${letter(i / 676)}${letter(i / 26)}${letter(i)}9`;
    const docs = Array.from({ length: 3_000 }, (_, i) =>
      page(`/p/${i}`, `Topic ${i}`, `Text about ${i === 2_718 ? 'mod' : word(i)} number ${i}.`),
    );
    const engine = engineOf(docs, { shardBytes: 20_000 });
    expect((await routes(engine, 'mod', 7))[0]).toBe('/p/2718');
    // Then the pages of the first 40 words "mod" starts, in key order (shards.ts MAX_EXPANSIONS): pages 0 to 39.
    const all = await engine.search('mod');
    const [first, ...rest] = all.groups.map((g) => Number(g.routePath.slice('/p/'.length)));
    expect([first, rest.sort((a, b) => a - b)]).toEqual([2_718, Array.from({ length: 40 }, (_, i) => i)]);
  }, 60_000);
});
