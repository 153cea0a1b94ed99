import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_FETCH_ERROR, type SearchDoc } from '../../../src/shared/search';
import { createSearchApi } from '../../../worker/api';
import { arbitraryQuery, arbitrarySite } from '../../support/arbitrary-site';
import { engineOf, memoryIndex } from '../../support/memory-index';

const VOCABULARY = [
  'render',
  'rendering',
  'renderer',
  'context',
  'contexts',
  'config',
  'configure',
  'packConfig',
  'importmapMode',
  'module',
  'modules',
  'link',
  'linking',
  '渲染上下文',
  '模块链接',
  '构建',
  'alpha',
  'beta',
];
const corpus = arbitrarySite(VOCABULARY, 30, 20);
const query = arbitraryQuery(VOCABULARY, ['rendr', 'contxet', '上下文', '渲', '链接 render']);

describe('a sharded index', () => {
  it('answers every query exactly as the same index in one piece', async () => {
    await fc.assert(
      fc.asyncProperty(
        corpus,
        fc.array(query, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 3 }),
        async (docs, queries, size) => {
          // The list, indexed whole in the worker, and a sharded index of the same pages.
          const whole = engineOf(docs);
          const sharded = engineOf(docs, { shardBytes: 300, fragmentSize: size, listBytes: 0 });
          expect(whole.index.url).toBe(whole.index.listUrl);
          expect(sharded.index.url).not.toBe(sharded.index.listUrl);
          for (const q of queries) {
            for (const limit of [7, 100]) expect(await sharded.search(q, limit)).toEqual(await whole.search(q, limit));
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('fetches one shard for a word, and for a prefix the shards its first keys lie in', async () => {
    const docs = Array.from({ length: 200 }, (_, i): SearchDoc => {
      const title = `Topic${i} page`;
      return { id: `/p${i}`, routePath: `/p${i}`, title, content: `word${i} render${i % 7} 模块${i % 5}`, toc: [] };
    });
    const { reader, index, search } = engineOf(docs, { shardBytes: 2_000, fragmentSize: 10, listBytes: 0 });
    expect((await reader).shardStarts.length).toBeGreaterThan(5);
    const shards = () => index.requests.filter((url) => /\.s\d+\./.test(url));
    const fragments = () => index.requests.filter((url) => /\.f\d+\./.test(url));

    await search('word42', 7);
    expect(shards()).toHaveLength(1);
    expect(fragments()).toHaveLength(1);
    await search('模块3', 7);
    expect(shards().length).toBeLessThanOrEqual(3);
    const before = shards().length;
    await search('word42', 7);
    expect(shards()).toHaveLength(before);
    // `topic1` starts topic1, topic10, topic100…topic109, topic11…: more keys than one shard of 2 KB holds.
    const found = (await search('topic1', 100)).groups.map((g) => g.routePath);
    for (const route of ['/p1', '/p10', '/p109', '/p129']) expect(found).toContain(route);
  });

  it('fetches fragments only for the pages it returns', async () => {
    const docs = Array.from(
      { length: 100 },
      (_, i): SearchDoc => ({
        id: `/p${i}`,
        routePath: `/p${i}`,
        title: `Page ${i}`,
        content: 'shared text everywhere',
        toc: [],
      }),
    );
    const { index, search } = engineOf(docs, { fragmentSize: 1, listBytes: 0 });
    const result = await search('shared', 7);
    expect(result.total).toBe(7);
    expect(result.more).toBe(true);
    expect(index.requests.filter((url) => /\.f\d+\./.test(url))).toHaveLength(7);
  });
});

describe('a site too large to search from its list', () => {
  it('is searched from its manifest and shards, and the worker never fetches the list', async () => {
    const docs = Array.from({ length: 3_000 }, (_, i): SearchDoc => {
      const route = `/guide/page-${i}`;
      const content = `Hydration of page${i} renders module${i % 40} lazily, 渲染上下文 ${i % 9}.`;
      return { id: route, routePath: route, title: `Topic ${i}`, content, toc: [] };
    });
    const { index, search } = engineOf(docs);
    expect(index.url).toMatch(/^\/static\/search\/en\.manifest\.[0-9a-f]{8}\.json$/);
    expect(index.listUrl).toMatch(/^\/static\/search_index\.en\.[0-9a-f]{8}\.json$/);
    expect(JSON.parse(index.files.get(index.listUrl) as string)).toHaveLength(3_000);
    expect((await search('page2999', 7)).groups.map((g) => g.routePath)).toEqual(['/guide/page-2999']);
    expect((await search('modul', 7)).total).toBe(7);
    expect((await search('hydation', 7)).total).toBe(7);
    expect((await search('渲染', 7)).total).toBe(7);
    expect(index.requests[0]).toBe(index.url);
    expect(index.requests.filter((url) => !url.startsWith('/static/search/'))).toEqual([]);
  }, 60_000);
});

describe('a failed shard', () => {
  const docs = Array.from(
    { length: 50 },
    (_, i): SearchDoc => ({
      id: `/p${i}`,
      routePath: `/p${i}`,
      title: `Page${i}`,
      content: `alpha${i} omega${i}`,
      toc: [],
    }),
  );

  it('logs the message once, answers from what loaded, and is fetched again by the next query', async () => {
    const index = memoryIndex(docs, { shardBytes: 500, listBytes: 0 });
    const logError = vi.fn();
    const api = createSearchApi({ fetch: index.fetch, logError });
    await api.load({ lang: 'en', version: '', url: index.url });
    const omega = index.requests.length;
    await api.search('omega7');
    const omegaShard = index.requests.slice(omega).find((url) => /\.s\d+\./.test(url)) as string;
    index.fail(new RegExp(omegaShard.replace(/\./g, '\\.')));
    // A fresh API, so nothing is cached: 'alpha7' loads, the shard of 'omega7' fails.
    const fresh = createSearchApi({ fetch: index.fetch, logError });
    await fresh.load({ lang: 'en', version: '', url: index.url });
    expect((await fresh.search('alpha7')).groups.map((g) => g.routePath)).toEqual(['/p7']);
    expect(logError).not.toHaveBeenCalled();
    expect((await fresh.search('omega7')).total).toBe(0);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(SEARCH_FETCH_ERROR);
    index.fail(null);
    expect((await fresh.search('omega7')).groups.map((g) => g.routePath)).toEqual(['/p7']);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('refuses a shard whose content does not match the hash the manifest gives', async () => {
    const index = memoryIndex(docs, { shardBytes: 500, listBytes: 0 });
    const shard = [...index.files.keys()].find((url) => /\.s0\./.test(url)) as string;
    const other = [...index.files.keys()].find((url) => /\.s1\./.test(url)) as string;
    index.files.set(shard, index.files.get(other) as string);
    const logError = vi.fn();
    const api = createSearchApi({ fetch: index.fetch, logError });
    await api.load({ lang: 'en', version: '', url: index.url });
    // Every key in shard 0 comes before shard 1's first: 'alpha…' lives there.
    expect((await api.search('alpha1')).total).toBe(0);
    expect(logError).toHaveBeenCalledWith(SEARCH_FETCH_ERROR);
  });
});
