import { describe, expect, it } from 'vitest';
import { localeRedirectTarget, type VisitContext } from '../../../../src/client/navigation/locale-redirect';
import { makeSite } from '../site-fixture';

const config = makeSite().config;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const visit = (extra: Partial<VisitContext> = {}): VisitContext => ({
  path: '/guide/start/glossary',
  pageLang: 'en',
  browserLangs: ['zh-CN', 'en'],
  userAgent: CHROME,
  webdriver: false,
  firstVisit: true,
  ...extra,
});

describe('localeRedirectTarget', () => {
  it("sends a first-time Chinese reader to the page's Chinese twin", () => {
    expect(localeRedirectTarget(config, visit())).toBe('/zh/guide/start/glossary');
  });

  it('sends a first-time English reader from /zh/ to the English home', () => {
    expect(localeRedirectTarget(config, visit({ path: '/zh/', pageLang: 'zh', browserLangs: ['en-US'] }))).toBe('/');
  });

  it('stays when the page already is in the preferred language', () => {
    expect(localeRedirectTarget(config, visit({ browserLangs: ['en-GB', 'zh'] }))).toBeNull();
  });

  it('stays when the page has no translation in the preferred language', () => {
    expect(localeRedirectTarget(config, visit({ untranslated: ['zh'] }))).toBeNull();
  });

  it('stays on later visits', () => {
    expect(localeRedirectTarget(config, visit({ firstVisit: false }))).toBeNull();
  });

  it('stays for crawlers, audits and browsers driven by WebDriver', () => {
    expect(localeRedirectTarget(config, visit({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }))).toBeNull();
    expect(localeRedirectTarget(config, visit({ userAgent: 'Baiduspider/2.0' }))).toBeNull();
    expect(localeRedirectTarget(config, visit({ userAgent: 'ia_archiver (crawler)' }))).toBeNull();
    expect(localeRedirectTarget(config, visit({ userAgent: `${CHROME} Chrome-Lighthouse` }))).toBeNull();
    expect(localeRedirectTarget(config, visit({ webdriver: true }))).toBeNull();
  });

  it('still redirects a headless browser that WebDriver does not drive', () => {
    expect(localeRedirectTarget(config, visit({ userAgent: CHROME.replace('Chrome', 'HeadlessChrome') }))).toBe(
      '/zh/guide/start/glossary',
    );
  });

  it('stays when the site says never', () => {
    const never = { ...config, themeConfig: { ...config.themeConfig, localeRedirect: 'never' as const } };
    expect(localeRedirectTarget(never, visit())).toBeNull();
  });

  it("with only-default-lang, redirects from the default language's pages only", () => {
    const only = { ...config, themeConfig: { ...config.themeConfig, localeRedirect: 'only-default-lang' as const } };
    expect(localeRedirectTarget(only, visit())).toBe('/zh/guide/start/glossary');
    expect(localeRedirectTarget(only, visit({ path: '/zh/', pageLang: 'zh', browserLangs: ['en-US'] }))).toBeNull();
  });

  it('stays for languages the site does not offer', () => {
    expect(localeRedirectTarget(config, visit({ browserLangs: ['fr-FR', 'zh'] }))).toBeNull();
    expect(localeRedirectTarget({ ...config, locales: [{ lang: 'en', label: 'English' }] }, visit())).toBeNull();
  });

  it('stays when the browser names no language', () => {
    expect(localeRedirectTarget(config, visit({ browserLangs: [] }))).toBeNull();
  });
});
