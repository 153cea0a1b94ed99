import { describe, expect, it } from 'vitest';
import { defineProblem } from '../../../../src/build/components/define-values';

describe('defineProblem', () => {
  it('takes a literal or a name for a global or a member path', () => {
    expect(defineProblem('BROWSER_TYPE', JSON.stringify('chrome'))).toBeUndefined();
    expect(defineProblem('process.env.API', 'window.api')).toBeUndefined();
    expect(defineProblem('CONFIG', '{"a":1}')).toBeUndefined();
  });

  it("is esbuild's reason for code that is no literal, or a name that is no identifier", () => {
    expect(defineProblem('X', 'run()')).toBe('Invalid define value (must be an entity name or JS literal): run()');
    expect(defineProblem('a-b', '1')).toBe('Expected "." but found "-"');
  });
});
