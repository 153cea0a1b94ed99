import { describe, expect, it } from 'vitest';
import { isVocabularyWord, typoBudget, vocabularyFilesFor } from '../../../../src/shared/search-index/vocabulary';

describe('typoBudget', () => {
  it('forgives nothing under 5 letters, one edit from 5, two from 9', () => {
    expect([1, 4, 5, 8, 9, 20].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('isVocabularyWord', () => {
  it('keeps Latin-like words of 4 letters or more', () => {
    expect(['render', 'rspack3', 'café', 'δοκιμή'].map(isVocabularyWord)).toEqual([true, true, true, true]);
  });

  it('leaves out short words, numbers and CJK', () => {
    expect(['app', '2024', '12345', '渲染上下文'].map(isVocabularyWord)).toEqual([false, false, false, false]);
  });
});

describe('vocabularyFilesFor', () => {
  const starts = [4, 6, 9, 12];

  it('picks the files overlapping the lengths one edit reaches', () => {
    expect(vocabularyFilesFor(starts, 7)).toEqual([1]);
    expect(vocabularyFilesFor(starts, 5)).toEqual([0, 1]);
  });

  it('picks the files overlapping the lengths two edits reach from 9 letters on', () => {
    expect(vocabularyFilesFor(starts, 10)).toEqual([1, 2, 3]);
    expect(vocabularyFilesFor(starts, 9)).toEqual([1, 2]);
  });

  it('reads the last file as holding every longer word', () => {
    expect(vocabularyFilesFor(starts, 30)).toEqual([3]);
  });

  it('needs no file for a word too short to correct, or with no vocabulary', () => {
    expect(vocabularyFilesFor(starts, 4)).toEqual([]);
    expect(vocabularyFilesFor([], 7)).toEqual([]);
  });
});
