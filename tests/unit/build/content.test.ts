import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listMarkdown, readSources } from '../../../src/build/content';
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
    const pages = readSources(root, enZh, problems, root);
    expect(problems.list).toEqual([]);
    expect(pages.map((p) => [p.display, p.routePath])).toEqual([
      [join('en', 'guide/a.md'), '/guide/a'],
      [join('en', 'index.md'), '/'],
      [join('zh', 'guide/a.md'), '/zh/guide/a'],
      [join('zh', 'index.md'), '/zh/'],
    ]);
  });

  it('reports a page without its translation in the other language', () => {
    const root = writeTree({ 'en/guide/a.md': page('A'), 'en/guide/b.md': page('B'), 'zh/guide/a.md': page('甲') });
    const problems = new ContentProblems();
    readSources(root, enZh, problems, root);
    expect(problems.list).toEqual([
      { file: 'en/guide/b.md', line: 1, message: 'has no zh translation: add zh/guide/b.md' },
    ]);
  });

  it('reports two files claiming one route', () => {
    const root = writeTree({ 'en/guide/a.md': page('A'), 'en/guide/a/index.md': page('A again') });
    const problems = new ContentProblems();
    const pages = readSources(root, en, problems, root);
    expect(pages).toHaveLength(1);
    expect(problems.list).toEqual([
      { file: 'en/guide/a/index.md', line: 1, message: 'route /guide/a/ is already claimed by en/guide/a.md' },
    ]);
  });

  it('reports invalid YAML with file and line and keeps the route of the broken page while reading the other files', () => {
    const root = writeTree({ 'en/a.md': '---\ntitle: [unclosed\n---\n# A\n', 'en/b.md': page('B') });
    const problems = new ContentProblems();
    const pages = readSources(root, en, problems, root);
    expect(pages.map((p) => [p.routePath, !!p.broken])).toEqual([
      ['/a', true],
      ['/b', false],
    ]);
    expect(problems.list).toHaveLength(1);
    expect(problems.list[0]).toMatchObject({ file: 'en/a.md', line: 3 });
    expect(problems.list[0].message).toMatch(/^invalid YAML front matter/);
  });
});

describe('readSources on hostile content', () => {
  it('reports names that cannot be URLs or file names at line 1, and leaves those files out', () => {
    const long = `${'x'.repeat(245)}.md`;
    const files = { 'en/guide/a.md': page('A'), 'en/guide/c#.md': page('C'), [`en/guide/${long}`]: page('L') };
    const root = writeTree(files);
    const problems = new ContentProblems();
    const pages = readSources(root, en, problems, root);
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
    const pages = readSources(root, en, problems, root);
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
    const pages = readSources(root, enZh, problems, root, [], warnings);
    expect(problems.list).toEqual([]);
    expect(pages.map((p) => p.routePath)).toEqual(['/guide/a', '/zh/guide/a']);
    expect(warnings.list.map((w) => `${w.file}: ${w.message.replace(root, '<root>')}`)).toEqual([
      'en/guide/loop: links to <root>/en, a folder already read: not read again',
      `en/guide/up: links to ${join(root, '..')}, outside the content folder: not read`,
      'zh/guide/loop: links to <root>/zh, a folder already read: not read again',
    ]);
  });
});

describe('listMarkdown', () => {
  it('returns nothing for a missing folder', () => {
    expect(listMarkdown('/nonexistent/esmx-docs')).toEqual([]);
  });
});
