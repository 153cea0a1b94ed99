import { describe, expect, it } from 'vitest';
import { sitePaths } from '../../../../src/build/search/site-path';
import { siteLocales } from '../../../../src/shared/locale';
import type { NavItem, Sidebar } from '../../../../src/shared/types';

const nav: NavItem[] = [
  { text: '指南', link: '/zh/guide/start/introduction', activeMatch: '/guide/' },
  { text: 'API', link: '/zh/api/core/esmx', activeMatch: '/api/' },
  { text: '更多', items: [{ text: '博客', link: '/zh/blog/' }] },
];
const sidebar: Sidebar = {
  '/zh/guide': [{ text: '基础', items: [{ text: 'RenderContext', link: '/zh/guide/essentials/render-context' }] }],
  '/zh/api': [
    { text: '概览', link: '/zh/api/' },
    { text: '@esmx/core', items: [{ text: 'RenderContext', link: '/zh/api/core/render-context' }] },
  ],
  '/zh/blog': [{ text: '博客', items: [{ text: 'Esmx 的诞生', link: '/zh/blog/birth-of-esmx' }] }],
  '/zh/notes': [{ text: '笔记', items: [{ text: '发布', link: '/zh/notes/release' }] }],
};

const sitePath = (items: NavItem[], bars: Sidebar, route: string) =>
  sitePaths(items, bars, siteLocales(['en', 'zh'], 'en'))(route);

describe('sitePaths', () => {
  it('names the navbar section, the sidebar groups and the entry, in the page language', () => {
    expect(sitePath(nav, sidebar, '/zh/guide/essentials/render-context')).toEqual(['指南', '基础', 'RenderContext']);
    expect(sitePath(nav, sidebar, '/zh/api/core/render-context')).toEqual(['API', '@esmx/core', 'RenderContext']);
  });

  it('names an entry outside any group by the section and itself', () => {
    expect(sitePath(nav, sidebar, '/zh/api/')).toEqual(['API', '概览']);
  });

  it('follows a navbar menu down to its item, and says a label repeated by the sidebar once', () => {
    expect(sitePath(nav, sidebar, '/zh/blog/')).toEqual(['更多', '博客']);
  });

  it('names the menu item whose link the page is under', () => {
    expect(sitePath(nav, sidebar, '/zh/blog/birth-of-esmx')).toEqual(['更多', '博客', 'Esmx 的诞生']);
  });

  it('gives the sidebar path alone when no navbar item covers the page', () => {
    expect(sitePath(nav, sidebar, '/zh/notes/release')).toEqual(['笔记', '发布']);
  });

  it('gives nothing for a page neither the navbar nor a sidebar names', () => {
    expect(sitePath(nav, sidebar, '/zh/')).toEqual([]);
  });

  it('reads an activeMatch that is not a valid regular expression as a prefix', () => {
    expect(sitePath([{ text: 'Odd', activeMatch: '/odd/(' }], {}, '/odd/(x')).toEqual(['Odd']);
  });
});
