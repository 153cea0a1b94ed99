import { describe, expect, it } from 'vitest';
import { langOf, normalizePath, stripDefaultPrefix, switchLang } from '../../../src/shared/locale';

describe('locale paths', () => {
  it('reads the language from the prefix', () => {
    expect(langOf('/zh/guide/x')).toBe('zh');
    expect(langOf('/zh')).toBe('zh');
    expect(langOf('/zhuyin')).toBe('en');
    expect(langOf('/guide/x')).toBe('en');
  });

  it('switches a page to its translation in both directions', () => {
    expect(switchLang('/guide/start/introduction', 'zh')).toBe('/zh/guide/start/introduction');
    expect(switchLang('/zh/guide/start/introduction', 'en')).toBe('/guide/start/introduction');
    expect(switchLang('/', 'zh')).toBe('/zh/');
    expect(switchLang('/zh/', 'en')).toBe('/');
    expect(switchLang('/zh/blog/', 'zh')).toBe('/zh/blog/');
  });

  it('strips the default language prefix only when present', () => {
    expect(stripDefaultPrefix('/en/guide/x')).toBe('/guide/x');
    expect(stripDefaultPrefix('/en')).toBe('/');
    expect(stripDefaultPrefix('/english')).toBeNull();
    expect(stripDefaultPrefix('/guide/x')).toBeNull();
  });

  it('normalizes paths for route lookup and survives bad percent-encoding', () => {
    expect(normalizePath('/guide/x.html?a=1#h')).toBe('/guide/x');
    expect(normalizePath('/blog/index')).toBe('/blog/');
    expect(normalizePath('/zh')).toBe('/zh/');
    expect(normalizePath('/%E4%BD%A0')).toBe('/你');
    expect(normalizePath('/%E4%ZZ')).toBe('/%E4%ZZ');
  });
});
