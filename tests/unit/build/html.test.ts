import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/build/config/resolve';
import { renderDocument, scriptJson } from '../../../src/build/html';
import type { PageData, SiteData } from '../../../src/shared/types';

const config = resolveConfig({ title: 'Esmx', description: 'Site description' });
const site: SiteData = {
  config,
  nav: { en: [], zh: [] },
  siteIndex: '/static/site-index.json',
  workerUrl: '',
};
const page: PageData = {
  pagePath: 'zh/guide/a.md',
  pageType: 'doc',
  title: '甲',
  toc: [],
  routePath: '/zh/guide/a',
  lang: 'zh',
  version: '',
  lastUpdated: 0,
  frontmatter: { description: 'A "quoted" <page>', head: [['meta', { name: 'keywords', content: 'esm, ssr' }]] },
  html: '<h1>甲</h1>',
  sidebarChunk: '/static/sidebars/zh_guide.1.json',
};
const parts = {
  site,
  page,
  title: '甲 - Esmx',
  app: '<main data-page-html><h1>甲</h1></main>',
  sidebar: [{ text: '开始', items: [{ text: '甲', link: '/zh/guide/a' }] }],
  headScript: 'void 0',
  stylesheet: '/assets/style.1.css',
  mainScript: '/assets/main.1.js',
  preload: ['/assets/chunk.1.js'],
};

describe('renderDocument', () => {
  it('puts the title, escaped description, head tags and language in the head', () => {
    const html = renderDocument(parts);
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(html).toContain('<title>甲 - Esmx</title>');
    expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; &lt;page&gt;">');
    expect(html).toContain('<meta name="keywords" content="esm, ssr">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk.1.js">');
  });

  it("gives the head script the site's palette when its themeConfig.darkMode is not the default", () => {
    const themed = (darkMode: unknown) =>
      renderDocument({
        ...parts,
        site: { ...site, config: { ...config, themeConfig: { ...config.themeConfig, darkMode } } },
      } as typeof parts);
    expect(themed('force-dark')).toContain('<html lang="zh-CN" dir="ltr" data-appearance="force-dark">');
    expect(themed('light')).toContain('<html lang="zh-CN" dir="ltr" data-appearance="light">');
    expect(themed(false)).toContain('<html lang="zh-CN" dir="ltr" data-appearance="force-light">');
    expect(themed(true)).toContain('<html lang="zh-CN" dir="ltr">');
    expect(themed('auto')).toContain('<html lang="zh-CN" dir="ltr">');
  });

  it('falls back to the site description', () => {
    expect(renderDocument({ ...parts, page: { ...page, frontmatter: {} } })).toContain(
      '<meta name="description" content="Site description">',
    );
  });

  it('embeds the page data without its HTML, which is already prerendered in #root', () => {
    const html = renderDocument(parts);
    const json = /<script id="__PAGE__" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ routePath: '/zh/guide/a', html: '' });
    expect(html).toContain('<div id="root"><main data-page-html><h1>甲</h1></main></div>');
  });

  it("embeds the sidebar of the page's section, so hydration never waits on a fetch", () => {
    const json = /<script id="__SIDEBAR__" type="application\/json">(.*?)<\/script>/.exec(renderDocument(parts))?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(parts.sidebar);
    expect(renderDocument({ ...parts, sidebar: [] })).not.toContain('__SIDEBAR__');
  });

  it('carries a Content-Security-Policy right after <meta charset>, with the hash of its head script', () => {
    expect(renderDocument(parts)).toMatch(
      /^<!doctype html><html lang="zh-CN" dir="ltr"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-yyjq\/GGlTvm0YhdkNx72uPxcwaIXqWZBYZftmpA6pYU='; frame-src 'self'; object-src 'none'; base-uri 'self'">/,
    );
  });
});

describe('scriptJson', () => {
  it('cannot close the script element it sits in', () => {
    const text = scriptJson({ content: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ content: '</script><script>alert(1)</script>' });
  });
});

describe('renderDocument with the config head and icon', () => {
  it("adds the config's head tags after the page's own, closing elements that need it", () => {
    const withHead = resolveConfig({
      head: [
        ['meta', { name: 'author', content: 'Esmx' }],
        ['script', { src: '/analytics.js', defer: 'true' }],
        ['style', {}, 'body{margin:0}'],
        '<link rel="me" href="https://example.com">',
      ],
    });
    const html = renderDocument({ ...parts, site: { ...site, config: withHead } });
    const configTags =
      '<meta name="author" content="Esmx"><script src="/analytics.js" defer="true"></script><style>body{margin:0}</style><link rel="me" href="https://example.com">';
    expect(html).toContain(configTags);
    const pageTag = html.indexOf('<meta name="keywords" content="esm, ssr">');
    expect(pageTag).toBeGreaterThan(0);
    expect(html.indexOf(configTags)).toBeGreaterThan(pageTag);
  });

  it("writes the config's head tags through the checked writer: a tag that would break the page is left out", () => {
    const config = {
      ...site.config,
      head: [['script', {}, '"</script><img src=x onerror=alert(1)>"'] as [string, Record<string, string>, string]],
    };
    const html = renderDocument({ ...parts, site: { ...site, config } });
    expect(html).not.toContain('<img src=x onerror');
    expect(html).not.toContain('<script>"');
  });

  it('links the bundled favicon by default and the configured icon otherwise', () => {
    expect(renderDocument(parts)).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const icon = (value: string, base = '/') =>
      renderDocument({ ...parts, site: { ...site, config: resolveConfig({ icon: value, base }) } });
    expect(icon('/logo.png', '/docs/')).toContain('<link rel="icon" href="/docs/logo.png">');
    expect(icon('https://cdn.example.com/i.ico')).toContain('<link rel="icon" href="https://cdn.example.com/i.ico">');
  });

  it("links an icon file of the project at the site's root under the base, where the build copies it", () => {
    const config = resolveConfig({ icon: './public/favicon.ico', base: '/docs/' });
    expect(renderDocument({ ...parts, site: { ...site, config } })).toContain(
      '<link rel="icon" href="/docs/favicon.ico">',
    );
  });
});
