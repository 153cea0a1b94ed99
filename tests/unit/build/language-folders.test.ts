import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasOwnPages, languageFolders } from '../../../src/build/language-folders';
import { buildForTest, buildProblems } from '../../support/built-site';
import { page, writeTree } from './tree';

describe('languageFolders', () => {
  it('puts each language in its own folder when the site has them', () => {
    const dir = writeTree({ 'en/index.md': page('Home'), 'zh/index.md': page('首页') });
    const folders = languageFolders(dir, ['en', 'zh']);
    expect(folders.flat).toBe(false);
    expect(folders.folderOf('zh')).toBe(join(dir, 'zh'));
    expect(folders.pathOf('zh', 'guide/a.md')).toBe('zh/guide/a.md');
    expect(folders.placeOf(join(dir, 'zh/guide/a.md'))).toEqual({ lang: 'zh', pathInLang: 'guide/a.md' });
    expect(folders.placeOf(join(dir, 'site.config.mjs'))).toBeUndefined();
    expect(folders.placeOf(join(dir, 'public/a.md'))).toBeUndefined();
  });

  it("takes the content folder as the one language's folder when that language has none", () => {
    const dir = writeTree({ 'index.md': page('Home') });
    const folders = languageFolders(dir, ['en']);
    expect(folders.flat).toBe(true);
    expect(folders.folderOf('en')).toBe(dir);
    expect(folders.pathOf('en', 'guide/a.md')).toBe('guide/a.md');
    expect(folders.placeOf(join(dir, 'guide/a.md'))).toEqual({ lang: 'en', pathInLang: 'guide/a.md' });
    expect(folders.placeOf(join(dir, 'index.md'))).toEqual({ lang: 'en', pathInLang: 'index.md' });
    for (const other of ['public/a.md', 'node_modules/x/a.md', '.git/a.md', '../a.md'])
      expect(folders.placeOf(join(dir, other))).toBeUndefined();
    expect(languageFolders(writeTree({ 'en/index.md': page('Home') }), ['en']).flat).toBe(false);
  });
});

describe('languageFolders with the default language named', () => {
  it("takes a page file beside the language folders for the default language's, where its folder has none of that name", () => {
    const dir = writeTree({
      'index.md': page('Home'),
      'about.md': page('About'),
      'zh/index.md': page('首页'),
      'zh/about.md': page('关于'),
      'en/about.md': page('About'),
      'notes.txt': 'not a page',
    });
    const folders = languageFolders(dir, ['en', 'zh'], undefined, 'en');
    expect(folders.besideFiles('en')).toEqual(['index.md']);
    expect(folders.besideFiles('zh')).toEqual([]);
    expect(folders.placeOf(join(dir, 'index.md'))).toEqual({ lang: 'en', pathInLang: 'index.md' });
    expect(folders.pathOf('en', 'index.md')).toBe('index.md');
    expect(folders.fileOf('en', 'index.md')).toBe(join(dir, 'index.md'));
    // The language's folder has its own about.md: the one beside is no page of it.
    expect(folders.placeOf(join(dir, 'about.md'))).toBeUndefined();
    expect(folders.fileOf('en', 'about.md')).toBe(join(dir, 'en/about.md'));
    expect(folders.pathOf('zh', 'index.md')).toBe('zh/index.md');
    expect(folders.placeOf(join(dir, 'notes.txt'))).toBeUndefined();
    // Without the default language named, none is taken.
    expect(languageFolders(dir, ['en', 'zh']).placeOf(join(dir, 'index.md'))).toBeUndefined();
  });

  it("builds the default language's home page from beside the language folders, its translation linked", async () => {
    const dir = writeTree({
      'site.config.mjs':
        "export default { siteUrl: 'https://x.dev', lang: 'zh', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] };\n",
      'index.md': page('首页'),
      'zh/guide.md': page('指南'),
      'en/index.md': page('Home'),
      'en/guide.md': page('Guide'),
    });
    const site = await buildForTest(dir);
    expect(site.page('/')?.title).toBe('首页');
    expect(site.file('index.html')).toContain('href="/en/"');
    expect(site.warnings).toEqual([]);
  });
});

describe('languageFolders with the default language at the top, beside the other languages', () => {
  it("takes the content folder's pages for the default language's, leaving the other languages' folders to them", () => {
    const dir = writeTree({
      'index.md': page('Home'),
      'guide/intro.md': page('Intro'),
      'ko/index.md': page('홈'),
      'ko/guide/intro.md': page('소개'),
      'public/logo.svg': '<svg/>',
    });
    const folders = languageFolders(dir, ['en', 'ko'], undefined, 'en');
    expect(folders.rootLang).toBe('en');
    expect(folders.folderOf('en')).toBe(dir);
    expect(folders.placeOf(join(dir, 'guide/intro.md'))).toEqual({ lang: 'en', pathInLang: 'guide/intro.md' });
    expect(folders.placeOf(join(dir, 'ko/guide/intro.md'))).toEqual({ lang: 'ko', pathInLang: 'guide/intro.md' });
    expect(folders.placeOf(join(dir, 'public/logo.svg'))).toBeUndefined();
    expect([folders.pathOf('en', 'guide/intro.md'), folders.pathOf('ko', 'guide/intro.md')]).toEqual([
      'guide/intro.md',
      'ko/guide/intro.md',
    ]);
    const skips = folders.skipsAtTop('en')!;
    expect(['ko', 'public', '.git', 'guide', 'ko/x'].map(skips)).toEqual([true, true, true, false, false]);
    expect(folders.skipsAtTop('ko')).toBeUndefined();
    // With a folder of its own, the default language is there.
    expect(
      languageFolders(writeTree({ 'en/a.md': page('A'), 'ko/a.md': page('A') }), ['en', 'ko'], undefined, 'en')
        .rootLang,
    ).toBeUndefined();
  });

  it('builds both languages as Rspress serves them, the sidebar of each its own', async () => {
    const dir = writeTree({
      'site.config.mjs':
        "export default { siteUrl: 'https://x.dev', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'ko', label: '한국어' }] };\n",
      'index.md': page('Home', '[Intro](/guide/intro)'),
      'guide/intro.md': page('Intro'),
      'ko/index.md': page('홈', '[소개](/ko/guide/intro)'),
      'ko/guide/intro.md': page('소개'),
    });
    const site = await buildForTest(dir);
    expect(site.page('/guide/intro')?.title).toBe('Intro');
    expect(site.page('/ko/guide/intro')?.title).toBe('소개');
    const texts = (items: readonly { text: string; items?: unknown[] }[]): string[] =>
      items.flatMap((item) => [item.text, ...texts((item.items ?? []) as { text: string }[])]);
    // The Korean folder is no group of the English sidebar.
    expect(texts(site.sidebar('/guide/intro'))).toEqual(['Home', 'guide', 'Intro']);
    expect(texts(site.sidebar('/ko/guide/intro'))).toEqual(['홈', 'guide', '소개']);
    expect(site.warnings).toEqual([]);
  });
});

describe('languageFolders of a site with a folder per version', () => {
  it("finds the languages, or the one language's pages, in the version's folder, and nothing in another version's", () => {
    const dir = writeTree({ 'v1/en/index.md': page('Home'), 'v1/zh/index.md': page('首页'), 'v2/en/index.md': '' });
    const folders = languageFolders(dir, ['en', 'zh'], 'v1');
    expect(folders.flat).toBe(false);
    expect(folders.folderOf('zh')).toBe(join(dir, 'v1/zh'));
    expect(folders.pathOf('zh', 'guide/a.md')).toBe('v1/zh/guide/a.md');
    expect(folders.placeOf(join(dir, 'v1/zh/guide/a.md'))).toEqual({ lang: 'zh', pathInLang: 'guide/a.md' });
    expect(folders.placeOf(join(dir, 'v2/en/index.md'))).toBeUndefined();

    const one = languageFolders(writeTree({ 'v1/index.md': page('Home'), 'v2/index.md': '' }), ['en'], 'v1');
    expect(one.flat).toBe(true);
    expect(one.pathOf('en', 'guide/a.md')).toBe('v1/guide/a.md');
    expect(one.placeOf(join(one.folderOf('en'), '../v2/index.md'))).toBeUndefined();
  });
});

describe('hasOwnPages', () => {
  it('finds pages at the top level or one folder down, not in public/ or hidden folders', () => {
    expect(hasOwnPages(writeTree({ 'index.mdx': '' }))).toBe(true);
    expect(hasOwnPages(writeTree({ 'guide/a.md': '' }))).toBe(true);
    expect(hasOwnPages(writeTree({ 'public/a.md': '', '.notes/b.md': '', 'c.txt': '' }))).toBe(false);
    expect(hasOwnPages('/nonexistent/esmx-docs')).toBe(false);
  });

  it('finds pages deeper down when asked to, still not in public/ or hidden folders', () => {
    expect(hasOwnPages(writeTree({ 'docs/guide/start.md': '' }))).toBe(false);
    expect(hasOwnPages(writeTree({ 'docs/guide/start.md': '' }), true)).toBe(true);
    expect(hasOwnPages(writeTree({ 'public/deep/a.md': '', '.notes/deep/b.md': '' }), true)).toBe(false);
  });
});

describe('a site in one language with its pages at the top level', () => {
  const flat = {
    'index.md': '---\npageType: home\nhero:\n  name: Flat\n---\n',
    '_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/start', activeMatch: '/guide/' }]),
    'guide/_meta.json': JSON.stringify(['start', 'api']),
    'guide/start.md': page('Start', 'See [the API](./api).\n'),
    'guide/api.mdx': '# API\n\nimport Note from "../_shared/note.mdx";\n\n<Note />\n',
    '_shared/note.mdx': 'A shared note.\n',
    'public/notes.md': '# Not a page\n',
    // A module without a default export is no page (one with it would be, as Rspress routes it).
    'components/Box.tsx': 'export function Box() { return null; }\n',
    // Nor are the modules of its tools, default export or not: configs, and the custom theme.
    'tailwind.config.ts': 'export default { content: [] };\n',
    'theme/index.tsx': 'export default function Layout() { return null; }\n',
    'drafts/wip.md': page('Work in progress'),
  };

  it('builds its routes without a language prefix, with nav, sidebar, fragments and edit paths', async () => {
    const dir = writeTree({ ...flat, 'site.config.mjs': "export default { route: { exclude: ['drafts/**'] } };\n" });
    const site = await buildForTest(dir);
    expect(site.config.locales.map((l) => l.lang)).toEqual(['en']);
    expect(site.pages.map((p) => p.routePath).sort()).toEqual(['/', '/guide/api', '/guide/start']);
    expect(site.page('/guide/start')?.pagePath).toBe('guide/start.md');
    expect(site.page('/guide/api')?.html).toContain('A shared note.');
    expect(site.sidebar('/guide/start').map((item) => item.text)).toEqual(['Start', 'API']);
    expect(site.nav.en.map((item) => item.text)).toEqual(['Guide']);
    // public/ is the site's static files, served as they are.
    expect(site.file('notes.md')).toBe('# Not a page\n');
  });

  it('reports its problems at their files inside the content folder', async () => {
    const dir = writeTree({ ...flat, 'guide/start.md': page('Start', 'See [nothing](./missing).\n') });
    expect(await buildProblems(dir)).toEqual(['guide/start.md:7: link to /guide/missing, which is not a page']);
  });
});
