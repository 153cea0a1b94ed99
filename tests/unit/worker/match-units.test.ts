import { describe, expect, it } from 'vitest';
import { queryUnits } from '../../../src/shared/search-index/tokenize';
import { matchUnits } from '../../../worker/match-units';

const marked = (text: string, query: string) =>
  matchUnits(text, queryUnits(query)).ranges.map(({ start, length }) => text.slice(start, start + length));

describe('matchUnits', () => {
  it('grades a word that ends where the text’s word or hump ends as exact', () => {
    expect(matchUnits('Set importmapMode', queryUnits('mode'))).toEqual({
      ranges: [{ start: 13, length: 4 }],
      quality: 2,
      complete: true,
      phrase: false,
    });
  });

  it('grades the start of a word as a prefix, and marks only what was typed', () => {
    const match = matchUnits('RenderContext', queryUnits('rend'));
    expect([match.quality, match.complete]).toEqual([1, true]);
    expect(marked('RenderContext', 'rend')).toEqual(['Rend']);
  });

  it('finds the hump after an acronym, and the acronym as a whole word', () => {
    expect(matchUnits('HTMLParser', queryUnits('parser')).quality).toBe(2);
    expect(matchUnits('HTMLParser', queryUnits('html')).quality).toBe(2);
  });

  it('never matches inside a word', () => {
    expect(matchUnits('surrender', queryUnits('render'))).toEqual({
      ranges: [],
      quality: 0,
      complete: false,
      phrase: false,
    });
  });

  it('finds a word after any CJK character, one outside the BMP included', () => {
    expect(marked('使用render', 'render')).toEqual(['render']);
    expect(marked('𠀀render', 'render')).toEqual(['render']);
  });

  it('finds a Chinese run anywhere, and one side by side with a word as a phrase', () => {
    expect(marked('服务端渲染上下文', '渲染')).toEqual(['渲染']);
    expect(matchUnits('Esmx的模块', queryUnits('Esmx的模块')).phrase).toBe(true);
  });
});
