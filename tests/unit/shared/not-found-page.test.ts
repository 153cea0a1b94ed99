import { describe, expect, it } from 'vitest';
import { notFoundPage } from '../../../src/shared/not-found-page';

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
