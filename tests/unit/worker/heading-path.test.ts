import { describe, expect, it } from 'vitest';
import type { FragmentPage } from '../../../src/shared/search-index/files';
import { headingPath } from '../../../worker/heading-path';

const sections: FragmentPage[2] = [
  ['', '', 'Intro.', 1],
  ['Options', 'options', 'Text.', 2],
  ['base', 'base', 'Text.', 3],
  ['importmapMode', 'importmapmode', 'Text.', 3],
  ['Values', 'values', 'Text.', 4],
  ['Methods', 'methods', 'Text.', 2],
];

describe('headingPath', () => {
  it('lists the headings above a section, outermost first, its own last', () => {
    expect(headingPath(sections, 4)).toEqual(['Options', 'importmapMode', 'Values']);
    expect(headingPath(sections, 3)).toEqual(['Options', 'importmapMode']);
  });

  it('gives an h2 alone', () => {
    expect(headingPath(sections, 5)).toEqual(['Methods']);
  });

  it('gives nothing for the text before the first heading, or a section that is not there', () => {
    expect(headingPath(sections, 0)).toEqual([]);
    expect(headingPath(sections, 9)).toEqual([]);
  });

  it('skips levels that are missing (an h4 right under an h2)', () => {
    expect(
      headingPath(
        [
          ['A', 'a', '', 2],
          ['B', 'b', '', 4],
        ],
        1,
      ),
    ).toEqual(['A', 'B']);
  });
});
