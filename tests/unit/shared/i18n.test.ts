import { describe, expect, it } from 'vitest';
import { t } from '../../../src/shared/i18n';
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
