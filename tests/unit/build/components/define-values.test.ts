import { describe, expect, it } from 'vitest';
import { definedGlobals, defineProblem } from '../../../../src/build/components/define-values';

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

describe('definedGlobals', () => {
  it("gives each name its code's value, member paths as objects under their first name, beside the build mode", () => {
    const globals = definedGlobals({
      MY_TEXT: JSON.stringify('hello'),
      CONFIG: '{"a":1}',
      'process.env.API': '"/api"',
      'import.meta.env.X': '"x"',
    });
    expect(JSON.parse(JSON.stringify(globals))).toEqual({
      process: { env: { NODE_ENV: 'production', API: '/api' } },
      MY_TEXT: 'hello',
      CONFIG: { a: 1 },
    });
  });

  it('leaves out a global name whose code cannot run at build time, and throws where a member of one is read', () => {
    const globals = definedGlobals({ API: 'window.api', 'app.api': 'window.api' }) as { app: { api: unknown } };
    expect('API' in globals).toBe(false);
    expect(() => globals.app.api).toThrow(
      'app.api stands for window.api, which cannot run at build time (ReferenceError: window is not defined)',
    );
  });

  it('lets a longer member path replace a shorter one it goes through', () => {
    expect(JSON.parse(JSON.stringify(definedGlobals({ 'a.b': '1', 'a.b.c': '2' })))).toMatchObject({
      a: { b: { c: 2 } },
    });
  });
});
