import { describe, expect, it } from 'vitest';
import { generateSite } from '../../../../bench/site/generate';
import { layoutSite, sizeOf } from '../../../../bench/site/layout';
import { classifyHref, resolveInternalHref } from '../../../../src/build/markdown/resolve-link';

type Site = Map<string, string>;

const pagesIn = (site: Site, lang: string) =>
  [...site.keys()].filter((p) => p.startsWith(`${lang}/`) && p.endsWith('.md'));

/** The file a route is served from: `/zh/guide/` → `zh/guide/index.md`, `/api/x` → `en/api/x.md`. */
function fileOfRoute(route: string): string {
  const path = route.split(/[?#]/)[0];
  const withLang = path.startsWith('/zh/') || path === '/zh' ? path.slice(1) : `en${path}`;
  return withLang.endsWith('/') ? `${withLang}index.md` : `${withLang}.md`;
}

function routeOfFile(file: string): string {
  const [lang, ...rest] = file.replace(/\.md$/, '').split('/');
  const route = `/${rest.join('/').replace(/(^|\/)index$/, '$1')}`;
  return lang === 'en' ? route : `/zh${route}`;
}

/** Every Markdown link target of a page (front matter `link:` lines included). */
function hrefsOf(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)|^\s*link: (\S+)$/gm)].map((m) => m[1] ?? m[2]);
}

const small = generateSite({ pages: 40 });
const large = generateSite({ pages: 300 });

describe('generateSite', () => {
  it('gives the same bytes for the same seed and size', () => {
    expect([...generateSite({ pages: 40 })]).toEqual([...small]);
  });

  it('gives other text for another seed', () => {
    const other = generateSite({ pages: 40, seed: 2 });
    expect([...other.values()].join('')).not.toBe([...small.values()].join(''));
  });

  it('makes exactly the asked number of pages in each language, the home page included', () => {
    for (const pages of [1, 2, 40, 300]) {
      const site = pages === 40 ? small : pages === 300 ? large : generateSite({ pages });
      expect(pagesIn(site, 'en')).toHaveLength(pages);
      expect(pagesIn(site, 'zh')).toHaveLength(pages);
    }
  });

  it('gives every page a twin at the same path in the other language', () => {
    const en = pagesIn(large, 'en').map((p) => p.slice(3));
    const zh = pagesIn(large, 'zh').map((p) => p.slice(3));
    expect(zh.sort()).toEqual(en.sort());
  });

  it('follows Rspress 2 conventions: _nav.json per language, _meta.json in every folder but the language root', () => {
    const folders = new Set(pagesIn(large, 'en').map((p) => p.slice(0, p.lastIndexOf('/'))));
    folders.delete('en');
    for (const lang of ['en', 'zh']) {
      expect(large.has(`${lang}/_nav.json`)).toBe(true);
      expect(large.has(`${lang}/_meta.json`)).toBe(false);
      for (const folder of folders) expect(large.has(`${folder.replace(/^en/, lang)}/_meta.json`)).toBe(true);
    }
    expect(large.get('site.config.mjs')).toMatch(/^export default \{$/m);
  });

  it('names in every _meta.json only pages and folders that exist', () => {
    for (const [path, text] of large) {
      if (!path.endsWith('_meta.json')) continue;
      const folder = path.slice(0, -'_meta.json'.length);
      for (const entry of JSON.parse(text) as (string | { type: string; name: string })[]) {
        const name = typeof entry === 'string' ? entry : entry.name;
        const isDir = typeof entry === 'object' && entry.type === 'dir';
        const exists = isDir
          ? [...large.keys()].some((p) => p.startsWith(`${folder}${name}/`))
          : large.has(`${folder}${name}.md`);
        expect(exists, `${path} names ${name}`).toBe(true);
      }
    }
  });

  it('links only to pages that exist, in pages, home page and nav alike', () => {
    let internal = 0;
    for (const [path, text] of large) {
      if (!path.endsWith('.md') && !path.endsWith('_nav.json')) continue;
      const lang = path.startsWith('zh/') ? 'zh' : 'en';
      const from = path.endsWith('.md') ? routeOfFile(path) : `/${lang === 'zh' ? 'zh/' : ''}`;
      const hrefs = path.endsWith('.md') ? hrefsOf(text) : (JSON.parse(text) as { link: string }[]).map((i) => i.link);
      for (const href of hrefs) {
        if (classifyHref(href) !== 'internal') continue;
        internal++;
        const target = fileOfRoute(resolveInternalHref(href, from, lang));
        expect(large.has(target), `${path} links to ${href} (${target})`).toBe(true);
      }
    }
    expect(internal).toBeGreaterThan(300);
  });

  it('keeps every page but the home page the same at every size', () => {
    for (const [path, text] of small) {
      if (path.endsWith('.md') && !/^(en|zh)\/index\.md$/.test(path)) expect(large.get(path), path).toBe(text);
    }
  });

  it('writes English prose in English pages and Chinese prose in Chinese pages', () => {
    const cjk = /[\u4e00-\u9fff]/g;
    for (const path of pagesIn(small, 'en')) expect(small.get(path)!.match(cjk), path).toBeNull();
    for (const path of pagesIn(small, 'zh')) expect(small.get(path)!.match(cjk)?.length ?? 0, path).toBeGreaterThan(50);
  });

  it('writes unique pages with h2–h4 headings, code in ts/tsx/json/bash/vue, tables and containers', () => {
    const pages = pagesIn(large, 'en').map((p) => large.get(p)!);
    expect(new Set(pages).size).toBe(pages.length);
    const all = pages.join('\n');
    for (const lang of ['ts', 'tsx', 'json', 'bash', 'vue']) expect(all).toMatch(new RegExp(`^\`\`\`${lang}\\b`, 'm'));
    for (const mark of [/^## /m, /^### /m, /^#### /m, /^\| --- \|/m, /^:::tip/m, /^:::details/m, /^- /m]) {
      expect(all).toMatch(mark);
    }
    expect(all).not.toMatch(/^#{5,} /m);
    const fences = all.match(/^```\w+/gm)?.length ?? 0;
    expect(fences / pages.length).toBeGreaterThan(3);
  });

  it('adds TypeScript blocks to a code-heavy site, about nine a page, and leaves the rest of each page as it was', () => {
    const heavy = generateSite({ pages: 57, codeHeavy: true });
    const plain = generateSite({ pages: 57 });
    const fences = (texts: string[]) => texts.join('\n').match(/^```\w+/gm) ?? [];
    const pages = [...heavy.keys()].filter((p) => p.endsWith('.md'));
    const blocks = fences(pages.map((p) => heavy.get(p)!));
    expect(blocks.length).toBe(1008);
    expect(blocks.filter((b) => b === '```ts' || b === '```tsx').length).toBe(662);
    expect(fences(pages.map((p) => plain.get(p)!)).length).toBe(612);
    // Without its fenced blocks, a code-heavy page reads as the plain one does.
    const prose = (text: string) => text.replace(/\n```[^\n]*\n[\s\S]*?\n```\n/g, '\n').replace(/\n{2,}/g, '\n');
    for (const path of pages) expect(prose(heavy.get(path)!), path).toBe(prose(plain.get(path)!));
  });
});

describe('layoutSite', () => {
  it('grows by adding sections of bounded size, so no sidebar grows with the site', () => {
    const sections = layoutSite(1, 19_999);
    expect(sections.reduce((sum, s) => sum + sizeOf(s), 0)).toBe(19_999);
    expect(Math.max(...sections.map(sizeOf))).toBeLessThanOrEqual(29);
    expect(new Set(sections.map((s) => s.folder)).size).toBe(sections.length);
  });
});
