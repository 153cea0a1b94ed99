import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../../../src/shared/search';
import { fragmentPage } from '../../../../src/shared/search-index/fragment-page';

const content = 'Intro text.\nUsage\nHow to use it.\nOptions\nThe options.';
const doc: SearchDoc = {
  id: '/guide/x',
  routePath: '/guide/x',
  title: 'X',
  content,
  toc: [
    { text: 'Usage', id: 'usage', depth: 2, charIndex: content.indexOf('Usage') },
    { text: 'Options', id: 'options', depth: 3, charIndex: content.indexOf('Options') },
  ],
};

describe('fragmentPage', () => {
  it('cuts a page at its headings (with ids and levels), the text before the first heading having none', () => {
    expect(fragmentPage(doc, ['Guide', 'X'])).toEqual([
      'X',
      '/guide/x',
      [
        ['', '', 'Intro text.', 1],
        ['Usage', 'usage', 'How to use it.', 2],
        ['Options', 'options', 'The options.', 3],
      ],
      ['Guide', 'X'],
    ]);
  });

  it('keeps the heading text when the content does not repeat it at charIndex', () => {
    const page = fragmentPage({ ...doc, toc: [{ text: 'Elsewhere', id: 'e', depth: 2, charIndex: 6 }] });
    expect(page?.[2][1]).toEqual(['Elsewhere', 'e', 'text. Usage How to use it. Options The options.', 2]);
  });

  it('puts the text of a section on one line, so snippets need no clean-up', () => {
    expect(fragmentPage({ ...doc, content: '  Line one\n\n\tline   two  ', toc: [] })?.[2]).toEqual([
      ['', '', 'Line one line two', 1],
    ]);
  });

  it('orders headings by position, clamps positions outside the content and reads a bad depth as 2', () => {
    const toc = [
      { text: 'Late', id: 'late', depth: 2, charIndex: 9999 },
      { text: 'Usage', id: 'usage', depth: 2.5, charIndex: content.indexOf('Usage') },
      { text: 'Bad', id: 'bad', depth: 4, charIndex: Number.NaN },
    ];
    expect(fragmentPage({ ...doc, toc })?.[2]).toEqual([
      ['', '', 'Intro text.', 1],
      ['Usage', 'usage', 'How to use it. Options The options.', 2],
      ['Late', 'late', '', 2],
      ['Bad', 'bad', '', 4],
    ]);
  });

  it('gives a page without headings one section, and no place in the site by default', () => {
    expect(fragmentPage({ ...doc, toc: [] })).toEqual([
      'X',
      '/guide/x',
      [['', '', 'Intro text. Usage How to use it. Options The options.', 1]],
      [],
    ]);
  });

  it('reads an entry without a route as no page, and missing strings and labels as empty', () => {
    for (const bad of [null, 42, 'page', { title: 'no route' }]) {
      expect(fragmentPage(bad as unknown as SearchDoc)).toBeNull();
    }
    const damaged = { id: '/y', toc: 'nope', content: 7 } as unknown as SearchDoc;
    expect(fragmentPage(damaged, ['Guide', 3, null] as unknown as string[])).toEqual([
      '',
      '/y',
      [['', '', '', 1]],
      ['Guide'],
    ]);
    expect(fragmentPage({ ...doc, toc: [null, { id: 1 }] as unknown as SearchDoc['toc'] })?.[2]).toHaveLength(1);
    expect(fragmentPage(doc, 'Guide' as unknown as string[])?.[3]).toEqual([]);
  });
});
