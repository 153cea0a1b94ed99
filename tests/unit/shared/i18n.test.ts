import { describe, expect, it } from 'vitest';
import { interfaceLang, t } from '../../../src/shared/i18n';
import { en } from '../../../src/shared/i18n/en';
import { enSearch } from '../../../src/shared/i18n/en-search';
import { shellT } from '../../../src/shared/i18n/shell';
import { zh } from '../../../src/shared/i18n/zh';
import { zhSearch } from '../../../src/shared/i18n/zh-search';

describe('t', () => {
  it('gives the string of the language', () => {
    expect(t('en', 'outline.title')).toBe('ON THIS PAGE');
    expect(t('zh', 'outline.title')).toBe('目录');
    expect(t('zh', 'footer.prev')).toBe('上一页');
    expect(t('zh', 'footer.next')).toBe('下一页');
    expect(t('zh', 'footer.lastUpdated')).toBe('最后更新时间');
    expect(t('zh', 'search.button')).toBe('搜索');
    expect(t('zh', 'search.placeholder')).toBe('搜索文档');
    expect(t('en', 'search.noResults')).toBe('No results for');
  });

  it('falls back to English for keys a locale leaves out', () => {
    expect(t('zh', 'notFound.title')).toBe('PAGE NOT FOUND');
    expect(t('zh', 'notFound.home')).toBe('Take me home');
  });

  it('leaves out of the Chinese strings only the 404 texts, kept English on purpose', () => {
    expect(Object.keys(enSearch).filter((key) => !(key in zhSearch))).toEqual([]);
    const missing = Object.keys(en).filter((key) => !(key in zh));
    expect(missing).toEqual(['notFound.code', 'notFound.title', 'notFound.home']);
  });

  it('has no Chinese string that English lacks (a typo would silently never show)', () => {
    expect(Object.keys(zh).filter((key) => !(key in en))).toEqual([]);
    expect(Object.keys(zhSearch).filter((key) => !(key in enSearch))).toEqual([]);
  });

  it("has no key both among the shell's strings and the search dialog's", () => {
    expect(Object.keys(en).filter((key) => key in enSearch)).toEqual([]);
  });
});

describe('shellT', () => {
  it("gives the shell's strings as t does", () => {
    for (const key of Object.keys(en) as (keyof typeof en)[])
      for (const lang of ['en', 'zh', 'fr']) expect(shellT(lang, key)).toBe(t(lang, key));
  });
});

describe('interfaceLang', () => {
  it('reads our own languages as themselves', () => {
    expect(interfaceLang('en')).toBe('en');
    expect(interfaceLang('zh')).toBe('zh');
  });

  it('reads a language tag by its primary subtag, in any case', () => {
    expect(interfaceLang('zh-CN')).toBe('zh');
    expect(interfaceLang('zh-Hans')).toBe('zh');
    expect(interfaceLang('ZH-cn')).toBe('zh');
    expect(interfaceLang('en-US')).toBe('en');
  });

  it('gives none for a language we have no strings for, or a name that only looks like a key', () => {
    expect(interfaceLang('fr')).toBeUndefined();
    expect(interfaceLang('pt-BR')).toBeUndefined();
    expect(interfaceLang('constructor')).toBeUndefined();
  });

  it('gives none for Chinese in Traditional characters, which Simplified text would not serve (English, as in Rspress)', () => {
    for (const lang of ['zh-tw', 'zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-TW', 'zh-mo'])
      expect(interfaceLang(lang)).toBeUndefined();
    expect(interfaceLang('zh-SG')).toBe('zh');
  });
});
