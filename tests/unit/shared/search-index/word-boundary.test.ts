import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  camelHumps,
  hasCjk,
  isHumpStart,
  isWordCharAt,
  isWordCharBefore,
  isWordStart,
  mayHoldCjk,
  RUNS_SOURCE,
  wordEnd,
} from '../../../../src/shared/search-index/word-boundary';

/** Every offset of `text` where `test` holds. */
const offsets = (text: string, test: (text: string, i: number) => boolean) =>
  Array.from({ length: text.length + 1 }, (_, i) => i).filter((i) => test(text, i));

describe('camelHumps', () => {
  it('splits camelCase and PascalCase at each capital after a lowercase letter', () => {
    expect(camelHumps('packConfig')).toEqual(['pack', 'Config']);
    expect(camelHumps('ParsedModuleConfigLink')).toEqual(['Parsed', 'Module', 'Config', 'Link']);
  });

  it('keeps an acronym together and starts the next hump at its last capital', () => {
    expect(camelHumps('HTMLParser')).toEqual(['HTML', 'Parser']);
    expect(camelHumps('getHTML')).toEqual(['get', 'HTML']);
    expect(camelHumps('RSPACK_LOADER')).toEqual(['RSPACK_LOADER']);
  });

  it('starts a hump at a capital after a digit, and never at a digit', () => {
    expect(camelHumps('createRspackVue3App')).toEqual(['create', 'Rspack', 'Vue3', 'App']);
    expect(camelHumps('es2015Module')).toEqual(['es2015', 'Module']);
    expect(camelHumps('vue2')).toEqual(['vue2']);
  });

  it('leaves a word without humps whole, and reads letters outside the BMP as one', () => {
    expect(camelHumps('render')).toEqual(['render']);
    expect(camelHumps('')).toEqual(['']);
    expect(camelHumps('a𐐀b')).toEqual(['a', '𐐀b']);
  });
});

describe('isHumpStart', () => {
  it('holds where camelHumps splits, and nowhere else', () => {
    expect(offsets('HTMLParser', isHumpStart)).toEqual([4]);
    expect(offsets('importmapMode', isHumpStart)).toEqual([9]);
    expect(offsets('vue3App', isHumpStart)).toEqual([4]);
    expect(offsets('Render', isHumpStart)).toEqual([]);
  });

  it('agrees with camelHumps on any text', () => {
    const letters = fc.constantFrom('a', 'Z', 'é', 'É', '3', '𐐀', '𐐨', '_', ' ', '渲');
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const splits: number[] = [];
        let at = 0;
        for (const hump of camelHumps(text).slice(0, -1)) splits.push((at += hump.length));
        expect(offsets(text, isHumpStart)).toEqual(splits);
      }),
      { numRuns: 500 },
    );
  });

  it('is false at the ends of the text, outside it, and inside a surrogate pair', () => {
    expect([-1, 0, 2, 3].map((i) => isHumpStart('aB', i))).toEqual([false, false, false, false]);
    expect(isHumpStart('a𐐀', 2)).toBe(false);
  });
});

describe('isWordStart', () => {
  it('holds at the start of each word and hump', () => {
    const text = 'Every RenderContext renders.';
    expect(offsets(text, isWordStart).filter((i) => isWordCharAt(text, i))).toEqual([0, 6, 12, 20]);
  });

  it('does not hold inside a word: a prefix never matches in the middle of one', () => {
    expect(isWordStart('surrender', 3)).toBe(false);
    expect(isWordStart('HTMLParser', 1)).toBe(false);
    expect(isWordStart('3d', 1)).toBe(false);
  });

  it('treats a CJK character as the end of the word before it', () => {
    expect(isWordStart('渲染Render', 2)).toBe(true);
    expect(isWordStart('𠀀render', 2)).toBe(true);
  });

  it('treats letters of other alphabets as word characters', () => {
    expect(isWordStart('δοκιμή', 2)).toBe(false);
    expect(isWordStart('한국어', 1)).toBe(false);
  });
});

describe('wordEnd', () => {
  it('ends a word at the next hump', () => {
    expect(wordEnd('RenderContext renders', 3)).toBe(6);
    expect(wordEnd('HTMLParser', 2)).toBe(4);
  });

  it('ends a word at a space, a punctuation mark or a CJK character', () => {
    expect(wordEnd('renders.', 4)).toBe(7);
    expect(wordEnd('Render渲染', 3)).toBe(6);
    expect(wordEnd('vue3 app', 1)).toBe(4);
  });

  it('steps over letters outside the BMP whole', () => {
    expect(wordEnd('a𐐨b c', 1)).toBe(4);
  });

  it('gives the offset itself where the word already ended, or the text did', () => {
    expect(wordEnd('render it', 6)).toBe(6);
    expect(wordEnd('render', 6)).toBe(6);
  });
});

describe('isWordCharAt', () => {
  it('holds for letters and digits of alphabetic scripts, not for CJK, spaces or marks', () => {
    const text = 'Vue3 的é한.';
    expect(Array.from(text, (_, i) => isWordCharAt(text, i))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('is false outside the text and on a lone surrogate', () => {
    expect([-1, 3].map((i) => isWordCharAt('abc', i))).toEqual([false, false]);
    expect(isWordCharAt('\ud800', 0)).toBe(false);
    expect(isWordCharAt('a\udc00', 1)).toBe(false);
  });
});

describe('isWordCharBefore', () => {
  it('looks at the whole code point before the offset, a surrogate pair included', () => {
    expect([1, 4, 6].map((i) => isWordCharBefore('Vue3 的x', i))).toEqual([true, true, false]);
    expect([2, 5].map((i) => isWordCharBefore('𐐨b𠀀c', i))).toEqual([true, false]);
  });

  it('is false at the start of the text', () => {
    expect(isWordCharBefore('render', 0)).toBe(false);
  });
});

describe('hasCjk', () => {
  it('finds Han, Hiragana and Katakana, in and outside the BMP', () => {
    expect(['Esmx的模块', 'ひらがな', 'カタカナ', 'ｶﾀｶﾅ', '𠀀'].map(hasCjk)).toEqual([true, true, true, true, true]);
  });

  it('leaves out other scripts, full-width Latin and CJK punctuation', () => {
    expect(['render', '한국어', 'ＲＥＮＤＥＲ', '。「」', ''].map(hasCjk)).toEqual([false, false, false, false, false]);
  });
});

describe('mayHoldCjk', () => {
  it('is true for every CJK character, so that skipping the split on false loses nothing', () => {
    // The class as Unicode defines it, written out here as the oracle both functions must agree with.
    const oracle = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
    const wrong: number[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      const cjk = oracle.test(char);
      if (hasCjk(char) !== cjk || (cjk && !mayHoldCjk(char))) wrong.push(code);
    }
    expect(wrong).toEqual([]);
  });

  it('is false for Latin text', () => {
    expect(mayHoldCjk('createRspackApp café')).toBe(false);
  });
});

describe('RUNS_SOURCE', () => {
  it('cuts mixed text into words and CJK runs, leaving out everything else', () => {
    const runs = (text: string) => [...text.matchAll(new RegExp(RUNS_SOURCE, 'gu'))].map((m) => [m[1], m[2]]);
    expect(runs('Vue3的渲染, 한국어 カタカナx!')).toEqual([
      [undefined, 'Vue3'],
      ['的渲染', undefined],
      [undefined, '한국어'],
      ['カタカナ', undefined],
      [undefined, 'x'],
    ]);
  });
});
