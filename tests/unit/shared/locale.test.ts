import { describe, expect, it } from 'vitest';
import { htmlLang, localesOf, siteLocales } from '../../../src/shared/locale';

const locales = siteLocales(['en', 'zh'], 'en');

describe('siteLocales', () => {
  it('reads the language from the prefix', () => {
    expect(locales.langOf('/zh/guide/x')).toBe('zh');
    expect(locales.langOf('/zh')).toBe('zh');
    expect(locales.langOf('/zhuyin')).toBe('en');
    expect(locales.langOf('/guide/x')).toBe('en');
  });

  it('moves a page to its translation in both directions', () => {
    expect(locales.withLang('/guide/start/introduction', 'zh')).toBe('/zh/guide/start/introduction');
    expect(locales.withLang('/zh/guide/start/introduction', 'en')).toBe('/guide/start/introduction');
    expect(locales.withLang('/', 'zh')).toBe('/zh/');
    expect(locales.withLang('/zh/', 'en')).toBe('/');
    expect(locales.withLang('/zh/blog/', 'zh')).toBe('/zh/blog/');
    expect(locales.stripLang('/zh')).toBe('/');
  });

  it('strips the default language prefix only when present', () => {
    expect(locales.stripDefaultPrefix('/en/guide/x')).toBe('/guide/x');
    expect(locales.stripDefaultPrefix('/en')).toBe('/');
    expect(locales.stripDefaultPrefix('/english')).toBeNull();
    expect(locales.stripDefaultPrefix('/guide/x')).toBeNull();
  });

  it('follows the languages it is given, with no others: a site in de and ja knows nothing of zh', () => {
    const site = siteLocales(['de', 'ja'], 'de');
    expect(site.langOf('/ja/x')).toBe('ja');
    expect(site.langOf('/zh/x')).toBe('de');
    expect(site.withLang('/ja/x', 'de')).toBe('/x');
    expect(site.stripDefaultPrefix('/de/x')).toBe('/x');
    // Two sites side by side in one thread do not see each other's languages.
    expect(locales.langOf('/ja/x')).toBe('en');
  });

  it('puts a default language the list lacks first', () => {
    expect(siteLocales(['zh'], 'en').langs).toEqual(['en', 'zh']);
  });
});

describe('localesOf', () => {
  it("takes a config's locales in order, its lang the default", () => {
    const three = localesOf({ lang: 'ja', locales: [{ lang: 'ja' }, { lang: 'en' }, { lang: 'de' }] });
    expect(three.langs).toEqual(['ja', 'en', 'de']);
    expect(three.withLang('/guide/', 'de')).toBe('/de/guide/');
    expect(three.withLang('/en/guide/', 'ja')).toBe('/guide/');
  });
});

describe('htmlLang', () => {
  it('writes our zh as zh-CN and any other code as it is', () => {
    expect(htmlLang('zh')).toBe('zh-CN');
    expect(htmlLang('de')).toBe('de');
  });
});
