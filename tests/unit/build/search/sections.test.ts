import { describe, expect, it } from 'vitest';
import { splitSections } from '../../../../src/build/search/sections';
import type { SearchDoc } from '../../../../src/shared/search';

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

describe('splitSections', () => {
  it('cuts a page at its headings (with their levels), the text before the first heading linking to the page', () => {
    const { pages, sections } = splitSections([doc]);
    expect(pages).toEqual([{ title: 'X', routePath: '/guide/x', firstSection: 0, sectionCount: 3 }]);
    expect(sections).toEqual([
      { page: 0, header: 'X', isHeading: false, depth: 1, link: '/guide/x', text: 'Intro text.' },
      { page: 0, header: 'Usage', isHeading: true, depth: 2, link: '/guide/x#usage', text: 'How to use it.' },
      { page: 0, header: 'Options', isHeading: true, depth: 3, link: '/guide/x#options', text: 'The options.' },
    ]);
  });

  it('keeps the heading text when the content does not repeat it at charIndex', () => {
    const { sections } = splitSections([{ ...doc, toc: [{ text: 'Elsewhere', id: 'e', depth: 2, charIndex: 6 }] }]);
    expect(sections[1].text).toBe('text. Usage How to use it. Options The options.');
  });

  it('puts the text of a section on one line, so snippets need no clean-up', () => {
    const { sections } = splitSections([{ ...doc, content: '  Line one\n\n\tline   two  ', toc: [] }]);
    expect(sections[0].text).toBe('Line one line two');
  });

  it('orders headings by position and clamps positions outside the content', () => {
    const toc = [
      { text: 'Late', id: 'late', depth: 2, charIndex: 9999 },
      { text: 'Usage', id: 'usage', depth: 2, charIndex: content.indexOf('Usage') },
      { text: 'Bad', id: 'bad', depth: 2, charIndex: Number.NaN },
    ];
    const { sections } = splitSections([{ ...doc, toc }]);
    expect(sections.map((s) => s.link)).toEqual(['/guide/x', '/guide/x#usage', '/guide/x#late', '/guide/x#bad']);
    expect(sections[2].text).toBe('');
  });

  it('gives a page without headings one section', () => {
    const { sections } = splitSections([{ ...doc, toc: [] }]);
    expect(sections).toEqual([
      {
        page: 0,
        header: 'X',
        isHeading: false,
        depth: 1,
        link: '/guide/x',
        text: 'Intro text. Usage How to use it. Options The options.',
      },
    ]);
  });

  it('skips malformed documents and reads missing strings as empty', () => {
    const docs = [
      null,
      42,
      { title: 'no route' },
      { id: '/y', toc: 'nope', content: 7 },
      { ...doc, toc: [null, { id: 1 }] },
    ] as unknown as SearchDoc[];
    const { pages, sections } = splitSections(docs);
    expect(pages).toEqual([
      { title: '', routePath: '/y', firstSection: 0, sectionCount: 1 },
      { title: 'X', routePath: '/guide/x', firstSection: 1, sectionCount: 1 },
    ]);
    expect(sections.map((s) => [s.link, s.text])).toEqual([
      ['/y', ''],
      ['/guide/x', 'Intro text. Usage How to use it. Options The options.'],
    ]);
  });

  it('keeps the first of two documents with the same route', () => {
    const { pages } = splitSections([doc, { ...doc, title: 'Duplicate' }]);
    expect(pages.map((p) => p.title)).toEqual(['X']);
  });

  it('accepts something that is not a list as no documents', () => {
    expect(splitSections(null as unknown as SearchDoc[])).toEqual({ pages: [], sections: [] });
  });
});
