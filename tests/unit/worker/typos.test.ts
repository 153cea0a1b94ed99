import { describe, expect, it } from 'vitest';
import { closestWords } from '../../../worker/typos';

const vocabulary = ['bundle', 'bundler', 'configuration', 'hydrate', 'hydration', 'render', 'renders', 'station'];

describe('closestWords', () => {
  it('finds a word with a letter missing, extra, wrong, or two swapped', () => {
    expect(closestWords('hydation', vocabulary)).toEqual([{ word: 'hydration', distance: 1 }]);
    expect(closestWords('bundel', vocabulary)).toEqual([{ word: 'bundle', distance: 1 }]);
    expect(closestWords('rendor', vocabulary)).toEqual([{ word: 'render', distance: 1 }]);
  });

  it('keeps only the closest words, in word order', () => {
    expect(closestWords('renderr', vocabulary)).toEqual([
      { word: 'render', distance: 1 },
      { word: 'renders', distance: 1 },
    ]);
  });

  it('forgives two edits from nine letters on, one below', () => {
    expect(closestWords('confguraton', vocabulary)).toEqual([{ word: 'configuration', distance: 2 }]);
    expect(closestWords('hdyraton', vocabulary)).toEqual([]);
    expect(closestWords('hdyration', vocabulary)).toEqual([{ word: 'hydration', distance: 1 }]);
  });

  it('leaves words under five letters alone', () => {
    expect(closestWords('rendr', ['render'])).toEqual([{ word: 'render', distance: 1 }]);
    expect(closestWords('bndl', ['bundl', 'bund'])).toEqual([]);
  });

  it('never offers the word itself', () => {
    expect(closestWords('render', vocabulary)).toEqual([{ word: 'renders', distance: 1 }]);
  });
});
