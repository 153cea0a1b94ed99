import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageFileRecords } from '../../../src/build/cache/page-file-records';
import { listPages, readSources, reportMissingTranslations } from '../../../src/build/content';
import { ContentProblems } from '../../../src/build/errors';
import { siteLocales } from '../../../src/shared/locale';
import { page, writeTree } from './tree';

const en = siteLocales(['en'], 'en');
const enZh = siteLocales(['en', 'zh'], 'en');

describe('readSources', () => {
  it('reads every page of every language with its route', () => {
    const root = writeTree({
      'en/index.md': page('Home'),
      'zh/index.md': page('首页'),
      'en/guide/a.md': page('A'),
      'zh/guide/a.md': page('甲'),
    });
    const problems = new ContentProblems();
    const pages = readSources(root, enZh, problems, { cwd: root });
    expect(problems.list).toEqual([]);
    expect(pages.map((p) => [p.display, p.routePath])).toEqual([
      [join('en', 'guide/a.md'), '/guide/a'],
      [join('en', 'index.md'), '/'],
      [join('zh', 'guide/a.md'), '/zh/guide/a'],
      [join('zh', 'index.md'), '/zh/'],
    ]);
  });

  it('leaves out what starts with one underscore, files and folders, as Rspress does, but not two', () => {
    const root = writeTree({
      'en/guide/a.md': page('A'),
      'en/guide/_part.md': page('Part'),
      'en/_shared/b.md': page('B'),
      'en/python/__init__.md': page('Init'),
    });
    const problems = new ContentProblems();
    const pages = readSources(root, en, problems, { cwd: root });
    expect(problems.list).toEqual([]);
    expect(pages.map((p) => p.routePath)).toEqual(['/guide/a', '/python/__init__']);
  });

  it("takes a site's route.excludeConvention in place of the underscore rule, as Rspress does", () => {
    const root = writeTree({
      'en/api/_module.md': page('Module'),
      'en/_shared/b.md': page('B'),
      'en/drafts/c.md': page('C'),
    });
    const problems = new ContentProblems();
    const pages = readSources(root, en, problems, { cwd: root, excludeConvention: ['**/drafts/**'] });
    expect(problems.list).toEqual([]);
    expect(pages.map((p) => p.routePath).sort()).toEqual(['/_shared/b', '/api/_module']);
  });

  it('reports two files claiming one route', () => {
    const root = writeTree({ 'en/guide/a.md': page('A'), 'en/guide/a/index.md': page('A again') });
    const problems = new ContentProblems();
    const pages = readSources(root, en, problems, { cwd: root });
    expect(pages).toHaveLength(1);
    expect(problems.list).toEqual([
      { file: 'en/guide/a/index.md', line: 1, message: 'route /guide/a/ is already claimed by en/guide/a.md' },
    ]);
  });

  it('reports invalid YAML with file and line and keeps the route of the broken page while reading the other files', () => {
    const root = writeTree({ 'en/a.md': '---\ntitle: [unclosed\n---\n# A\n', 'en/b.md': page('B') });
    const problems = new ContentProblems();
    const pages = readSources(root, en, problems, { cwd: root });
    expect(pages.map((p) => [p.routePath, !!p.broken])).toEqual([
      ['/a', true],
      ['/b', false],
    ]);
    expect(problems.list).toHaveLength(1);
    expect(problems.list[0]).toMatchObject({ file: 'en/a.md', line: 2 });
    expect(problems.list[0].message).toMatch(/^invalid YAML front matter/);
  });
});

describe('readSources beside the language folders', () => {
  it("warns of a folder of pages that is no language's, as none of them is built, and not of the folders meant so", () => {
    const root = writeTree({
      'zh/index.md': page('首页'),
      'en/index.md': page('Home'),
      'en/guide/a.md': page('A'),
      'en/guide/draft.md': page('Draft'),
      'drafts/b.md': page('B'),
      '_shared/part.mdx': page('Part'),
      'public/notes.md': page('Notes'),
      'components/Box.tsx': 'export const Box = () => null;',
    });
    const problems = new ContentProblems();
    const warnings = new ContentProblems();
    const zh = siteLocales(['zh'], 'zh');
    const exclude = ['drafts/**'];
    const pages = readSources(root, zh, problems, { cwd: root, warnings, exclude: [...exclude, 'en/guide/draft.md'] });
    expect(pages.map((p) => p.routePath)).toEqual(['/']);
    expect(problems.list).toEqual([]);
    expect(warnings.list).toEqual([
      {
        file: 'en',
        message: `is not a folder of one of the site's languages (zh): its 2 page file(s) are not built (Rspress would serve them at /en/); move them into a language's folder, add "en" to the locales, or name the folder "_en" if pages only import its files`,
      },
    ]);
  });

  it("reads a page file beside the language folders as the default language's, as Rspress routes it", () => {
    const root = writeTree({
      'en/guide.md': page('Guide'),
      'zh/index.md': page('首页'),
      'zh/guide.md': page('指南'),
      'index.md': page('Home'),
      '404.mdx': page('Not found'),
      '_shared.mdx': 'Shared.',
      'draft.md': page('Draft'),
    });
    const warnings = new ContentProblems();
    const pages = readSources(root, siteLocales(['en', 'zh'], 'en'), new ContentProblems(), {
      cwd: root,
      warnings,
      exclude: ['draft.md'],
    });
    const places = pages.map((p) => `${p.lang} ${p.routePath} ${p.contentPath} ${relative(root, p.file)}`);
    expect(places.sort()).toEqual([
      'en / index.md index.md',
      'en /404 404.mdx 404.mdx',
      'en /guide en/guide.md en/guide.md',
      'zh /zh/ zh/index.md zh/index.md',
      'zh /zh/guide zh/guide.md zh/guide.md',
    ]);
    expect(warnings.list).toEqual([]);
  });

  it("warns of a page file beside the language folders that the default language's folder has too, and builds that one", () => {
    const root = writeTree({ 'en/index.md': page('Home'), 'zh/index.md': page('首页'), 'index.md': page('Other') });
    const warnings = new ContentProblems();
    const pages = readSources(root, siteLocales(['en', 'zh'], 'en'), new ContentProblems(), { cwd: root, warnings });
    expect(pages.map((p) => relative(root, p.file)).sort()).toEqual(['en/index.md', 'zh/index.md']);
    expect(warnings.list).toEqual([
      {
        file: 'index.md',
        message: `is not in a folder of one of the site's languages (en, zh): not built (Rspress would serve it at /); move it into a language's folder, or name it "_index.md" if pages only import it`,
      },
    ]);
  });
});

describe('readSources on hostile content', () => {
  it('reports names that cannot be URLs or file names at line 1, and leaves those files out', () => {
    const long = `${'x'.repeat(245)}.md`;
    const files = { 'en/guide/a.md': page('A'), 'en/guide/c#.md': page('C'), [`en/guide/${long}`]: page('L') };
    const root = writeTree(files);
    const problems = new ContentProblems();
    const pages = readSources(root, en, problems, { cwd: root });
    expect(pages.map((p) => p.routePath)).toEqual(['/guide/a']);
    expect(problems.list.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      `en/guide/c#.md:1: file name "c#.md" contains '#', which cannot be part of a URL; rename it`,
      `en/guide/${long}:1: name too long: the build would write a file named "guide_xxxxxxxxxxxxxxxxxx…" of 268 bytes for this page (at most 255); shorten the file name or its folders' names`,
    ]);
  });

  it('reports a page that is not UTF-8 at the line of its first bad byte, and reads one with a BOM', () => {
    const root = writeTree({ 'en/b.md': page('B') });
    writeFileSync(join(root, 'en/a.md'), Buffer.from('---\ndescription: x\n---\n\n# Caf\xe9\n', 'latin1'));
    writeFileSync(join(root, 'en/b.md'), `\ufeff${page('B')}`);
    const problems = new ContentProblems();
    const pages = readSources(root, en, problems, { cwd: root });
    expect(problems.list).toEqual([
      { file: 'en/a.md', line: 5, message: 'is not valid UTF-8 (a byte on this line is not): save the file as UTF-8' },
    ]);
    expect(pages.map((p) => [p.routePath, !!p.broken, p.frontmatter])).toEqual([
      ['/a', true, {}],
      ['/b', false, { description: 'about B' }],
    ]);
  });

  it('walks link loops in every language once, with a warning naming each link', () => {
    const root = writeTree({ 'en/guide/a.md': page('A'), 'zh/guide/a.md': page('甲') });
    for (const lang of ['en', 'zh']) symlinkSync('..', join(root, lang, 'guide/loop'));
    symlinkSync('../../..', join(root, 'en/guide/up'));
    const problems = new ContentProblems();
    const warnings = new ContentProblems();
    const pages = readSources(root, enZh, problems, { cwd: root, warnings });
    expect(problems.list).toEqual([]);
    expect(pages.map((p) => p.routePath)).toEqual(['/guide/a', '/zh/guide/a']);
    expect(warnings.list.map((w) => `${w.file}: ${w.message.replace(root, '<root>')}`)).toEqual([
      'en/guide/loop: links to <root>/en, a folder already read: not read again',
      `en/guide/up: links to ${join(root, '..')}, outside the content folder: not read`,
      'zh/guide/loop: links to <root>/zh, a folder already read: not read again',
    ]);
  });

  it("follows a link to a folder of the Rspress project's own, and no further", () => {
    const root = writeTree({
      'rspress.config.ts': "export default { root: 'docs' };",
      'docs/index.md': page('Home'),
      'lessons/intro.md': page('Intro'),
    });
    mkdirSync(join(root, '..', `${basename(root)}-beside`), { recursive: true });
    symlinkSync('../lessons', join(root, 'docs/lessons'));
    symlinkSync(`../../${basename(root)}-beside`, join(root, 'docs/beside'));
    const warnings = new ContentProblems();
    const pages = readSources(join(root, 'docs'), en, new ContentProblems(), { cwd: root, warnings });
    expect(pages.map((p) => p.routePath)).toEqual(['/', '/lessons/intro']);
    expect(warnings.list.map((w) => `${w.file}: ${w.message.replace(root, '<root>')}`)).toEqual([
      "docs/beside: links to <root>-beside, outside the project's folder: not read",
    ]);
  });
});

describe("readSources with the last build's records", () => {
  const later = Date.now() + 60_000;
  /** Records of `root`'s pages as a build would keep them, each page's source head carrying `title`. */
  function recordsOf(root: string, title: string): PageFileRecords {
    const files: PageFileRecords['files'] = {};
    for (const s of readSources(root, en, new ContentProblems(), { cwd: root, now: later })) {
      const stat = s.stat;
      if (!stat) throw new Error(`${s.display} has no stat`);
      const head = JSON.stringify({ frontmatter: { title }, bodyLineOffset: s.bodyLineOffset });
      files[s.file] = { stat, head, key: `key of ${s.pathInLang}` };
    }
    return { key: 'records', files };
  }

  it('takes an unchanged page from its record without reading it, and reads a page written since', () => {
    const root = writeTree({ 'en/a.md': page('A'), 'en/b.md': page('B') });
    const records = recordsOf(root, 'As recorded');
    writeFileSync(join(root, 'en/b.md'), page('B, edited'));
    const pages = readSources(root, en, new ContentProblems(), { cwd: root, records, now: later });
    const [a, b] = pages;
    expect([a.frontmatter, a.body, a.known?.record.key]).toEqual([{ title: 'As recorded' }, undefined, 'key of a.md']);
    expect([b.frontmatter, b.known, b.body?.trim()]).toEqual([
      { description: 'about B, edited' },
      undefined,
      '# B, edited',
    ]);
  });

  it('reads every page written in the last few seconds, whose stat a second write could leave the same', () => {
    const root = writeTree({ 'en/a.md': page('A') });
    const records = recordsOf(root, 'As recorded');
    const [a] = readSources(root, en, new ContentProblems(), { cwd: root, records });
    expect([a.frontmatter, a.known, a.stat]).toEqual([{ description: 'about A' }, undefined, undefined]);
  });

  it('reads a page whose record is damaged', () => {
    const root = writeTree({ 'en/a.md': page('A') });
    const records = recordsOf(root, 'As recorded');
    const file = join(root, 'en/a.md');
    for (const damaged of [{ ...records.files[file], head: '{' }, { ...records.files[file], stat: [1, 2] }, 'odd']) {
      const files = { [file]: damaged } as unknown as PageFileRecords['files'];
      const [a] = readSources(root, en, new ContentProblems(), {
        cwd: root,
        records: { key: 'records', files },
        now: later,
      });
      expect([a.frontmatter, a.known]).toEqual([{ description: 'about A' }, undefined]);
    }
  });
});

describe('listPages', () => {
  it('returns nothing for a missing folder', () => {
    expect(listPages('/nonexistent', 'esmx-docs').files).toEqual([]);
  });
});

describe('reportMissingTranslations', () => {
  const tree = {
    'en/index.md': page('Home'),
    'zh/index.md': page('首页'),
    'en/guide/a.md': page('A'),
    'en/guide/b.md': page('B'),
    'zh/guide/a.mdx': page('甲'),
  };

  it('reports a page without its twin (.md or .mdx) in another language', () => {
    const root = writeTree(tree);
    const problems = new ContentProblems();
    reportMissingTranslations(root, enZh, readSources(root, enZh, problems, { cwd: root }), problems, { cwd: root });
    expect(problems.list).toEqual([
      { file: 'en/guide/b.md', line: 1, message: 'has no zh translation: add zh/guide/b.md' },
    ]);
  });

  it('says so when the language the link goes to has no home page either', () => {
    const root = writeTree({ 'en/index.md': page('Home'), 'zh/guide/a.md': page('甲') });
    const problems = new ContentProblems();
    const warnings = new ContentProblems();
    const pages = readSources(root, enZh, problems, { cwd: root });
    reportMissingTranslations(root, enZh, pages, problems, { cwd: root, warnings, requireTranslations: false });
    expect(warnings.list.map((w) => `${w.file}: ${w.message}`)).toEqual([
      'en/index.md: has no zh translation (add zh/index.md): its zh link goes to the zh home page, which does not exist either (add zh/index.md)',
      'zh/guide/a.md: has no en translation (add en/guide/a.md): its en link goes to the en home page',
    ]);
  });

  it('warns instead when translations are not required', () => {
    const root = writeTree(tree);
    const problems = new ContentProblems();
    const warnings = new ContentProblems();
    const pages = readSources(root, enZh, problems, { cwd: root });
    reportMissingTranslations(root, enZh, pages, problems, { cwd: root, warnings, requireTranslations: false });
    expect(problems.list).toEqual([]);
    expect(warnings.list).toEqual([
      {
        file: 'en/guide/b.md',
        line: 1,
        message: 'has no zh translation (add zh/guide/b.md): its zh link goes to the zh home page',
      },
    ]);
  });

  it("asks no translation of a language's own 404 page, which a language without one replaces with ours", () => {
    const problems = new ContentProblems();
    const check = (files: Record<string, string>) => {
      const root = writeTree(files);
      reportMissingTranslations(root, enZh, readSources(root, enZh, problems, { cwd: root }), problems, { cwd: root });
    };
    check({ 'en/404.md': page('Lost') });
    check({ 'zh/404.mdx': page('迷路了') });
    expect(problems.list).toEqual([]);
    // A page named 404 in a section is an ordinary page.
    check({ 'en/guide/404.md': page('404') });
    expect(problems.list).toEqual([
      { file: 'en/guide/404.md', line: 1, message: 'has no zh translation: add zh/guide/404.md' },
    ]);
  });

  it('asks nothing of the files it is not given (the fragments pages import)', () => {
    const root = writeTree(tree);
    const problems = new ContentProblems();
    const pages = readSources(root, enZh, problems, { cwd: root }).filter((p) => p.pathInLang !== 'guide/b.md');
    reportMissingTranslations(root, enZh, pages, problems, { cwd: root });
    expect(problems.list).toEqual([]);
  });
});
