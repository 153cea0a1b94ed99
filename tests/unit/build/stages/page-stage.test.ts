import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { serve } from '../../../../src/build/serve';
import { type BuiltSite, buildForTest } from '../../../support/built-site';
import { page, writeTree } from '../tree';

/**
 * English brings its own 404 page as a home page with a hero (FlutterAds' `404.mdx`), Chinese one of
 * `pageType: 404` with text of its own, and German none.
 */
const root = writeTree({
  'content/en/index.md': page('Home'),
  'content/zh/index.md': page('首页'),
  'content/de/index.md': page('Startseite'),
  'content/en/guide/a.md': page('A'),
  'content/zh/guide/a.md': page('甲'),
  'content/de/guide/a.md': page('A (de)'),
  'content/en/404.mdx':
    '---\npageType: home\nhero:\n  name: Lost in space\n  actions:\n    - text: Back home\n      link: /\n---\n',
  'content/zh/404.md': '---\npageType: 404\n---\n\n# 迷路了\n\n[回到首页](/zh/)\n',
});
const config = resolveConfig({
  title: 'T',
  siteUrl: 'https://docs.example',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
    { lang: 'de', label: 'Deutsch' },
  ],
});

let site: BuiltSite;
beforeAll(async () => {
  site = await buildForTest(join(root, 'content'), config);
}, 600_000);

describe("the page stage: a site's own 404 pages", () => {
  it("writes each language's own 404.md as its 404.html, in the layout its front matter asks for", () => {
    const en = site.file('404.html');
    expect(en).toContain('<h1 class="hero-name">Lost in space</h1>');
    expect(en).not.toContain('PAGE NOT FOUND');
    const zh = site.file('zh/404.html');
    expect(zh).toContain(
      '<div style="width:100%;max-width:720px"><div class="doc-content" data-page-html=""><h1 id="迷路了">迷路了</h1>',
    );
    expect(zh).toContain('href="/zh/"');
    expect(zh).not.toContain('PAGE NOT FOUND');
  });

  it('keeps ours for a language without its own', () => {
    expect(site.file('de/404.html')).toContain('<h1 class="not-found-title">PAGE NOT FOUND</h1>');
  });

  it('marks them noindex, as ours', () => {
    for (const path of ['404.html', 'zh/404.html'])
      expect(site.file(path)).toContain('<meta name="robots" content="noindex">');
  });

  it('builds without a word: no missing translation, no page in no sidebar', () => {
    expect(site.warnings).toEqual([]);
  });

  it('leaves them out of search, llms.txt, llms-full.txt and the sitemap', () => {
    expect(
      site
        .searchDocs('en')
        .map((doc) => doc.routePath)
        .sort(),
    ).toEqual(['/', '/guide/a']);
    expect(
      site
        .searchDocs('zh')
        .map((doc) => doc.routePath)
        .sort(),
    ).toEqual(['/zh/', '/zh/guide/a']);
    for (const path of ['llms.txt', 'llms-full.txt', 'zh/llms.txt', 'zh/llms-full.txt', 'sitemap.xml']) {
      expect(site.file(path), path).not.toMatch(/404|Lost in space|迷路了/);
    }
  });

  it('gives them routes, so the browser can show them for a path it does not know', () => {
    expect(site.page('/404')?.pageType).toBe('home');
    expect(site.page('/zh/404')?.pageType).toBe('404');
    expect(site.page('/de/404')).toBeUndefined();
  });
});

describe('the preview server of a site with its own 404 pages', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = await serve({ dir: site.outDir, port: 0 });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("answers an unknown path with its language's own 404 page, or ours, and status 404", async () => {
    for (const [path, text] of [
      ['/no/such/page', 'Lost in space'],
      ['/zh/no/such/page', '迷路了'],
      ['/de/no/such/page', 'PAGE NOT FOUND'],
    ]) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(text);
    }
  });
});
