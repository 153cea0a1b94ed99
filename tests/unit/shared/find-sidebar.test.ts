import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSidebar, sidebarKey } from '../../../src/shared/find-sidebar';
import type { Sidebar, SidebarGroup, SidebarItem } from '../../../src/shared/types';
import { makeSite } from '../client/site-fixture';

const site = makeSite();
const titles = (groups: SidebarItem[]) => groups.map((group) => group.text);

describe('findSidebar', () => {
  it('picks the section of an English page', () => {
    expect(titles(findSidebar(site.sidebar.en, '/guide/start/glossary'))).toEqual(['Getting Started', 'Essentials']);
    expect(titles(findSidebar(site.sidebar.en, '/api/app/rspack'))).toEqual(['@esmx/core', 'App']);
  });

  it('picks the section of a Chinese page by its /zh key', () => {
    expect(titles(findSidebar(site.sidebar.zh, '/zh/guide/essentials/csr'))).toEqual(['开始', '基础']);
  });

  it('matches the section root itself, with or without a trailing slash', () => {
    expect(titles(findSidebar(site.sidebar.en, '/blog/'))).toEqual(['Team Blog']);
    expect(titles(findSidebar(site.sidebar.en, '/blog'))).toEqual(['Team Blog']);
  });

  it('prefers the longest matching key', () => {
    const group = (text: string): SidebarGroup => ({ text, items: [] });
    const nested: Sidebar = { '/guide': [group('Guide')], '/guide/advanced': [group('Advanced')] };
    expect(titles(findSidebar(nested, '/guide/advanced/x'))).toEqual(['Advanced']);
    expect(titles(findSidebar(nested, '/guide/start/x'))).toEqual(['Guide']);
  });

  it('does not match a key that is only a string prefix of a segment', () => {
    expect(findSidebar(site.sidebar.en, '/guidelines/x')).toEqual([]);
  });

  it('returns a section holding a page beside its groups as it is', () => {
    const api = site.sidebar.en['/api']!;
    const mixed: Sidebar = { '/api': [{ text: 'Overview', link: '/api/' }, ...api] };
    expect(titles(findSidebar(mixed, '/api/'))).toEqual(['Overview', '@esmx/core', 'App']);
  });

  it('keeps a lone group of pages, and a lone group that is itself a page, as they are', () => {
    expect(titles(findSidebar(site.sidebar.en, '/blog/birth-of-esmx'))).toEqual(['Team Blog']);
    const linked: Sidebar = {
      '/x': [{ text: 'X', link: '/x/', items: [{ text: 'Y', items: [{ text: 'Z', link: '/x/z' }] }] }],
    };
    expect(titles(findSidebar(linked, '/x/z'))).toEqual(['X']);
  });

  it('gives no groups outside every section or without a sidebar', () => {
    expect(findSidebar(site.sidebar.en, '/')).toEqual([]);
    expect(findSidebar(undefined, '/guide/start/glossary')).toEqual([]);
  });
});

describe('sidebarKey', () => {
  it('names the longest section holding the path, which the build uses to pick a sidebar chunk', () => {
    const nested: Sidebar = { '/guide': [], '/guide/advanced': [] };
    expect(sidebarKey(nested, '/guide/advanced/x')).toBe('/guide/advanced');
    expect(sidebarKey(nested, '/guide/start/x')).toBe('/guide');
    expect(sidebarKey(nested, '/api/x')).toBeUndefined();
  });

  it('picks the key that trying every key of the sidebar picks, for any keys and any route (a path from /)', () => {
    // The definition the lookup must keep: every key tried, the longest covering one kept.
    const covers = (path: string, key: string) =>
      key === '/' || path === key || path.startsWith(key.endsWith('/') ? key : `${key}/`);
    const everyKey = (sidebar: Sidebar, path: string) =>
      Object.keys(sidebar)
        .filter((key) => covers(path, key))
        .sort((a, b) => b.length - a.length)[0];
    const part = fc.constantFrom('', '/', 'a', 'b', 'ab', '/a', '/b', '/a/', '/ab', 'a/');
    const text = fc.array(part, { maxLength: 5 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.uniqueArray(text, { maxLength: 8 }), text, (keys, rest) => {
        const path = `/${rest}`;
        const sidebar: Sidebar = Object.fromEntries(keys.map((key) => [key, []]));
        expect(sidebarKey(sidebar, path)).toBe(everyKey(sidebar, path));
      }),
      { numRuns: 2000 },
    );
  });
});
