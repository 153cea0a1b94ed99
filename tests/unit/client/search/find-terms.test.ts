import { describe, expect, it } from 'vitest';
import { findTerms, searchTerms } from '../../../../src/client/search/find-terms';

const marked = (text: string, ranges: [number, number][]) => ranges.map(([a, b]) => text.slice(a, b));

describe('searchTerms', () => {
  it('takes the parts the hits marked, lowercased, once each, longest first', () => {
    const hits = [
      { statement: 'RenderContext', highlightInfoList: [{ start: 0, length: 6 }] },
      {
        statement: '…the render step and 渲染…',
        highlightInfoList: [
          { start: 5, length: 6 },
          { start: 21, length: 2 },
        ],
      },
    ];
    expect(searchTerms(hits)).toEqual(['render', '渲染']);
  });

  it('gives nothing for hits without marks', () => {
    expect(searchTerms([{ statement: 'x', highlightInfoList: [] }])).toEqual([]);
  });
});

describe('findTerms', () => {
  it('marks a prefix as the whole word (or hump) the page spells', () => {
    const text = 'Every RenderContext renders.';
    expect(marked(text, findTerms(text, ['rend']))).toEqual(['Render', 'renders']);
  });

  it('matches Latin terms at the start of a word or hump only', () => {
    const text = 'surrender importmapMode mode';
    expect(marked(text, findTerms(text, ['mode']))).toEqual(['Mode', 'mode']);
  });

  it('splits an acronym from the word after it, as the worker does', () => {
    const text = 'The HTMLParser parses.';
    expect(marked(text, findTerms(text, ['parser']))).toEqual(['Parser']);
    expect(marked(text, findTerms(text, ['htm']))).toEqual(['HTML']);
  });

  it('finds a Latin word right after Chinese characters, as the worker does', () => {
    const text = '使用Rspack构建';
    expect(marked(text, findTerms(text, ['rspack']))).toEqual(['Rspack']);
  });

  it('marks the word a corrected typo stands for, as the page writes it', () => {
    const text = 'Hydration: the client takes over.';
    expect(marked(text, findTerms(text, ['hydration']))).toEqual(['Hydration']);
  });

  it('matches Chinese terms anywhere in a run', () => {
    const text = '服务端渲染上下文';
    expect(marked(text, findTerms(text, ['渲染', '上下文']))).toEqual(['渲染', '上下文']);
  });

  it('merges overlapping matches and keeps them in order', () => {
    const text = 'manifest.json and manifest';
    expect(findTerms(text, ['manifest.json', 'manifest'])).toEqual([
      [0, 13],
      [18, 26],
    ]);
  });

  it('stops at the limit, and finds nothing where lowercasing changes the length', () => {
    expect(findTerms('a a a a', ['a'], 2)).toHaveLength(2);
    expect(findTerms('İstanbul render', ['render'])).toEqual([]);
  });
});
