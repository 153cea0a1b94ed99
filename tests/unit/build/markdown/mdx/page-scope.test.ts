import { describe, expect, it } from 'vitest';
import { EvaluationError, PageScope } from '../../../../../src/build/markdown/mdx/page-scope';

describe('PageScope', () => {
  it('evaluates expressions with the front matter and the values provided, a later value of a name winning', () => {
    const scope = new PageScope({ title: 'Guide' });
    scope.provide('year', 2024);
    scope.provide('year', 2025);
    expect(scope.evaluate("frontmatter.title + ' ' + (year + 1)")).toBe('Guide 2026');
  });

  it('gives the page empty props, as MDX gives a page rendered with none, so a fallback shows', () => {
    expect(new PageScope({}).evaluate("props.brandName || props.name || 'Module Federation'")).toBe(
      'Module Federation',
    );
  });

  it('says what an expression threw, as its error names it', () => {
    expect(() => new PageScope({}).evaluate('missing.x')).toThrow(
      new EvaluationError('ReferenceError: missing is not defined'),
    );
  });

  it('stops an expression, or a component the page defines, that runs past its time limit', () => {
    const scope = new PageScope({}, '/', 50);
    const endless = 'TimeoutError: it ran over 0.05 s and was stopped (a loop that never ends?)';
    expect(() => scope.evaluate('(() => { for (;;) {} })()')).toThrow(new EvaluationError(endless));
    const loop = scope.evaluate('() => { while (true) {} }') as (props: Record<string, unknown>) => unknown;
    expect(() => scope.call(loop, {})).toThrow(new EvaluationError(endless));
    // and the scope still works afterwards
    expect(scope.call((props) => props.n, { n: 3 })).toBe(3);
  });

  it("gives the page's code import.meta.env as Rsbuild defines it, the base among it", () => {
    const scope = new PageScope({}, '/agent-device/');
    expect(scope.evaluate('(import.meta.env.BASE_URL || "/").replace(/\\/$/, "")')).toBe('/agent-device');
    expect(scope.evaluate('import.meta.env.PROD ? "built" : "dev"')).toBe('built');
    expect(scope.evaluate('import.meta.env.ASSET_PREFIX')).toBe('/agent-device');
    // Rspress gives Rsbuild its base without the closing slash: that is BASE_URL, and `/` at the root.
    expect(scope.evaluate('import.meta.env.BASE_URL')).toBe('/agent-device');
    const root = new PageScope({}, '/');
    expect(root.evaluate('[import.meta.env.BASE_URL, import.meta.env.ASSET_PREFIX]')).toEqual(['/', '']);
  });
});
