import { describe, expect, it } from 'vitest';
import { assetUrl } from '../../../src/shared/asset-url';

describe('assetUrl', () => {
  it('puts the base before a site path, once: a path written with it already keeps it, as Rspress leaves it', () => {
    expect(assetUrl('/mark.svg', '/site/')).toBe('/site/mark.svg');
    expect(assetUrl('mark.svg', '/site/')).toBe('/site/mark.svg');
    expect(assetUrl('/site/mark.svg', '/site/')).toBe('/site/mark.svg');
    expect(assetUrl('/sitemap.svg', '/site/')).toBe('/site/sitemap.svg');
    expect(assetUrl('/mark.svg', '/')).toBe('/mark.svg');
  });

  it('leaves URLs as they are', () => {
    for (const url of ['https://x.dev/a.png', '//cdn.x.dev/a.png', 'data:image/svg+xml,%3Csvg%2F%3E'])
      expect(assetUrl(url, '/site/')).toBe(url);
  });
});
