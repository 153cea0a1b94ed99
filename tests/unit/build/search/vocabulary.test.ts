import { describe, expect, it } from 'vitest';
import { cutVocabulary } from '../../../../src/build/search/vocabulary';

describe('cutVocabulary', () => {
  it('keeps every Latin word of 4 letters or more, sorted, in one file on a small site', () => {
    expect(cutVocabulary(['render', 'app', '渲染', 'bundle', 'mode'])).toEqual({
      starts: [4],
      files: ['bundle mode render'],
    });
  });

  it('starts a file at a new length once one is over its budget, never splitting a length', () => {
    expect(cutVocabulary(['render', 'bundle', 'renders', 'configs', 'hydration'], 10)).toEqual({
      starts: [6, 7, 9],
      files: ['bundle render', 'configs renders', 'hydration'],
    });
  });

  it('writes no file for an index without Latin words', () => {
    expect(cutVocabulary(['渲染', '上下'])).toEqual({ starts: [], files: [] });
  });
});
