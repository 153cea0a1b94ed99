import { describe, expect, it } from 'vitest';
import { JSX_FACTORY, jsxAsCalls } from '../../../../../src/build/markdown/mdx/jsx-code';

describe('jsxAsCalls', () => {
  it('writes JSX as calls of the factory, text by JSX rules', () => {
    const compiled = jsxAsCalls('items.map((i) => <li key={i}>\n  {i} &amp; more\n</li>)');
    expect(compiled).toEqual({ code: expect.stringContaining(`${JSX_FACTORY}("li", { key: i }, i, " & more")`) });
  });

  it("gives esbuild's reason for code that is not JSX either", () => {
    expect(jsxAsCalls('<div>')).toEqual({ problem: expect.stringMatching(/Unexpected end of file|Expected/) });
  });
});
