import { describe, expect, it } from 'vitest';
import { pageString } from '../../../../src/build/markdown/page-strings';

describe('pageString', () => {
  it('gives the words pages are written with in the page language', () => {
    expect(pageString('en', 'container.tip')).toBe('TIP');
    expect(pageString('zh', 'container.tip')).toBe('提示');
    expect(pageString('zh', 'code.copy')).toBe('复制代码');
  });

  it('falls back to English for a language without its own words', () => {
    expect(pageString('de', 'container.caution')).toBe('CAUTION');
  });
});
