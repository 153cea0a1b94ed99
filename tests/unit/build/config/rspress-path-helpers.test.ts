import { describe, expect, it } from 'vitest';
import { rspressPathHelpers as h } from '../../../../src/build/config/rspress-path-helpers';

describe("the path helpers an Rspress config imports from '@rspress/core'", () => {
  it('normalizeHref gives a site path as a link to its file, or without .html with cleanUrls', () => {
    expect(
      ['/guide/', '/guide/a', '/guide/a.html', '/guide/a?x=1#top', '/%E6%8C%87%E5%8D%97'].map((u) =>
        h.normalizeHref(u),
      ),
    ).toEqual(['/guide/index.html', '/guide/a.html', '/guide/a.html', '/guide/a.html?x=1#top', '/指南.html']);
    expect(['/guide/index.html', '/guide/a.html', '/guide/a'].map((u) => h.normalizeHref(u, true))).toEqual([
      '/guide/',
      '/guide/a',
      '/guide/a',
    ]);
    expect([
      h.normalizeHref(),
      h.normalizeHref('https://x.dev/a'),
      h.normalizeHref('#a'),
      h.normalizeHref('a/b'),
    ]).toEqual(['/', 'https://x.dev/a', '#a', 'a/b']);
  });

  it('withBase and removeBase put the base in front once and take it away', () => {
    expect([
      h.withBase('/guide', '/docs/'),
      h.withBase('/docs/guide', '/docs/'),
      h.withBase('/docs', '/docs/'),
    ]).toEqual(['/docs/guide', '/docs/guide', '/docs/']);
    expect([h.removeBase('/docs/guide', '/docs/'), h.removeBase('/docs', '/docs/')]).toEqual(['/guide', '/']);
  });

  it('withSiteOrigin makes a whole URL of a site path, and leaves another site’s URL as it is', () => {
    expect(h.withSiteOrigin('/wiki/a', 'https://example.com')).toBe('https://example.com/wiki/a');
    expect(h.withSiteOrigin('https://x.dev/', 'https://example.com')).toBe('https://x.dev/');
    expect(h.withSiteOrigin('/a')).toBe('/a');
  });

  it('normalizes paths and slashes', () => {
    expect([h.normalizePosixPath('a\\b/./c/../d'), h.normalizePosixPath('/../a//b/')]).toEqual(['a/b/d', '/../a/b']);
    expect([h.removeTrailingSlash('/a/'), h.addLeadingSlash('a'), h.normalizeSlash('docs/')]).toEqual([
      '/a',
      '/a',
      '/docs',
    ]);
    expect([h.isExternalUrl('mqq://card'), h.isExternalUrl('javascript:alert(1)'), h.isExternalUrl('/a')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
