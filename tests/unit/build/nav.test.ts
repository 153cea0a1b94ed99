import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentProblems } from '../../../src/build/errors';
import { readNav } from '../../../src/build/nav';
import { writeTree } from './tree';

describe('readNav', () => {
  it('reads _nav.json items with links, activeMatch, positions and dropdown groups', () => {
    const items = [
      { text: 'Guide', link: '/guide/', activeMatch: '/guide/' },
      { text: 'More', position: 'left', items: [{ text: 'Blog', link: '/blog/' }] },
    ];
    const root = writeTree({ 'en/_nav.json': JSON.stringify(items) });
    expect(readNav(join(root, 'en'), '', new ContentProblems(), root)).toEqual(items);
  });

  it("leads a link naming the default language to its pages, served without it, as a Markdown link does, in every language's nav", () => {
    const root = writeTree({
      'zh/_nav.json': JSON.stringify([
        { text: '指南', link: '/zh/guide' },
        { text: '首页', link: '/zh/' },
      ]),
      'en/_nav.json': JSON.stringify([
        { text: '中文指南', link: '/zh/guide' },
        { text: 'Guide', link: '/guide' },
      ]),
    });
    const links = (lang: string, prefix: string) =>
      readNav(join(root, lang), prefix, new ContentProblems(), root, 'zh').map((item) => item.link);
    expect(links('zh', '')).toEqual(['/guide', '/']);
    expect(links('en', '/en')).toEqual(['/guide', '/en/guide']);
  });

  it("makes a dropdown's own link its first entry, as Rspress's title leads there, unless an entry already does", () => {
    const root = writeTree({
      'zh/_nav.json': JSON.stringify([
        { text: '概念', link: '/concepts/', items: [{ text: '数据', link: '/data/' }] },
        { text: '架构', link: '/arch', items: [{ text: '架构', link: '/arch' }] },
      ]),
    });
    const [concepts, arch] = readNav(join(root, 'zh'), '/zh', new ContentProblems(), root);
    expect(concepts!.items!.map((i) => [i.text, i.link])).toEqual([
      ['概念', '/zh/concepts/'],
      ['数据', '/zh/data/'],
    ]);
    expect(arch!.items!.map((i) => i.link)).toEqual(['/zh/arch']);
  });

  it('prefixes internal links of another language that lack the prefix, also inside groups', () => {
    const root = writeTree({
      'zh/_nav.json': JSON.stringify([
        { text: '指南', link: '/guide/' },
        { text: 'API', link: '/zh/api/' },
        {
          text: '更多',
          items: [
            { text: 'GitHub', link: 'https://github.com/esmnext/esmx' },
            { text: '博客', link: '/blog/' },
          ],
        },
      ]),
    });
    const nav = readNav(join(root, 'zh'), '/zh', new ContentProblems(), root);
    expect(nav.map((i) => i.link)).toEqual(['/zh/guide/', '/zh/api/', undefined]);
    expect(nav[2]!.items!.map((i) => i.link)).toEqual(['https://github.com/esmnext/esmx', '/zh/blog/']);
  });

  it('reads a link written without its leading slash as a site path, as Rspress does, in its language', () => {
    const root = writeTree({
      'zh/_nav.json': JSON.stringify([
        { text: '指南', link: 'guide/a' },
        {
          text: '更多',
          items: [
            { text: '乙', link: './guide/b' },
            { text: 'Up', link: '../x' },
            { text: '#', link: '#top' },
          ],
        },
      ]),
    });
    const nav = readNav(join(root, 'zh'), '/zh', new ContentProblems(), root);
    expect(nav[0].link).toBe('/zh/guide/a');
    expect(nav[1]!.items!.map((i) => i.link)).toEqual(['/zh/guide/b', '../x', '#top']);
  });

  it('is empty without _nav.json, as Rspress 2 gives it (the sidebar holds the whole language folder)', () => {
    const root = writeTree({ 'en/api/x.md': '', 'en/guide/index.md': '', 'en/public/logo.svg': '' });
    expect(readNav(join(root, 'en'), '', new ContentProblems(), root)).toEqual([]);
  });

  it('reports a _nav.json that is not a list of items', () => {
    const root = writeTree({ 'en/_nav.json': JSON.stringify({ text: 'Guide' }) });
    const problems = new ContentProblems();
    expect(readNav(join(root, 'en'), '', problems, root)).toEqual([]);
    expect(problems.list).toEqual([
      {
        file: join('en', '_nav.json'),
        line: 1,
        message: '_nav.json must be a list of items with a "text" (got {"text":"Guide"})',
      },
    ]);
  });
});

describe('readNav problems', () => {
  it('reports each value of the wrong kind at its line, keeping the items that are fine', () => {
    const root = writeTree({
      'en/_nav.json': [
        '[',
        '  { "text": "Guide", "link": 5 },',
        '  { "link": "/a" },',
        '  null,',
        '  { "text": "More", "position": "middle", "items": [null, { "text": "Blog", "link": "/blog/" }] },',
        '  { "text": "Raw", "items": "x" }',
        ']',
      ].join('\n'),
    });
    const problems = new ContentProblems();
    const nav = readNav(join(root, 'en'), '', problems, root);
    expect(problems.list.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '2: _nav.json: an item: "link" must be a string (got 5)',
      '3: _nav.json: an item needs a "text"',
      '4: _nav.json: an item must be an object with a "text" (got null)',
      '5: _nav.json: an item: "position" must be one of "left", "right" (got "middle")',
      '5: _nav.json: an item must be an object with a "text" (got null)',
      '6: _nav.json must be a list of items with a "text" (got "x")',
    ]);
    expect(nav).toEqual([
      { text: 'Guide' },
      { text: 'More', items: [{ text: 'Blog', link: '/blog/' }] },
      { text: 'Raw' },
    ]);
  });

  it('reports invalid JSON at the line it breaks on', () => {
    const root = writeTree({ 'en/_nav.json': '[\n  { "text": "Guide" }\n  { "text": "API" }\n]' });
    const problems = new ContentProblems();
    expect(readNav(join(root, 'en'), '', problems, root)).toEqual([]);
    expect(problems.list).toEqual([
      { file: join('en', '_nav.json'), line: 3, message: 'invalid JSON: comma expected' },
    ]);
  });
});
