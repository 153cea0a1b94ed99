import { describe, expect, it } from 'vitest';
import { notFoundPage } from '../../../src/shared/not-found-page';

describe('notFoundPage', () => {
  it('is a 404 page for the path, in English outside /zh', () => {
    expect(notFoundPage('/guide/missing')).toMatchObject({
      pageType: '404',
      routePath: '/guide/missing',
      lang: 'en',
      html: '',
    });
  });

  it('is in Chinese under /zh', () => {
    expect(notFoundPage('/zh/missing').lang).toBe('zh');
    expect(notFoundPage('/zh').lang).toBe('zh');
  });

  it('has no content, no outline and a 404 page type in its front matter', () => {
    expect(notFoundPage('/404')).toMatchObject({ html: '', toc: [], title: '404', frontmatter: { pageType: '404' } });
  });
});
