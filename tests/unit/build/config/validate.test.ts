import { describe, expect, it } from 'vitest';
import { checkOptions } from '../../../../src/build/config/validate';

describe('checkOptions', () => {
  it('accepts the options our own site sets', () => {
    const report = checkOptions({
      title: 'Esmx',
      lang: 'en',
      locales: [{ lang: 'en', label: 'English' }],
      themeConfig: {
        lastUpdated: true,
        socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/esmnext/esmx' }],
        editLink: { docRepoBaseUrl: 'https://example.com/{path}' },
      },
    });
    expect(report).toEqual({ errors: [], unknown: [] });
  });

  it('says which item of a list is wrong and what it should be', () => {
    const report = checkOptions({ locales: [{ lang: 'en', label: 'English' }, { lang: 'zh' }] });
    expect(report.errors).toEqual([
      {
        key: 'locales',
        message:
          '"locales" must be an array whose items are an object { lang, label, title?, description? } (item 1 is not) (got [{"lang":"en","label":"English"},{"lang":"zh"}])',
      },
    ]);
  });

  it('wants an object where known options live below a key', () => {
    expect(checkOptions({ themeConfig: 'dark' }).errors).toEqual([
      { key: 'themeConfig', message: '"themeConfig" must be an object (got "dark")' },
    ]);
  });

  it('lists unknown options by their dotted path', () => {
    expect(checkOptions({ builderConfig: {}, themeConfig: { nav: [] } }).unknown).toEqual([
      'builderConfig',
      'themeConfig.nav',
    ]);
  });
});
