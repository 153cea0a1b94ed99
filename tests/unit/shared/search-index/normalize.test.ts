import { describe, expect, it } from 'vitest';
import { foldAligned, foldCased, foldLower, normalize } from '../../../../src/shared/search-index/normalize';

describe('normalize', () => {
  it('lowercases', () => {
    expect(normalize('RenderContext')).toBe('rendercontext');
  });

  it('removes accents', () => {
    expect(normalize('Café déjà vu, über naïve')).toBe('cafe deja vu uber naive');
  });

  it('folds full-width forms', () => {
    expect(normalize('ＡＢＣ１２３')).toBe('abc123');
  });

  it('folds compatibility characters such as ligatures and circled digits', () => {
    expect(normalize('ﬁle ①')).toBe('file 1');
  });

  it('turns punctuation and symbols into single spaces and trims', () => {
    expect(normalize('  manifest.json — "esmx" (v2.0)!  ')).toBe('manifest json esmx v2 0');
  });

  it('strips HTML tags but keeps the words of a generic type', () => {
    expect(normalize('<b>Bold</b> and <a href="/x">link</a>')).toBe('bold and link');
    expect(normalize('Promise<RenderContext>')).toBe('promise rendercontext');
  });

  it('strips Markdown markup', () => {
    expect(normalize('**bold** `code` [text](#id)')).toBe('bold code text id');
  });

  it('keeps CJK characters and turns CJK punctuation into spaces', () => {
    expect(normalize('渲染上下文（RenderContext）。')).toBe('渲染上下文 rendercontext');
  });

  it('leaves every CJK unified ideograph as it is, as folding it one character at a time would', () => {
    const changed: string[] = [];
    for (const [from, to] of [
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
    ]) {
      for (let code = from; code <= to; code++) {
        const ch = String.fromCodePoint(code);
        const folded = ch
          .normalize('NFKD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]/gu, ' ');
        if (folded !== ch || foldLower(ch) !== ch || foldCased(ch) !== ch) changed.push(ch);
      }
    }
    expect(changed).toEqual([]);
  });

  it('still folds the ideograph-like characters outside those blocks', () => {
    // A CJK compatibility ideograph, a Kangxi radical and a hexagram symbol.
    expect(normalize('\uf900 \u2f00 \u4dc0')).toBe('\u8c48 \u4e00');
  });

  it('returns an empty string for text with no letters or digits', () => {
    expect(normalize('')).toBe('');
    expect(normalize('?!… —')).toBe('');
  });

  it('does not throw on lone surrogates and control characters', () => {
    expect(normalize('a\ud800b\u0000c\udfff')).toBe('a b c');
  });

  it('keeps astral letters whole', () => {
    expect(normalize('𠀀𠀁')).toBe('𠀀𠀁');
  });
});

describe('foldCased', () => {
  it('keeps case so that camel-case humps can still be found', () => {
    expect(foldCased('importmapMode: Café')).toBe('importmapMode  Cafe');
  });
});

describe('foldLower', () => {
  it('keeps the length of ordinary text, one unit per unit', () => {
    const text = 'Hello, 世界! Ünïcödé';
    expect(foldLower(text)).toHaveLength(text.length);
  });
});

describe('foldAligned', () => {
  it('has no map when every unit folds to one unit', () => {
    expect(foldAligned('Déjà vu')).toEqual({ text: 'deja vu', map: null });
  });

  it('maps each folded unit back to its source offset when a character expands', () => {
    const { text, map } = foldAligned('ﬁx it');
    expect(text).toBe('fix it');
    expect(Array.from(map ?? [])).toEqual([0, 0, 1, 2, 3, 4]);
  });

  it('maps past an astral character that folds to one unit', () => {
    const { text, map } = foldAligned('𝐀b');
    expect(text).toBe('ab');
    expect(Array.from(map ?? [])).toEqual([0, 2]);
  });
});
