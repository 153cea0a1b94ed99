import { describe, expect, it } from 'vitest';
import { findMatches, matchSegments, mergeRanges, segmentText } from '../../../worker/highlight';
import { queryUnits } from '../../../worker/tokenize';

const match = (text: string, query: string) => {
  const { ranges, quality } = findMatches(segmentText([text]), queryUnits(query));
  return { ranges, quality };
};
const marked = (text: string, query: string) =>
  match(text, query).ranges.map(({ start, length }) => text.slice(start, start + length));

describe('findMatches', () => {
  it('finds a whole word and rates it exact', () => {
    expect(match('The render step', 'render')).toEqual({ ranges: [{ start: 4, length: 6 }], quality: 2 });
  });

  it('finds a word prefix and rates it lower than an exact word', () => {
    expect(match('Rendering on the server', 'rend')).toEqual({ ranges: [{ start: 0, length: 4 }], quality: 1 });
  });

  it('keeps the best rating among several occurrences', () => {
    expect(match('rendering, then render', 'render').quality).toBe(2);
  });

  it('does not match inside a word', () => {
    expect(match('surrender', 'render')).toEqual({ ranges: [], quality: 0 });
  });

  it('matches a camel-case hump, whole or as a prefix', () => {
    expect(match('Set importmapMode', 'mode')).toEqual({ ranges: [{ start: 13, length: 4 }], quality: 2 });
    expect(marked('getImportMap()', 'importmap')).toEqual(['ImportMap']);
    expect(match('getImportMap()', 'importmap').quality).toBe(2);
    expect(match('ModuleConfigImportMapping', 'importmap').quality).toBe(1);
  });

  it('rates an identifier prefix that ends on a hump as exact', () => {
    expect(match('importmapMode', 'importmap').quality).toBe(2);
  });

  it('marks every occurrence in the source offsets, even after accents and full-width forms', () => {
    expect(marked('Café and ＣＡＦＥ', 'cafe')).toEqual(['Café', 'ＣＡＦＥ']);
  });

  it('maps ranges back through characters that fold to more units', () => {
    expect(marked('the ﬁle list', 'file')).toEqual(['ﬁle']);
  });

  it('bridges a single separator between two matched words', () => {
    expect(marked('see manifest.json here', 'manifest.json')).toEqual(['manifest.json']);
    expect(marked('Module Linking', 'module linking')).toEqual(['Module Linking']);
  });

  it('finds a CJK phrase in the middle of a sentence', () => {
    expect(match('每个请求都有一个渲染上下文对象', '上下文')).toEqual({
      ranges: [{ start: 10, length: 3 }],
      quality: 2,
    });
  });

  it('falls back to the dictionary words of a CJK run found apart, rated lower', () => {
    const text = '渲染时会创建上下文';
    expect(marked(text, '渲染上下文')).toEqual(['渲染', '上下文']);
    expect(match(text, '渲染上下文').quality).toBe(1);
  });

  it('matches Latin and CJK parts of a mixed query', () => {
    expect(marked('Esmx 提供的模块', 'Esmx的模块')).toEqual(['Esmx', '的模块']);
    expect(marked('Esmx 的模块系统', 'Esmx的模块')).toEqual(['Esmx 的模块']);
  });

  it('averages the rating over the units of the query', () => {
    expect(match('render only', 'render missing').quality).toBe(1);
  });

  it('finds nothing in an empty field and for an empty query', () => {
    expect(match('', 'render')).toEqual({ ranges: [], quality: 0 });
    expect(match('render', '')).toEqual({ ranges: [], quality: 0 });
  });

  it('keeps a bounded number of ranges for a word repeated many times', () => {
    expect(match('esmx '.repeat(500), 'esmx').ranges.length).toBeLessThanOrEqual(16);
  });
});

describe('matchSegments', () => {
  const page = segmentText([
    'Intro about caching.',
    'Set importmapMode to inline.',
    'Nothing here.',
    'Mode and importmap, apart.',
  ]);

  it('reports each matching segment with ranges in its own offsets', () => {
    expect(matchSegments(page, queryUnits('inline'))).toEqual([
      { segment: 1, ranges: [{ start: 21, length: 6 }], quality: 2, complete: true, phrase: false },
    ]);
  });

  it('marks the segments that hold every unit as complete', () => {
    const matches = matchSegments(page, queryUnits('importmap mode'));
    expect(matches.map((m) => [m.segment, m.complete])).toEqual([
      [1, true],
      [3, true],
    ]);
  });

  it('rates a segment holding only some units lower and not complete', () => {
    const [first] = matchSegments(page, queryUnits('caching inline'));
    expect(first).toEqual({
      segment: 0,
      ranges: [{ start: 12, length: 7 }],
      quality: 1,
      complete: false,
      phrase: false,
    });
  });

  it('tells the units side by side, in order, from units apart', () => {
    // In importmapMode the two humps touch: that reads as the phrase "importmap mode".
    const matches = matchSegments(page, queryUnits('importmap mode'));
    expect(matches.map((m) => [m.segment, m.phrase])).toEqual([
      [1, true],
      [3, false],
    ]);
    const phrase = matchSegments(
      segmentText(['the module linking guide', 'linking a module']),
      queryUnits('module linking'),
    );
    expect(phrase.map((m) => [m.segment, m.phrase])).toEqual([
      [0, true],
      [1, false],
    ]);
  });

  it('reads a Latin word and a CJK run written together as a phrase', () => {
    expect(matchSegments(segmentText(['Esmx的模块系统']), queryUnits('Esmx的模块'))[0].phrase).toBe(true);
  });

  it('never lets a match run from one segment into the next', () => {
    expect(matchSegments(segmentText(['abc', 'def']), queryUnits('abcdef'))).toEqual([]);
  });

  it('finds nothing in no segments', () => {
    expect(matchSegments(segmentText([]), queryUnits('x'))).toEqual([]);
  });
});

describe('mergeRanges', () => {
  it('sorts and merges overlapping ranges', () => {
    expect(
      mergeRanges(
        [
          { start: 5, length: 3 },
          { start: 0, length: 2 },
          { start: 6, length: 4 },
        ],
        'abcdefghijkl',
      ),
    ).toEqual([
      { start: 0, length: 2 },
      { start: 5, length: 5 },
    ]);
  });

  it('keeps ranges apart when a letter separates them', () => {
    expect(
      mergeRanges(
        [
          { start: 0, length: 2 },
          { start: 3, length: 2 },
        ],
        'abxcd',
      ),
    ).toEqual([
      { start: 0, length: 2 },
      { start: 3, length: 2 },
    ]);
  });
});
