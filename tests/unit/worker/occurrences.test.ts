import { describe, expect, it } from 'vitest';
import { foldAligned } from '../../../worker/normalize';
import { cjkOccurrences, MAX_FOUND, MAX_SCANNED, wordOccurrences, wordStarts } from '../../../worker/occurrences';

const words = (text: string, needle: string) => wordOccurrences(text, foldAligned(text), needle);

describe('wordOccurrences', () => {
  it('grades a whole word 2 and a word prefix 1', () => {
    expect(words('render rendering', 'render')).toEqual([
      { start: 0, end: 6, grade: 2 },
      { start: 7, end: 13, grade: 1 },
    ]);
  });

  it('skips an occurrence inside a word', () => {
    expect(words('surrender', 'render')).toEqual([]);
  });

  it('counts camel-case humps as word starts and ends', () => {
    expect(words('packConfig', 'config')).toEqual([{ start: 4, end: 10, grade: 2 }]);
    expect(words('importmapMode', 'importmap')).toEqual([{ start: 0, end: 9, grade: 2 }]);
    expect(words('HTMLElement', 'element')).toEqual([{ start: 4, end: 11, grade: 2 }]);
  });

  it('treats the start of a CJK run as a word boundary', () => {
    expect(words('用Esmx的模块', 'esmx')).toEqual([{ start: 1, end: 5, grade: 2 }]);
  });

  it('returns source offsets across characters that fold to another length', () => {
    expect(words('ﬁle 𝐀pp', 'app')).toEqual([{ start: 4, end: 8, grade: 2 }]);
  });

  it('finds nothing for an empty needle', () => {
    expect(words('text', '')).toEqual([]);
  });

  it(`returns at most ${MAX_FOUND} matches`, () => {
    expect(words('a '.repeat(1000), 'a')).toHaveLength(MAX_FOUND);
  });

  it(`examines at most ${MAX_SCANNED} raw hits`, () => {
    const text = `${'ba '.repeat(MAX_SCANNED)}a`;
    expect(words(text, 'a')).toEqual([]);
    expect(words(`${'ba '.repeat(MAX_SCANNED - 1)}a`, 'a')).toHaveLength(1);
  });
});

describe('wordStarts', () => {
  it('lists word starts by first character: after spaces, at humps and after CJK', () => {
    const text = 'packConfig HTMLElement 用Esmx';
    expect(wordStarts(text, foldAligned(text))).toEqual(
      new Map([
        ['p', [0]],
        ['c', [4]],
        ['h', [11]],
        ['e', [15, 24]],
      ]),
    );
  });

  it('gives up when folding changed lengths', () => {
    expect(wordStarts('ﬁleName', foldAligned('ﬁleName'))).toBeNull();
  });
});

describe('wordOccurrences with word starts', () => {
  it('finds the same as scanning the text', () => {
    const text = 'render Render rendering surrender packRender 用render importmapMode';
    const field = foldAligned(text);
    for (const needle of ['render', 'rend', 'r', 'mode', 'importmap', 'pack', 'x']) {
      expect(wordOccurrences(text, field, needle, wordStarts(text, field))).toEqual(
        wordOccurrences(text, field, needle),
      );
    }
  });
});

describe('cjkOccurrences', () => {
  it('finds a CJK needle anywhere, without overlaps', () => {
    const text = '上下文和上下文';
    expect(cjkOccurrences(text, foldAligned(text), '上下文')).toEqual([
      { start: 0, end: 3, grade: 2 },
      { start: 4, end: 7, grade: 2 },
    ]);
    expect(cjkOccurrences('哈哈哈', foldAligned('哈哈哈'), '哈哈')).toHaveLength(1);
  });

  it(`returns at most ${MAX_FOUND} matches`, () => {
    const text = '链接'.repeat(100);
    expect(cjkOccurrences(text, foldAligned(text), '链接')).toHaveLength(MAX_FOUND);
  });
});
