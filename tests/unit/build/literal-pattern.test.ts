import { describe, expect, it } from 'vitest';
import { literalPattern } from '../../../src/build/literal-pattern';

describe('literalPattern', () => {
  it("matches its text letter for letter, every one of a regular expression's special characters included", () => {
    const text = ['a.b*c+d?e^f$', '{g}(h)|[i]\\j/@k'].join('');
    const pattern = new RegExp(`^${literalPattern(text)}$`);
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test(text.replace('.', 'x'))).toBe(false);
    expect(new RegExp(`^${literalPattern('@scope/pkg')}$`).test('@scope/pkg')).toBe(true);
  });
});
