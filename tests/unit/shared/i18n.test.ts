import { describe, expect, it } from 'vitest';
import { interfaceLang, t } from '../../../src/shared/i18n';
import { en, type UiKey } from '../../../src/shared/i18n/en';
import { zh } from '../../../src/shared/i18n/zh';

describe('t', () => {
  it('gives the string of the language', () => {
    expect(t('en', 'outline.title')).toBe('ON THIS PAGE');
    expect(t('zh', 'outline.title')).toBe('目录');
    expect(t('zh', 'footer.prev')).toBe('上一页');
    expect(t('zh', 'footer.next')).toBe('下一页');
    expect(t('zh', 'footer.lastUpdated')).toBe('最后更新时间');
    expect(t('zh', 'search.button')).toBe('搜索');
  });

  it('falls back to English for keys a locale leaves out', () => {
    expect(t('zh', 'notFound.title')).toBe('PAGE NOT FOUND');
    expect(t('zh', 'notFound.home')).toBe('Take me home');
  });

  it('leaves out of the Chinese strings only the 404 texts, kept English on purpose', () => {
    const missing = (Object.keys(en) as UiKey[]).filter((key) => !(key in zh));
    expect(missing).toEqual(['notFound.code', 'notFound.title', 'notFound.home']);
  });

  it('has no Chinese string that English lacks (a typo would silently never show)', () => {
    expect(Object.keys(zh).filter((key) => !(key in en))).toEqual([]);
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
});
