import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentProblems } from '../../../src/build/errors';
import { readNav } from '../../../src/build/nav';
import type { PageLookup } from '../../../src/build/sidebar';
import { writeTree } from './tree';

const noPages: PageLookup = () => undefined;

describe('readNav', () => {
  it('reads _nav.json items with links, activeMatch, positions and dropdown groups', () => {
    const items = [
      { text: 'Guide', link: '/guide/', activeMatch: '/guide/' },
      { text: 'More', position: 'left', items: [{ text: 'Blog', link: '/blog/' }] },
    ];
    const root = writeTree({ 'en/_nav.json': JSON.stringify(items) });
    expect(readNav(join(root, 'en'), '', {}, noPages, new ContentProblems(), root)).toEqual(items);
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
    const nav = readNav(join(root, 'zh'), '/zh', {}, noPages, new ContentProblems(), root);
    expect(nav.map((i) => i.link)).toEqual(['/zh/guide/', '/zh/api/', undefined]);
    expect(nav[2]!.items!.map((i) => i.link)).toEqual(['https://github.com/esmnext/esmx', '/zh/blog/']);
  });

  it('falls back to one item per top-level folder without _nav.json', () => {
    const root = writeTree({ 'en/api/x.md': '', 'en/guide/index.md': '', 'en/public/logo.svg': '' });
    const lookup: PageLookup = (path) =>
      path === 'guide/index' ? { title: 'Guide', routePath: '/guide/' } : undefined;
    const sidebar = { '/api': [{ text: 'Core', items: [{ text: 'X', link: '/api/x' }] }] };
    expect(readNav(join(root, 'en'), '', sidebar, lookup, new ContentProblems(), root)).toEqual([
      { text: 'api', link: '/api/x', activeMatch: '/api/' },
      { text: 'Guide', link: '/guide/', activeMatch: '/guide/' },
    ]);
  });

  it('reports a _nav.json that is not a list of items', () => {
    const root = writeTree({ 'en/_nav.json': JSON.stringify({ text: 'Guide' }) });
    const problems = new ContentProblems();
    expect(readNav(join(root, 'en'), '', {}, noPages, problems, root)).toEqual([]);
    expect(problems.list).toEqual([
      {
        file: join('en', '_nav.json'),
        line: 1,
        message: '_nav.json must be a list of items with a "text" (got {"text":"Guide"})',
      },
    ]);
  });
});
