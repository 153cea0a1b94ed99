import { describe, expect, it } from 'vitest';
import { jsxAttributeTags } from '../../../../src/build/markdown/jsx-attribute-tags';

describe('jsxAttributeTags', () => {
  it('finds each opening or empty tag given a {…} attribute value, by its name as written and that attribute', () => {
    const text = "<span style={{ 'color': 'green' }}>ok</span> and <Img src = {logo} />";
    expect(jsxAttributeTags(text)).toEqual([
      { tag: { name: 'span', kind: 'open', start: 0, end: 35 }, name: 'span', attribute: 'style' },
      { tag: { name: 'img', kind: 'void', start: 49, end: 69 }, name: 'Img', attribute: 'src' },
    ]);
  });

  it('takes braces inside a quoted value, and outside any tag, for what they are: text', () => {
    expect(jsxAttributeTags(`<abbr title="a={b}">x</abbr> <b data-x='={'>y</b> {z} a={b}`)).toEqual([]);
  });

  it('reads a long run of attributes without a value in one pass', () => {
    const text = `<b ${'x '.repeat(200_000)}>`;
    const started = performance.now();
    expect(jsxAttributeTags(text)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
