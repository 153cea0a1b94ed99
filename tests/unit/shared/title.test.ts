import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/shared/title';
import type { SiteConfig } from '../../../src/shared/types';

const config: Pick<SiteConfig, 'title' | 'locales'> = {
  title: 'Esmx',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
};

describe('pageTitle', () => {
  it('joins the page title and its own titleSuffix', () => {
    const page = { title: 'Glossary', lang: 'en' as const, frontmatter: { titleSuffix: 'Core Terminology Explained' } };
    expect(pageTitle(page, config)).toBe('Glossary - Core Terminology Explained');
  });

  it('falls back to the site title as the suffix', () => {
    expect(pageTitle({ title: 'Team Blog', lang: 'en', frontmatter: {} }, config)).toBe('Team Blog - Esmx');
  });

  it('uses the locale title as the suffix when the locale has one', () => {
    const withLocaleTitle = { ...config, locales: [{ lang: 'zh' as const, label: '简体中文', title: 'Esmx 中文' }] };
    expect(pageTitle({ title: '介绍', lang: 'zh', frontmatter: {} }, withLocaleTitle)).toBe('介绍 - Esmx 中文');
  });

  it('titles the home page with the site title followed by its titleSuffix', () => {
    const home = {
      title: 'Esmx',
      lang: 'zh' as const,
      pageType: 'home' as const,
      frontmatter: { titleSuffix: '基于 ESM 的高性能服务端渲染框架' },
    };
    expect(pageTitle(home, config)).toBe('Esmx - 基于 ESM 的高性能服务端渲染框架');
  });

  it('titles a custom or blank page by the site alone, as Rspress does', () => {
    for (const pageType of ['custom', 'blank'] as const)
      expect(pageTitle({ title: 'Download', lang: 'en', pageType, frontmatter: { titleSuffix: 'Fast' } }, config)).toBe(
        'Esmx',
      );
  });

  it('does not repeat the site title after a page named after the site', () => {
    expect(pageTitle({ title: 'Esmx', lang: 'en', frontmatter: {} }, config)).toBe('Esmx');
  });

  it('recognises the home page by its front matter too (a PageRecord has no pageType)', () => {
    const home = { title: 'Welcome', lang: 'en' as const, frontmatter: { pageType: 'home' as const } };
    expect(pageTitle(home, config)).toBe('Esmx');
  });

  it('drops empty parts instead of leaving a dangling separator', () => {
    expect(pageTitle({ title: '', lang: 'en', frontmatter: {} }, config)).toBe('Esmx');
    expect(pageTitle({ title: 'Page', lang: 'en', frontmatter: { titleSuffix: '  ' } }, config)).toBe('Page');
  });

  it('gives a suffix that starts with a separator of its own a space, not a second separator', () => {
    const home = {
      title: 'Rstest',
      lang: 'en' as const,
      pageType: 'home' as const,
      frontmatter: { titleSuffix: ' - Fast' },
    };
    expect(pageTitle(home, config)).toBe('Esmx - Fast');
    expect(pageTitle({ title: 'Pool', lang: 'en', frontmatter: { titleSuffix: '| Rstest' } }, config)).toBe(
      'Pool | Rstest',
    );
    expect(pageTitle({ title: 'Pool', lang: 'en', frontmatter: { titleSuffix: '-1 build' } }, config)).toBe(
      'Pool - -1 build',
    );
  });
});
