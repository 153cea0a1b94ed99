import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { type SitemapPage, sitemapXml } from '../../../../src/build/seo/sitemap';

const config = resolveConfig({
  siteUrl: 'https://esmx.dev',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});
const day = Date.UTC(2026, 10, 1);
const pages: SitemapPage[] = [
  { routePath: '/', lang: 'en', pageType: 'home', lastUpdated: day },
  { routePath: '/zh/', lang: 'zh', pageType: 'home', lastUpdated: day },
  { routePath: '/guide/a', lang: 'en', pageType: 'doc', lastUpdated: day },
  { routePath: '/zh/guide/a', lang: 'zh', pageType: 'doc', lastUpdated: 0 },
  { routePath: '/blog/b&c', lang: 'en', pageType: 'doc', lastUpdated: day },
  { routePath: '/404', lang: 'en', pageType: '404', lastUpdated: 0 },
];

interface Link {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': Link[];
}

function parse(xml: string): UrlEntry[] {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' });
  const doc = parser.parse(xml, true) as { urlset: { url: UrlEntry[]; '@_xmlns': string; '@_xmlns:xhtml': string } };
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(doc.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return doc.urlset.url;
}

describe('sitemapXml', () => {
  it('lists every page but the 404 page, each URL once', () => {
    const locs = parse(sitemapXml(config, pages) as string).map((url) => url.loc);
    expect(locs.sort()).toEqual(
      [
        'https://esmx.dev/',
        'https://esmx.dev/zh/',
        'https://esmx.dev/guide/a',
        'https://esmx.dev/zh/guide/a',
        'https://esmx.dev/blog/b&c',
      ].sort(),
    );
  });

  it("leaves out a site's own 404 pages (404.md in a language folder) whatever their page type", () => {
    const own: SitemapPage[] = [
      { routePath: '/404', lang: 'en', pageType: 'home', lastUpdated: day },
      { routePath: '/zh/404', lang: 'zh', pageType: 'doc', lastUpdated: day },
    ];
    const locs = parse(sitemapXml(config, [...pages.slice(0, 5), ...own]) as string).map((url) => url.loc);
    expect(locs).toHaveLength(5);
    expect(locs.filter((loc) => loc.includes('404'))).toEqual([]);
  });

  it('lists a page found twice only once', () => {
    const urls = parse(sitemapXml(config, [...pages, pages[2]]) as string);
    expect(urls.filter((url) => url.loc === 'https://esmx.dev/guide/a')).toHaveLength(1);
  });

  it('gives lastmod when the last change is known', () => {
    const urls = parse(sitemapXml(config, pages) as string);
    expect(urls.find((url) => url.loc === 'https://esmx.dev/guide/a')?.lastmod).toBe('2026-11-01T00:00:00.000Z');
    expect(urls.find((url) => url.loc === 'https://esmx.dev/zh/guide/a')).not.toHaveProperty('lastmod');
  });

  it('links each language version and x-default from both versions', () => {
    const urls = parse(sitemapXml(config, pages) as string);
    const expected = [
      { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': 'https://esmx.dev/guide/a' },
      { '@_rel': 'alternate', '@_hreflang': 'zh-CN', '@_href': 'https://esmx.dev/zh/guide/a' },
      { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': 'https://esmx.dev/guide/a' },
    ];
    expect(urls.find((url) => url.loc === 'https://esmx.dev/guide/a')?.['xhtml:link']).toEqual(expected);
    expect(urls.find((url) => url.loc === 'https://esmx.dev/zh/guide/a')?.['xhtml:link']).toEqual(expected);
  });

  it('escapes URLs so the XML stays well formed', () => {
    expect(sitemapXml(config, pages)).toContain('<loc>https://esmx.dev/blog/b&amp;c</loc>');
  });

  it('writes no sitemap without siteUrl rather than one with wrong URLs', () => {
    expect(sitemapXml({ ...config, siteUrl: undefined }, pages)).toBeUndefined();
  });
});
