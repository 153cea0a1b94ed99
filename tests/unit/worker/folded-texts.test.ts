import { describe, expect, it } from 'vitest';
import { foldAligned } from '../../../src/shared/search-index/normalize';
import { foldedText } from '../../../worker/folded-texts';

describe('foldedText', () => {
  it('folds a text as foldAligned does, its source map included', () => {
    for (const text of ['Set importmapMode', 'ﬁle Café', '服务端渲染 SSR'])
      expect(foldedText(text)).toEqual(foldAligned(text));
  });

  it('gives the fold kept from the first time when the same text is matched again', () => {
    const text = 'The Module Linking section';
    expect(foldedText(text)).toBe(foldedText(text));
  });

  it('folds afresh a text it let go of after thousands of others', () => {
    const first = foldedText('A section read long ago');
    for (let i = 0; i < 5000; i++) foldedText(`section ${i}`);
    const again = foldedText('A section read long ago');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
