import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { alternatesOf } from '../../../../src/build/seo/alternates';
import { type HeadPage, headTags } from '../../../../src/build/seo/head-tags';
import { siteLocales } from '../../../../src/shared/locale';
import type { SiteConfig } from '../../../../src/shared/types';

const config = resolveConfig({
  title: 'Esmx',
  description: 'Site description',
  siteUrl: 'https://esmx.dev/',
  ogImage: '/og.png',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});
const routes = new Set(['/', '/zh/', '/guide/a', '/zh/guide/a', '/blog/only-en']);
const locales = siteLocales(['en', 'zh'], 'en');

const doc: HeadPage = {
  routePath: '/zh/guide/a',
  lang: 'zh',
  pageType: 'doc',
  title: '甲',
  frontmatter: { description: 'A "page"' },
  lastUpdated: Date.UTC(2026, 0, 2, 3, 4, 5),
};
const home: HeadPage = { routePath: '/', lang: 'en', pageType: 'home', title: 'Esmx', frontmatter: {}, lastUpdated: 0 };
const crumbs = [
  { name: 'Start', routePath: '/zh/guide/a' },
  { name: '甲', routePath: '/zh/guide/a' },
];

function tagsOf(
  page: HeadPage,
  options: { config?: SiteConfig; title?: string; siteHead?: Parameters<typeof headTags>[0]['siteHead'] } = {},
) {
  return headTags({
    config: options.config ?? config,
    page,
    title: options.title ?? `${page.title} - Esmx`,
    alternates: alternatesOf(page.routePath, locales, routes),
    breadcrumbs: page === doc ? crumbs : [],
    ...(options.siteHead ? { siteHead: options.siteHead } : {}),
  });
}

/** `<meta property|name="key" content="…">` values, in order. */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1]);
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

describe('headTags', () => {
  it('points the canonical link at the page itself', () => {
    expect(tagsOf(doc)).toContain('<link rel="canonical" href="https://esmx.dev/zh/guide/a">');
    expect(tagsOf(home)).toContain('<link rel="canonical" href="https://esmx.dev/">');
  });

  it('links every language version, itself included, plus x-default, and each version links back', () => {
    const en = tagsOf({ ...doc, routePath: '/guide/a', lang: 'en' });
    const zh = tagsOf(doc);
    const expected = [
      '<link rel="alternate" hreflang="en" href="https://esmx.dev/guide/a">',
      '<link rel="alternate" hreflang="zh-CN" href="https://esmx.dev/zh/guide/a">',
      '<link rel="alternate" hreflang="x-default" href="https://esmx.dev/guide/a">',
    ].join('');
    expect(en).toContain(expected);
    expect(zh).toContain(expected);
  });

  it('leaves out the hreflang of a translation that does not exist', () => {
    const html = tagsOf({ ...doc, routePath: '/blog/only-en', lang: 'en' });
    expect(html).toContain('hreflang="en"');
    expect(html).not.toContain('hreflang="zh-CN"');
    expect(metas(html, 'og:locale:alternate')).toEqual([]);
  });

  it('describes the page for link previews', () => {
    const html = tagsOf(doc);
    expect(metas(html, 'description')).toEqual(['A &quot;page&quot;']);
    expect(metas(html, 'og:title')).toEqual(['甲 - Esmx']);
    expect(metas(html, 'og:description')).toEqual(['A &quot;page&quot;']);
    expect(metas(html, 'og:type')).toEqual(['article']);
    expect(metas(html, 'og:url')).toEqual(['https://esmx.dev/zh/guide/a']);
    expect(metas(html, 'og:site_name')).toEqual(['Esmx']);
    expect(metas(html, 'og:locale')).toEqual(['zh_CN']);
    expect(metas(html, 'og:locale:alternate')).toEqual(['en_US']);
    expect(metas(html, 'og:image')).toEqual(['https://esmx.dev/og.png']);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
  });

  it('calls the home page a website and every other page an article', () => {
    expect(metas(tagsOf(home), 'og:type')).toEqual(['website']);
    expect(metas(tagsOf({ ...home, pageType: 'custom' }), 'og:type')).toEqual(['article']);
  });

  it('takes a page image from front matter over the site image', () => {
    const html = tagsOf({ ...doc, frontmatter: { ogImage: 'https://cdn.example/a.png' } });
    expect(metas(html, 'og:image')).toEqual(['https://cdn.example/a.png']);
  });

  it('describes a doc page as a TechArticle and its sidebar path as a BreadcrumbList', () => {
    const [article, breadcrumbs] = jsonLd(tagsOf(doc));
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: '甲',
      description: 'A "page"',
      inLanguage: 'zh-CN',
      dateModified: '2026-01-02T03:04:05.000Z',
      url: 'https://esmx.dev/zh/guide/a',
      mainEntityOfPage: 'https://esmx.dev/zh/guide/a',
      image: 'https://esmx.dev/og.png',
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://esmx.dev/zh/guide/a' },
        { '@type': 'ListItem', position: 2, name: '甲', item: 'https://esmx.dev/zh/guide/a' },
      ],
    });
  });

  it('describes a home page as a WebSite', () => {
    expect(jsonLd(tagsOf(home))).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Esmx',
        url: 'https://esmx.dev/',
        description: 'Site description',
        inLanguage: 'en',
      },
    ]);
  });

  it('lets front matter head entries replace the defaults with the same key, without duplicates', () => {
    const html = tagsOf({
      ...doc,
      frontmatter: {
        description: 'Default',
        head: [
          ['meta', { property: 'og:title', content: 'Own title' }],
          ['meta', { name: 'description', content: 'Own description' }],
          ['link', { rel: 'canonical', href: 'https://other.example/a' }],
          ['meta', { name: 'keywords', content: 'a, b' }],
        ],
      },
    });
    expect(metas(html, 'og:title')).toEqual(['Own title']);
    expect(metas(html, 'description')).toEqual(['Own description']);
    expect(metas(html, 'keywords')).toEqual(['a, b']);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://other.example/a">');
  });

  it("leaves a default out where the config's head gives the same key, which the page then carries once", () => {
    const html = tagsOf(doc, {
      siteHead: [
        ['meta', { property: 'og:site_name', content: 'Own site' }],
        ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
        '<meta name="raw" content="x">',
      ],
    });
    expect(metas(html, 'og:site_name')).toEqual([]);
    expect(metas(html, 'twitter:card')).toEqual([]);
    expect(metas(html, 'og:type')).toEqual(['article']);
  });

  it("leaves a default out where the config's head writes the same key as HTML, as a head function gives it", () => {
    const html = tagsOf(doc, {
      siteHead: [
        `<meta property='og:title' content="From the site"><META NAME=description CONTENT="Theirs">`,
        '<link rel="canonical" href="https://other.example/a">',
      ],
    });
    expect(metas(html, 'og:title')).toEqual([]);
    expect(metas(html, 'description')).toEqual([]);
    expect(html).not.toContain('rel="canonical"');
    expect(metas(html, 'og:type')).toEqual(['article']);
  });

  it('never repeats a tag: every key appears once', () => {
    for (const page of [doc, home]) {
      const html = tagsOf(page);
      const keys = [...html.matchAll(/<(meta|link) (\w+(?::\w+)*)="([^"]*)"(?: hreflang="([^"]*)")?/g)]
        .map((m) => m.slice(1).join('|'))
        .filter((key) => !key.includes('og:locale:alternate'));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('leaves out everything that needs an absolute URL without siteUrl', () => {
    const html = tagsOf(doc, { config: { ...config, siteUrl: undefined } });
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('hreflang');
    expect(metas(html, 'og:url')).toEqual([]);
    expect(metas(html, 'og:image')).toEqual([]);
    expect(metas(html, 'twitter:card')).toEqual(['summary']);
    expect(jsonLd(html).map((ld) => ld['@type'])).toEqual(['TechArticle']);
    expect(jsonLd(html)[0]).not.toHaveProperty('url');
    expect(html).not.toContain('undefined');
  });

  it('marks the 404 page noindex and gives it no canonical, alternates or JSON-LD', () => {
    const html = tagsOf({ ...home, routePath: '/404', pageType: '404', title: '404' });
    expect(metas(html, 'robots')).toEqual(['noindex']);
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('hreflang');
    expect(jsonLd(html)).toEqual([]);
  });

  it("treats a site's own 404 page (zh/404.md, here a doc page) as a 404 page", () => {
    const html = tagsOf({ ...doc, routePath: '/zh/404', title: '迷路了' });
    expect(metas(html, 'robots')).toEqual(['noindex']);
    expect(html).not.toContain('canonical');
    expect(jsonLd(html)).toEqual([]);
  });

  it("writes a front matter tag by the writer's rules, leaving out one the build refuses", () => {
    const html = tagsOf({
      ...doc,
      frontmatter: {
        head: [
          ['script', { src: '/a.js' }],
          ['meta', { 'x" onload="alert(1)': 'a' }],
          ['meta', { name: 'keywords', content: '<b>' }],
        ],
      },
    });
    expect(html).not.toContain('<script src');
    expect(html).not.toContain('onload');
    expect(html).toContain('<meta name="keywords" content="&lt;b&gt;">');
    // The JSON-LD after the page's tags is still its own element, not swallowed by an unclosed script.
    expect(jsonLd(html).map((ld) => ld['@type'])).toEqual(['TechArticle']);
  });
});
