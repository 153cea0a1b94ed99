import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../../../src/build/seo/robots';

describe('robotsTxt', () => {
  it('allows everything and points at the sitemap by its absolute URL', () => {
    expect(robotsTxt({ siteUrl: 'https://esmx.dev/', base: '/' })).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://esmx.dev/sitemap.xml\n',
    );
  });

  it('finds the sitemap under the base path', () => {
    expect(robotsTxt({ siteUrl: 'https://example.org', base: '/docs/' })).toContain(
      'Sitemap: https://example.org/docs/sitemap.xml',
    );
  });

  it('names no sitemap without siteUrl', () => {
    expect(robotsTxt({ base: '/' })).toBe('User-agent: *\nAllow: /\n');
  });
});
