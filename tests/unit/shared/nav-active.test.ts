import { describe, expect, it } from 'vitest';
import { siteLocales } from '../../../src/shared/locale';
import { isNavActive } from '../../../src/shared/nav-active';
import { makeSite } from '../client/site-fixture';

const { nav } = makeSite();
const locales = siteLocales(['en', 'zh'], 'en');
const active = (lang: 'en' | 'zh', path: string) =>
  nav[lang].filter((item) => isNavActive(item, path, locales)).map((item) => item.text);

describe('isNavActive', () => {
  it('marks the section of an English page by activeMatch', () => {
    expect(active('en', '/guide/essentials/csr')).toEqual(['Guide']);
    expect(active('en', '/api/core/app')).toEqual(['API']);
    expect(active('en', '/blog/birth-of-esmx')).toEqual(['Blog']);
  });

  it('matches the Chinese nav against the path without its /zh prefix', () => {
    expect(active('zh', '/zh/guide/start/introduction')).toEqual(['指南']);
    expect(active('zh', '/zh/blog/')).toEqual(['博客']);
  });

  it('marks nothing on the home page', () => {
    expect(active('en', '/')).toEqual([]);
    expect(active('zh', '/zh/')).toEqual([]);
  });

  it('treats an invalid regular expression as a plain prefix', () => {
    expect(isNavActive({ text: 'Odd', activeMatch: '/odd(' }, '/odd(/x', locales)).toBe(true);
    expect(isNavActive({ text: 'Odd', activeMatch: '/odd(' }, '/even', locales)).toBe(false);
  });

  it('without activeMatch, marks the linked page and not its siblings', () => {
    const item = { text: 'Intro', link: '/zh/guide/start/introduction' };
    expect(isNavActive(item, '/zh/guide/start/introduction', locales)).toBe(true);
    expect(isNavActive(item, '/zh/guide/start/glossary', locales)).toBe(false);
  });

  it('marks a group when one of its items is active', () => {
    const group = { text: 'More', items: [{ text: 'Blog', link: '/blog/', activeMatch: '/blog/' }] };
    expect(isNavActive(group, '/blog/birth-of-esmx', locales)).toBe(true);
  });
});

describe('isNavActive, without activeMatch', () => {
  it('counts the linked page however its path is spelled (trailing slash, .html, index)', () => {
    const item = { text: 'Blog', link: '/zh/blog/' };
    expect(isNavActive(item, '/zh/blog', locales)).toBe(true);
    expect(isNavActive(item, '/zh/blog/index.html', locales)).toBe(true);
  });

  it('marks the pages under the linked folder, as Rspress matches the link against the path', () => {
    expect(isNavActive({ text: 'Blog', link: '/zh/blog/' }, '/zh/blog/birth-of-esmx', locales)).toBe(true);
    expect(isNavActive({ text: 'API', link: '/api' }, '/api/core/app', locales)).toBe(true);
    expect(isNavActive({ text: 'API', link: '/api' }, '/apis/other', locales)).toBe(false);
    expect(isNavActive({ text: 'Blog', link: '/zh/blog/' }, '/zh/guide/start/introduction', locales)).toBe(false);
  });

  it('marks a link to the home page on the home page only', () => {
    expect(isNavActive({ text: 'Home', link: '/' }, '/', locales)).toBe(true);
    expect(isNavActive({ text: 'Home', link: '/' }, '/guide/start/introduction', locales)).toBe(false);
    expect(isNavActive({ text: '首页', link: '/zh/' }, '/zh/guide/start/introduction', locales)).toBe(false);
  });

  it('marks nothing for an item with neither a link nor children', () => {
    expect(isNavActive({ text: 'Label' }, '/', locales)).toBe(false);
  });
});
