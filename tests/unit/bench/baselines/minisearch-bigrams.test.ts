import { describe, expect, it } from 'vitest';
import { cjkBigrams } from '../../../../bench/baselines/minisearch-bigrams';

describe('cjkBigrams', () => {
  it('cuts a CJK run into overlapping pairs and keeps other words whole', () => {
    expect(cjkBigrams('Esmx的模块, render')).toEqual(['Esmx', '的模', '模块', 'render']);
  });

  it('keeps a run of one character as itself', () => {
    expect(cjkBigrams('vue2和vue3')).toEqual(['vue2', '和', 'vue3']);
  });

  it('pairs characters outside the BMP by code point', () => {
    expect(cjkBigrams('𠀀渲染')).toEqual(['𠀀渲', '渲染']);
  });

  it('gives nothing for punctuation and spaces alone', () => {
    expect(cjkBigrams(' ，. ')).toEqual([]);
  });
});
