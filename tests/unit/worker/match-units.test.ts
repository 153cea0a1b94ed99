import { describe, expect, it } from 'vitest';
import { queryUnits } from '../../../src/shared/search-index/tokenize';
import { matchUnits } from '../../../worker/match-units';

const marked = (text: string, query: string) =>
  matchUnits(text, queryUnits(query)).ranges.map(({ start, length }) => text.slice(start, start + length));

describe('matchUnits', () => {
  it('grades a word that ends where the text’s word or hump ends as exact', () => {
    expect(matchUnits('Set importmapMode', queryUnits('mode'))).toEqual({
      ranges: [{ start: 13, length: 4 }],
      grades: [2],
      complete: true,
      phrase: false,
      joined: false,
    });
  });

  it('grades the start of a word as a prefix, and marks only what was typed', () => {
    const match = matchUnits('RenderContext', queryUnits('rend'));
    expect([match.grades, match.complete]).toEqual([[1], true]);
    expect(marked('RenderContext', 'rend')).toEqual(['Rend']);
  });

  it('finds the hump after an acronym, and the acronym as a whole word', () => {
    expect(matchUnits('HTMLParser', queryUnits('parser')).grades).toEqual([2]);
    expect(matchUnits('HTMLParser', queryUnits('html')).grades).toEqual([2]);
  });

  it('never matches inside a word', () => {
    expect(matchUnits('surrender', queryUnits('render'))).toEqual({
      ranges: [],
      grades: [0],
      complete: false,
      phrase: false,
      joined: false,
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

  it('grades another form of a word, found through its stem, between exact and prefix', () => {
    const match = matchUnits('Configuring the alias', queryUnits('configuration'));
    expect([match.grades, match.complete]).toEqual([[1.5], true]);
    expect(marked('Configuring the alias', 'configuration')).toEqual(['Configuring']);
  });

  it('tells words written apart from the humps of one name', () => {
    expect(matchUnits('Base Path Configuration', queryUnits('base path'))).toMatchObject({
      phrase: true,
      joined: false,
    });
    expect(matchUnits('basePath', queryUnits('base path'))).toMatchObject({ phrase: true, joined: true });
  });

  it('never requires a stop word', () => {
    expect(matchUnits('Deploy to a CDN', queryUnits('how do I deploy'))).toMatchObject({ complete: true });
    expect(matchUnits('Deploy to a CDN', queryUnits('how do I build'))).toMatchObject({ complete: false });
  });
});
