import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageForRoute } from '../../../../src/build/dev/page-for-route';
import { siteLocales } from '../../../../src/shared/locale';
import { page, writeTree } from '../tree';

describe('pageForRoute', () => {
  const locales = siteLocales(['en', 'zh'], 'en');
  const dir = writeTree({
    'en/index.md': page('Home'),
    'en/guide/a.md': page('A'),
    'en/guide/tabs.mdx': page('Tabs'),
    'en/blog/index.md': page('Blog'),
    'zh/index.md': page('首页'),
    'zh/guide/a.md': page('A'),
  });

  it('finds the page file a URL shows, in either language, .md or .mdx', () => {
    expect(pageForRoute(dir, locales, '/guide/a')).toBe(join(dir, 'en/guide/a.md'));
    expect(pageForRoute(dir, locales, '/guide/tabs')).toBe(join(dir, 'en/guide/tabs.mdx'));
    expect(pageForRoute(dir, locales, '/zh/guide/a')).toBe(join(dir, 'zh/guide/a.md'));
  });

  it("finds the default language's page beside the language folders", () => {
    const beside = writeTree({ 'index.md': page('Home'), 'zh/index.md': page('首页'), 'en/a.md': page('A') });
    expect(pageForRoute(beside, locales, '/')).toBe(join(beside, 'index.md'));
    expect(pageForRoute(beside, locales, '/zh/')).toBe(join(beside, 'zh/index.md'));
  });

  it('finds index pages with or without the trailing slash, and by their .html name', () => {
    expect(pageForRoute(dir, locales, '/')).toBe(join(dir, 'en/index.md'));
    expect(pageForRoute(dir, locales, '/blog')).toBe(join(dir, 'en/blog/index.md'));
    expect(pageForRoute(dir, locales, '/blog/')).toBe(join(dir, 'en/blog/index.md'));
    expect(pageForRoute(dir, locales, '/zh')).toBe(join(dir, 'zh/index.md'));
    expect(pageForRoute(dir, locales, '/guide/a.html')).toBe(join(dir, 'en/guide/a.md'));
  });

  it('finds nothing for a URL no page has, or a badly encoded one', () => {
    expect(pageForRoute(dir, locales, '/guide/missing')).toBeUndefined();
    expect(pageForRoute(dir, locales, '/zh/guide/tabs')).toBeUndefined();
    expect(pageForRoute(dir, locales, '/%E0%A4%A')).toBeUndefined();
  });
});
