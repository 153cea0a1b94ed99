import { describe, expect, it } from 'vitest';
import { applyReplaceRules, plainRules } from '../../../../src/build/markdown/replace-rules';

describe('replaceRules', () => {
  it('replace a string wherever it occurs, and a regular expression as its flags say', () => {
    const rules = plainRules([
      { search: 'MAJOR_VERSION', replace: '2' },
      { search: /v(\d)/, replace: 'version $1' },
    ]);
    expect(applyReplaceRules('MAJOR_VERSION and MAJOR_VERSION: v1, v2', rules)).toBe('2 and 2: version 1, v2');
    expect(applyReplaceRules('v1, v2', plainRules([{ search: /v(\d)/g, replace: '[$&]' }]))).toBe('[v1], [v2]');
  });

  it("take a string's replacement as it is written, $ signs included", () => {
    expect(applyReplaceRules('PRICE', plainRules([{ search: 'PRICE', replace: '$&5' }]))).toBe('$&5');
  });

  it('are plain data, so they reach a render thread and a cache key whole', () => {
    expect(plainRules([{ search: /a+/gi, replace: 'b' }])).toEqual([['a+', 'gi', 'b']]);
    expect(applyReplaceRules('text', undefined)).toBe('text');
  });
});
