import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../src/build/build';
import { resolveConfig } from '../../../src/build/config/resolve';
import { page, writeTree } from './tree';

/** A site in English (default), Chinese and German, built end to end. */
async function buildThreeLanguages() {
  const files: Record<string, string> = {};
  for (const [lang, home, guide] of [
    ['en', 'Home', 'Setup'],
    ['zh', '首页', '安装'],
    ['de', 'Startseite', 'Einrichtung'],
  ]) {
    files[`content/${lang}/index.md`] = page(home, 'See [the guide](./guide/setup).');
    files[`content/${lang}/guide/setup.md`] = page(guide, `${guide} text, unique to ${lang}.`);
  }
  const root = writeTree(files);
  const config = resolveConfig({
    title: 'T',
    siteUrl: 'https://example.com',
    lang: 'en',
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
      { lang: 'de', label: 'Deutsch' },
    ],
  });
  const outDir = join(root, 'dist');
  const report = await buildSite({ contentDir: join(root, 'content'), outDir, config, cache: false });
  const read = (path: string) => readFileSync(join(outDir, path), 'utf8');
  return { report, outDir, read };
}

describe('a site in three languages', () => {
  let site: Awaited<ReturnType<typeof buildThreeLanguages>>;
  beforeAll(async () => {
    await ensureBundles();
    site = await buildThreeLanguages();
  }, 600_000);

  it('has every route of every language, the default one without prefix', () => {
    expect(site.report.pages).toBe(6);
    for (const path of ['index.html', 'guide/setup.html', 'zh/guide/setup.html', 'de/guide/setup.html', 'de/404.html'])
      expect(readdirSync(join(site.outDir, path.split('/').slice(0, -1).join('/') || '.'))).toContain(
        path.split('/').pop(),
      );
    expect(site.read('de/guide/setup.html')).toContain('<html lang="de"');
    expect(site.read('de/guide/setup.html')).toContain('Einrichtung text, unique to de.');
    // Its links stay in its language.
    expect(site.read('de/index.html')).toContain('href="/de/guide/setup"');
  });

  it('gives each language its sidebar, and every page links its versions in all three', () => {
    const html = site.read('de/guide/setup.html');
    const sidebar = /<script id="__SIDEBAR__" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(sidebar).toContain('/de/guide/setup');
    expect(sidebar).not.toContain('"/guide/setup"');
    for (const [lang, href] of [
      ['en', 'https://example.com/guide/setup'],
      ['zh-CN', 'https://example.com/zh/guide/setup'],
      ['de', 'https://example.com/de/guide/setup'],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
  });

  it("offers each page's versions in the language switcher, the default one without prefix", () => {
    const html = site.read('de/guide/setup.html');
    // HTML attribute names are case-blind (React writes hrefLang).
    for (const [href, lang, label] of [
      ['/guide/setup', 'en', 'English'],
      ['/zh/guide/setup', 'zh-CN', '简体中文'],
      ['/de/guide/setup', 'de', 'Deutsch'],
    ])
      expect(html).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*hreflang="${lang}"[^>]*>${label}</a>`, 'i'));
  });

  it('names every language in the sitemap, none of them undefined', () => {
    const sitemap = site.read('sitemap.xml');
    expect(sitemap).not.toContain('undefined');
    expect(sitemap.match(/hreflang="de" href="https:\/\/example.com\/de\/guide\/setup"/g)).toHaveLength(3);
  });

  it('writes one search index per language, each with its own pages', () => {
    const indexes = readdirSync(join(site.outDir, 'static')).filter((f) => f.startsWith('search_index.'));
    expect(indexes.map((f) => f.split('.')[1]).sort()).toEqual(['de', 'en', 'zh']);
    const de = site.read(`static/${indexes.find((f) => f.startsWith('search_index.de.'))}`);
    expect(de).toContain('unique to de');
    expect(de).not.toContain('unique to en');
  });
});
