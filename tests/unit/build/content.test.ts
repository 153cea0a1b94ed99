import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listMarkdown, readSources } from '../../../src/build/content';
import { ContentProblems } from '../../../src/build/errors';
import { page, writeTree } from './tree';

describe('readSources', () => {
  it('reads every page of every language with its route', () => {
    const root = writeTree({
      'en/index.md': page('Home'),
      'zh/index.md': page('首页'),
      'en/guide/a.md': page('A'),
      'zh/guide/a.md': page('甲'),
    });
    const problems = new ContentProblems();
    const pages = readSources(root, ['en', 'zh'], problems, root);
    expect(problems.list).toEqual([]);
    expect(pages.map((p) => [p.display, p.routePath])).toEqual([
      [join('en', 'guide/a.md'), '/guide/a'],
      [join('en', 'index.md'), '/'],
      [join('zh', 'guide/a.md'), '/zh/guide/a'],
      [join('zh', 'index.md'), '/zh/'],
    ]);
  });

  it('reports a page without its twin in the other language', () => {
    const root = writeTree({ 'en/guide/a.md': page('A'), 'en/guide/b.md': page('B'), 'zh/guide/a.md': page('甲') });
    const problems = new ContentProblems();
    readSources(root, ['en', 'zh'], problems, root);
    expect(problems.list).toEqual([
      { file: 'en/guide/b.md', line: undefined, message: 'has no zh twin: add zh/guide/b.md' },
    ]);
  });

  it('reports two files claiming one route', () => {
    const root = writeTree({ 'en/guide/a.md': page('A'), 'en/guide/a/index.md': page('A again') });
    const problems = new ContentProblems();
    const pages = readSources(root, ['en'], problems, root);
    expect(pages).toHaveLength(1);
    expect(problems.list).toEqual([
      { file: 'en/guide/a/index.md', line: undefined, message: 'route /guide/a/ is already claimed by en/guide/a.md' },
    ]);
  });

  it('reports invalid YAML with file and line and keeps the route of the broken page while reading the other files', () => {
    const root = writeTree({ 'en/a.md': '---\ntitle: [unclosed\n---\n# A\n', 'en/b.md': page('B') });
    const problems = new ContentProblems();
    const pages = readSources(root, ['en'], problems, root);
    expect(pages.map((p) => [p.routePath, !!p.broken])).toEqual([
      ['/a', true],
      ['/b', false],
    ]);
    expect(problems.list).toHaveLength(1);
    expect(problems.list[0]).toMatchObject({ file: 'en/a.md', line: 3 });
    expect(problems.list[0].message).toMatch(/^invalid YAML front matter/);
  });
});

describe('listMarkdown', () => {
  it('returns nothing for a missing folder', () => {
    expect(listMarkdown('/nonexistent/esmx-docs')).toEqual([]);
  });
});
