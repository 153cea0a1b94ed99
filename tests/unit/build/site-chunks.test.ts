import { describe, expect, it } from 'vitest';
import { SITE_INDEX_PATH, writeRouteTables, writeSidebarChunks } from '../../../src/build/site-chunks';
import { siteLocales } from '../../../src/shared/locale';
import type { RouteEntry, Sidebar, SiteIndex } from '../../../src/shared/types';

/** Collects what the build writes, by path. */
function memoryOut() {
  const files = new Map<string, string>();
  return { files, write: (path: string, content: string) => void files.set(path, content) };
}

const route = (routePath: string, lang: 'en' | 'zh' = 'en'): RouteEntry => ({
  routePath,
  lang,
  title: routePath,
  pageType: 'doc',
  chunk: `/static/chunks/${routePath}.json`,
  sidebarChunk: null,
});

describe('writeSidebarChunks', () => {
  const sidebars: Record<'en' | 'zh', Sidebar> = {
    en: { '/guide': [{ text: 'Start', link: '/guide/a' }], '/api': [{ text: 'Core', link: '/api/b' }] },
    zh: { '/zh/guide': [{ text: '开始', link: '/zh/guide/a' }] },
  };

  it('writes one hashed chunk per sidebar, under the base', () => {
    const out = memoryOut();
    writeSidebarChunks(out.write, sidebars, '/docs/');
    expect([...out.files.keys()].sort()).toEqual([
      expect.stringMatching(/^static\/sidebars\/api\.[0-9a-f]{8}\.json$/),
      expect.stringMatching(/^static\/sidebars\/guide\.[0-9a-f]{8}\.json$/),
      expect.stringMatching(/^static\/sidebars\/zh_guide\.[0-9a-f]{8}\.json$/),
    ]);
  });

  it("gives a page its section's items and chunk, and none outside every section", () => {
    const out = memoryOut();
    const sidebarOf = writeSidebarChunks(out.write, sidebars, '/docs/');
    const guide = sidebarOf('en', '/guide/a');
    expect(guide.items).toEqual(sidebars.en['/guide']);
    expect(JSON.parse(out.files.get(guide.chunk!.slice('/docs/'.length))!)).toEqual(sidebars.en['/guide']);
    expect(sidebarOf('zh', '/zh/guide/a').chunk).toMatch(/^\/docs\/static\/sidebars\/zh_guide\./);
    expect(sidebarOf('en', '/blog/x')).toEqual({ items: [], chunk: null });
  });
});

const locales = siteLocales(['en', 'zh'], 'en');

describe('writeRouteTables', () => {
  const routes = [route('/'), route('/guide/a'), route('/guide/b'), route('/blog/'), route('/zh/', 'zh')];

  it('splits the table by language and first segment, and names every part in the site index', () => {
    const out = memoryOut();
    const search = { en: { index: '/s.en.json', places: '/p.en.json' }, zh: { index: '/m.zh.json' } };
    expect(writeRouteTables(out.write, routes, search, '/', locales)).toBe(`/${SITE_INDEX_PATH}`);
    const index = JSON.parse(out.files.get(SITE_INDEX_PATH)!) as SiteIndex;
    expect(index.searchIndex).toEqual({ en: '/s.en.json', zh: '/m.zh.json' });
    expect(index.searchPlaces).toEqual({ en: '/p.en.json' });
    expect(Object.keys(index.routes.en).sort()).toEqual(['', 'blog', 'guide']);
    expect(Object.keys(index.routes.zh)).toEqual(['']);
    const guide = JSON.parse(out.files.get(index.routes.en.guide.slice(1))!) as RouteEntry[];
    expect(guide.map((entry) => entry.routePath)).toEqual(['/guide/a', '/guide/b']);
  });

  it('changes only the part of the table a new page falls in', () => {
    const before = memoryOut();
    const after = memoryOut();
    writeRouteTables(before.write, routes, {}, '/', locales);
    writeRouteTables(after.write, [...routes, route('/guide/c')], {}, '/', locales);
    const parts = (out: ReturnType<typeof memoryOut>) =>
      (JSON.parse(out.files.get(SITE_INDEX_PATH)!) as SiteIndex).routes.en;
    expect(parts(after).blog).toBe(parts(before).blog);
    expect(parts(after).guide).not.toBe(parts(before).guide);
  });
});
