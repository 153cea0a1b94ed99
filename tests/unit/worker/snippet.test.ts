import { describe, expect, it } from 'vitest';
import { SEARCH_SNIPPET_LENGTH } from '../../../src/shared/search';
import { makeSnippet } from '../../../worker/snippet';

/** The highlighted parts of a snippet, read back out of its statement. */
const marked = ({ statement, highlightInfoList }: ReturnType<typeof makeSnippet>) =>
  highlightInfoList.map(({ start, length }) => statement.slice(start, start + length));

const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');

describe('makeSnippet', () => {
  it('returns a short text whole, without ellipses', () => {
    const snippet = makeSnippet('The render step writes HTML.', [{ start: 4, length: 6 }]);
    expect(snippet).toEqual({
      statement: 'The render step writes HTML.',
      highlightInfoList: [{ start: 4, length: 6 }],
    });
  });

  it('cuts about 100 characters around the match, with ellipses where it cut', () => {
    const at = long.indexOf('word30');
    const snippet = makeSnippet(long, [{ start: at, length: 6 }]);
    expect(snippet.statement.startsWith('…')).toBe(true);
    expect(snippet.statement.endsWith('…')).toBe(true);
    expect(snippet.statement.length).toBeGreaterThan(SEARCH_SNIPPET_LENGTH - 30);
    expect(snippet.statement.length).toBeLessThanOrEqual(SEARCH_SNIPPET_LENGTH + 2);
    expect(marked(snippet)).toEqual(['word30']);
  });

  it('shows some text before the match', () => {
    const at = long.indexOf('word30');
    const { statement, highlightInfoList } = makeSnippet(long, [{ start: at, length: 6 }]);
    expect(highlightInfoList[0].start).toBeGreaterThan(15);
    expect(statement.indexOf('word30')).toBe(highlightInfoList[0].start);
  });

  it('does not cut words in half at either end', () => {
    const { statement } = makeSnippet(long, [{ start: long.indexOf('word30'), length: 6 }]);
    expect(statement).toMatch(/^…word\d+ /);
    expect(statement).toMatch(/ word\d+…$/);
  });

  it('moves every highlight inside the window into the statement', () => {
    const text = 'Intro. The render step writes HTML.';
    const snippet = makeSnippet(text, [
      { start: text.indexOf('render'), length: 6 },
      { start: text.indexOf('HTML'), length: 4 },
    ]);
    expect(snippet.statement).toBe(text);
    expect(marked(snippet)).toEqual(['render', 'HTML']);
  });

  it('follows the example of its documentation', () => {
    expect(makeSnippet('Intro. The render step writes HTML.', [{ start: 11, length: 6 }], 20)).toEqual({
      statement: '…The render step…',
      highlightInfoList: [{ start: 5, length: 6 }],
    });
  });

  it('drops highlights outside the window and clips one crossing its edge', () => {
    const at = long.indexOf('word30');
    const snippet = makeSnippet(long, [
      { start: at, length: 6 },
      { start: long.indexOf('word59'), length: 6 },
    ]);
    expect(marked(snippet)).toEqual(['word30']);
  });

  it('starts at the beginning of the text when there is no match', () => {
    const { statement, highlightInfoList } = makeSnippet(long, []);
    expect(statement.startsWith('word0 word1')).toBe(true);
    expect(highlightInfoList).toEqual([]);
  });

  it('keeps a match longer than the snippet whole', () => {
    const text = `a ${'x'.repeat(150)} b`;
    const snippet = makeSnippet(text, [{ start: 2, length: 150 }]);
    expect(marked(snippet)).toEqual(['x'.repeat(150)]);
  });

  it('cuts CJK text, which has no spaces, at the character', () => {
    const text = `${'这是一段很长的中文说明。'.repeat(20)}渲染上下文${'后面还有更多的说明文字。'.repeat(20)}`;
    const snippet = makeSnippet(text, [{ start: text.indexOf('渲染上下文'), length: 5 }]);
    expect(marked(snippet)).toEqual(['渲染上下文']);
    expect(snippet.statement.length).toBe(SEARCH_SNIPPET_LENGTH + 2);
  });

  it('never splits a surrogate pair at the edges', () => {
    const text = '𠀀'.repeat(200);
    const { statement } = makeSnippet(text, [{ start: 200, length: 2 }]);
    expect(statement.replace(/…/g, '')).toMatch(/^(?:𠀀)+$/u);
  });

  it('returns an empty statement for empty text', () => {
    expect(makeSnippet('', [])).toEqual({ statement: '', highlightInfoList: [] });
  });
});
