import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../../src/build/build';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { outgrowsList, searchList, searchPlaces, servesList } from '../../../../src/build/search/search-list';
import type { SearchDoc } from '../../../../src/shared/search';
import type { SiteIndex } from '../../../../src/shared/types';
import { writeTree } from '../tree';

const doc = (n: number): SearchDoc => ({
  id: `/guide/page-${n}`,
  routePath: `/guide/page-${n}`,
  title: `Page ${n}`,
  content: `Page ${n}\nUsage\nModule ${n} loads lazily.`,
  toc: [{ text: 'Usage', id: 'usage', depth: 2, charIndex: 9 + String(n).length }],
});

describe('searchList', () => {
  it("lists every page with exactly the spec's fields, named by its content hash", () => {
    const { path, data } = searchList('en', [doc(1), { ...doc(2), extra: 'dropped' } as SearchDoc]);
    expect(path).toMatch(/^static\/search_index\.en\.[0-9a-f]{8}\.json$/);
    expect(JSON.parse(data)).toEqual([doc(1), doc(2)]);
    expect(JSON.parse(data).map(Object.keys)).toEqual([0, 1].map(() => ['id', 'title', 'content', 'toc', 'routePath']));
    expect(searchList('en', [doc(1)]).path).not.toBe(searchList('en', [doc(2)]).path);
  });
});

describe('searchPlaces', () => {
  it("lists each page's place in list order, named by its content hash", () => {
    const { path, data } = searchPlaces('zh', [['指南', '开始'], []]);
    expect(path).toMatch(/^static\/search\/zh\.places\.[0-9a-f]{8}\.json$/);
    expect(JSON.parse(data)).toEqual([{ path: ['指南', '开始'] }, { path: [] }]);
    expect(searchPlaces('zh', [['A']]).path).not.toBe(searchPlaces('zh', [['B']]).path);
  });

  it('carries the description and keywords an author wrote, only where set', () => {
    const { data } = searchPlaces(
      'en',
      [['Guide'], ['API']],
      [{ description: 'Deploy to a CDN', keywords: 'CDN' }, {}],
    );
    expect(JSON.parse(data)).toEqual([
      { path: ['Guide'], description: 'Deploy to a CDN', keywords: 'CDN' },
      { path: ['API'] },
    ]);
  });
});

describe('servesList', () => {
  it('serves a list up to its gzip budget and not one byte past it', () => {
    const { data } = searchList('en', [doc(1), doc(2), doc(3)]);
    const gzip = gzipSync(data).length;
    expect(servesList(data, gzip)).toBe(true);
    expect(servesList(data, gzip - 1)).toBe(false);
  });

  it('refuses a list ten times its budget raw without compressing it', () => {
    const data = `[${'"a",'.repeat(3_000)}"a"]`;
    expect(gzipSync(data).length).toBeLessThan(100);
    expect(servesList(data, 1_000)).toBe(false);
  });
});

describe('outgrowsList', () => {
  it('tells a site certainly too large from its text alone, and leaves a smaller one to servesList', () => {
    const page = (content: string): SearchDoc => ({ ...doc(1), title: 'T', content });
    expect(outgrowsList([page('a'.repeat(409_599))])).toBe(false);
    expect(outgrowsList([page('a'.repeat(409_600))])).toBe(true);
    expect(outgrowsList([page('a'.repeat(200_000)), page('a'.repeat(200_000)), page('a'.repeat(10_000))])).toBe(true);
  });
});

describe('the index file of a built site', () => {
  let outDir = '';
  beforeAll(async () => {
    await ensureBundles();
    const root = writeTree({
      'content/en/index.md': '---\npageType: home\n---\n\n# Home\n\nWelcome.\n',
      'content/en/guide/start.md':
        '# Getting started\n\nInstall it first.\n\n## Install the package\n\nRun npm install.\n\n### With pnpm\n\nRun pnpm add.\n\n## Configure\n\nWrite a config file.\n',
      'content/en/guide/_meta.json': '["start"]',
    });
    outDir = join(root, 'dist');
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    await buildSite({ contentDir: join(root, 'content'), outDir, config, cache: false });
  }, 600_000);

  it("is the spec's list, each heading's charIndex pointing at its text in content, and the worker's one file", () => {
    const [name, ...others] = readdirSync(join(outDir, 'static')).filter((f) => /^search_index\..*\.json$/.test(f));
    expect(others).toEqual([]);
    expect(name).toMatch(/^search_index\.en\.[0-9a-f]{8}\.json$/);
    const list = JSON.parse(readFileSync(join(outDir, 'static', name), 'utf8')) as SearchDoc[];
    const start = list.find((entry) => entry.routePath === '/guide/start') as SearchDoc;
    for (const entry of list) expect(Object.keys(entry)).toEqual(['id', 'title', 'content', 'toc', 'routePath']);
    expect(start).toMatchObject({ id: '/guide/start', title: 'Getting started' });
    expect(start.content).toContain('Run pnpm add.');
    expect(start.toc.map(({ text, id, depth }) => [text, id, depth])).toEqual([
      ['Install the package', 'install-the-package', 2],
      ['With pnpm', 'with-pnpm', 3],
      ['Configure', 'configure', 2],
    ]);
    for (const { text, charIndex } of start.toc)
      expect(start.content.slice(charIndex, charIndex + text.length)).toBe(text);
    for (const entry of list) expect(entry.id).toBe(entry.routePath);
    // A site this small is searched from its list alone: the site index points the worker at it.
    const siteIndex = JSON.parse(readFileSync(join(outDir, 'static/site-index.json'), 'utf8')) as SiteIndex;
    expect(siteIndex.searchIndex).toEqual({ en: `/static/${name}` });
    // Where each page sits, for the labels under results, beside it, in the list's order.
    const placesUrl = siteIndex.searchPlaces?.en ?? '';
    const places = JSON.parse(readFileSync(join(outDir, placesUrl), 'utf8')) as { path: string[] }[];
    expect(places[list.indexOf(start)].path).toEqual(['guide', 'Getting started']);
    // No manifest, shard, fragment or vocabulary file: the worker indexes the list itself.
    expect(readdirSync(join(outDir, 'static/search'))).toEqual([placesUrl.split('/').pop()]);
  });
});
