import { describe, expect, it } from 'vitest';
import { isGeneratedNotFound, isNotFoundPage, notFoundPage, notFoundRoute } from '../../../src/shared/not-found-page';
import type { PageType } from '../../../src/shared/types';

describe('notFoundPage', () => {
  it('is a 404 page for the path, in the language it is given', () => {
    expect(notFoundPage('/guide/missing', 'en')).toMatchObject({
      pageType: '404',
      routePath: '/guide/missing',
      lang: 'en',
      html: '',
    });
  });

  it('keeps the path as its route in any language', () => {
    expect(notFoundPage('/zh/missing', 'zh').lang).toBe('zh');
    expect(notFoundPage('/zh', 'zh').routePath).toBe('/zh');
  });

  it('has no content, no outline and a 404 page type in its front matter', () => {
    expect(notFoundPage('/404', 'en')).toMatchObject({
      html: '',
      toc: [],
      title: '404',
      frontmatter: { pageType: '404' },
    });
  });
});

describe('notFoundRoute', () => {
  it('is /404 for the default language and /<lang>/404 for another', () => {
    expect(notFoundRoute('en', 'en')).toBe('/404');
    expect(notFoundRoute('zh', 'en')).toBe('/zh/404');
  });
});

describe('isNotFoundPage', () => {
  const page = (routePath: string, lang: string, pageType: PageType = 'doc') => ({ routePath, lang, pageType });

  it("counts ours, a site's own page at its language's 404 route, and any page of pageType 404", () => {
    expect(isNotFoundPage(notFoundPage('/guide/missing', 'en'), 'en')).toBe(true);
    expect(isNotFoundPage(page('/404', 'en', 'home'), 'en')).toBe(true);
    expect(isNotFoundPage(page('/zh/404', 'zh'), 'en')).toBe(true);
    expect(isNotFoundPage(page('/guide/gone', 'en', '404'), 'en')).toBe(true);
  });

  it("leaves out a page merely named 404 below the root, or at another language's 404 route", () => {
    expect(isNotFoundPage(page('/guide/404', 'en'), 'en')).toBe(false);
    expect(isNotFoundPage(page('/404/', 'en'), 'en')).toBe(false);
    expect(isNotFoundPage(page('/zh/404', 'en'), 'en')).toBe(false);
  });
});

describe('isGeneratedNotFound', () => {
  it("tells ours, which has no source file, from a site's own page of pageType 404", () => {
    expect(isGeneratedNotFound(notFoundPage('/404', 'en'))).toBe(true);
    expect(isGeneratedNotFound({ ...notFoundPage('/404', 'en'), pagePath: 'en/404.md' })).toBe(false);
  });
});
