import { describe, expect, it } from 'vitest';
import { overviewHeaders } from '../../../../src/build/overview/overview-headers';
import { overviewGroups } from '../../../../src/shared/overview-groups';
import type { SidebarItem, TocEntry } from '../../../../src/shared/types';

const entry = (text: string, id: string, depth: number, charIndex = 0): TocEntry => ({ text, id, depth, charIndex });
const tocs = new Map<string, TocEntry[]>([
  ['/guide/a', [entry('Install', 'install', 2), entry('From npm', 'from-npm', 3), entry('Use', 'use', 2)]],
  ['/guide/b', [entry('Options', 'options', 2), entry('port', 'port', 3)]],
  ['/guide/c', [entry('Deep only', 'deep-only', 4)]],
  ['/guide/d', []],
]);
const sidebar = (extra: Partial<Record<string, number[]>> = {}): SidebarItem[] => [
  { text: 'Overview', link: '/guide/' },
  {
    text: 'Start',
    items: ['a', 'b', 'c', 'd'].map((name) => ({
      text: name.toUpperCase(),
      link: `/guide/${name}`,
      ...(extra[name] ? { overviewHeaders: extra[name] } : {}),
    })),
  },
];
const pick = (items: SidebarItem[], frontmatter = {}, configDepths = [2]) =>
  overviewHeaders(overviewGroups(items, '/guide/'), { frontmatter, configDepths, tocs });

describe('overviewHeaders', () => {
  it("lists each page's h2s by its link, text and id only, leaving out pages without any", () => {
    expect(pick(sidebar())).toEqual({
      '/guide/a': [
        { text: 'Install', id: 'install' },
        { text: 'Use', id: 'use' },
      ],
      '/guide/b': [{ text: 'Options', id: 'options' }],
    });
  });

  it("takes the config's levels, and the h2s when the config's list is empty", () => {
    expect(pick(sidebar(), {}, [3])).toEqual({
      '/guide/a': [{ text: 'From npm', id: 'from-npm' }],
      '/guide/b': [{ text: 'port', id: 'port' }],
    });
    expect(Object.keys(pick(sidebar(), {}, []))).toEqual(['/guide/a', '/guide/b']);
  });

  it("takes the overview page's own overviewHeaders over the config's", () => {
    expect(pick(sidebar(), { overviewHeaders: [4] }, [2])).toEqual({
      '/guide/c': [{ text: 'Deep only', id: 'deep-only' }],
    });
  });

  it("takes a page's own entry over the overview page's and the config's, an empty list listing nothing", () => {
    const headers = pick(sidebar({ a: [3], b: [] }), { overviewHeaders: [2, 3] });
    expect(headers['/guide/a']).toEqual([{ text: 'From npm', id: 'from-npm' }]);
    expect(headers['/guide/b']).toBeUndefined();
  });

  it('finds a page however its link is written (trailing slash, .html), keyed by the link as written', () => {
    const items: SidebarItem[] = [
      { text: 'A', link: '/guide/a.html' },
      { text: 'B', link: '/guide/b/' },
    ];
    expect(Object.keys(pick(items))).toEqual(['/guide/a.html', '/guide/b/']);
  });

  it('lists nothing for a link to no page of the site (an external or missing one)', () => {
    const items: SidebarItem[] = [
      { text: 'Elsewhere', link: 'https://example.com/guide/a' },
      { text: 'Gone', link: '/guide/gone' },
    ];
    expect(pick(items)).toEqual({});
  });

  it('ignores overviewHeaders in front matter that is not a list of levels', () => {
    expect(Object.keys(pick(sidebar(), { overviewHeaders: 'all' }))).toEqual(['/guide/a', '/guide/b']);
  });
});
