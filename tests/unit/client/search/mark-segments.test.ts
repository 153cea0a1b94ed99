import { describe, expect, it } from 'vitest';
import { markSegments } from '../../../../src/client/search/mark-segments';

const marked = (text: string, ranges: { start: number; length: number }[]) =>
  markSegments(text, ranges)
    .map((s) => (s.mark ? `[${s.text}]` : s.text))
    .join('');

describe('markSegments', () => {
  it('splits the text into plain and marked runs', () => {
    expect(markSegments('Render context', [{ start: 0, length: 6 }])).toEqual([
      { text: 'Render', mark: true },
      { text: ' context', mark: false },
    ]);
  });

  it('marks several ranges, in the middle and at the end', () => {
    expect(
      marked('the render context of a page', [
        { start: 4, length: 6 },
        { start: 11, length: 7 },
      ]),
    ).toBe('the [render] [context] of a page');
    expect(marked('ends with match', [{ start: 10, length: 5 }])).toBe('ends with [match]');
  });

  it('returns the whole text unmarked without ranges', () => {
    expect(markSegments('plain', [])).toEqual([{ text: 'plain', mark: false }]);
  });

  it('returns nothing for an empty text', () => {
    expect(markSegments('', [{ start: 0, length: 3 }])).toEqual([]);
  });

  it('counts offsets in UTF-16 code units, so Chinese text and emoji line up', () => {
    expect(marked('渲染上下文 RenderContext', [{ start: 0, length: 5 }])).toBe('[渲染上下文] RenderContext');
    expect(marked('🚀 launch', [{ start: 3, length: 6 }])).toBe('🚀 [launch]');
  });

  it('sorts ranges that come out of order', () => {
    expect(
      marked('one two three', [
        { start: 8, length: 5 },
        { start: 0, length: 3 },
      ]),
    ).toBe('[one] two [three]');
  });

  it('merges overlapping and touching ranges into one mark', () => {
    expect(
      marked('abcdefgh', [
        { start: 1, length: 3 },
        { start: 2, length: 4 },
      ]),
    ).toBe('a[bcdef]gh');
    expect(
      marked('abcdefgh', [
        { start: 0, length: 2 },
        { start: 2, length: 2 },
      ]),
    ).toBe('[abcd]efgh');
    expect(
      marked('abcdefgh', [
        { start: 1, length: 6 },
        { start: 2, length: 1 },
      ]),
    ).toBe('a[bcdefg]h');
  });

  it('clips ranges that run past either end of the text', () => {
    expect(marked('abc', [{ start: -2, length: 3 }])).toBe('[a]bc');
    expect(marked('abc', [{ start: 1, length: 99 }])).toBe('a[bc]');
  });

  it('drops empty, negative, out-of-range and non-numeric ranges', () => {
    expect(
      marked('abc', [
        { start: 1, length: 0 },
        { start: 2, length: -1 },
        { start: 5, length: 2 },
        { start: Number.NaN, length: 1 },
      ]),
    ).toBe('abc');
  });

  it('keeps markup in the content as plain text', () => {
    const text = '<img src=x onerror="alert(1)"> here';
    expect(markSegments(text, [{ start: 31, length: 4 }])).toEqual([
      { text: '<img src=x onerror="alert(1)"> ', mark: false },
      { text: 'here', mark: true },
    ]);
  });
});
