import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { NO_SITE_URL, siteUrlWarning } from '../../../../src/build/seo/site-url-warning';

const withoutUrl = resolveConfig({ title: 'T' });

describe('siteUrlWarning', () => {
  it("names the site's own config, where siteUrl goes", () => {
    expect(siteUrlWarning(withoutUrl, '/site/docs/site.config.ts', '/site/docs', '/site')).toEqual({
      file: 'docs/site.config.ts',
      message: NO_SITE_URL,
    });
  });

  it('names no file for a site without a config, and says where one would set it', () => {
    expect(siteUrlWarning(withoutUrl, undefined, '/site/docs', '/site')).toEqual({
      file: '',
      message: `${NO_SITE_URL} (set it in docs/site.config.ts)`,
    });
  });

  it('is none for a site of an Rspress config, which has no such option, nor for a site with siteUrl', () => {
    expect(siteUrlWarning(withoutUrl, '/site/rspress.config.ts', '/site/docs', '/site')).toBeUndefined();
    const withUrl = resolveConfig({ title: 'T', siteUrl: 'https://docs.example' });
    expect(siteUrlWarning(withUrl, '/site/docs/site.config.ts', '/site/docs', '/site')).toBeUndefined();
  });
});
