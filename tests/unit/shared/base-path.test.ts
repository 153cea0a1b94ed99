import { describe, expect, it } from 'vitest';
import { routerBase, stripBase, withBase } from '../../../src/shared/base-path';

describe('routerBase', () => {
  it('drops the trailing slash, leaving nothing for the root', () => {
    expect(routerBase('/')).toBe('');
    expect(routerBase('/docs/')).toBe('/docs');
  });
});

describe('withBase', () => {
  it('leaves paths alone at the root base', () => {
    expect(withBase('/guide/x', '/')).toBe('/guide/x');
  });

  it('prefixes route paths with a sub-folder base, once', () => {
    expect(withBase('/guide/x', '/docs/')).toBe('/docs/guide/x');
    expect(withBase('/docs/guide/x', '/docs/')).toBe('/docs/guide/x');
  });

  it('passes external, protocol-relative and hash links through', () => {
    expect(withBase('https://github.com/esmnext/esmx', '/docs/')).toBe('https://github.com/esmnext/esmx');
    expect(withBase('//cdn.example.com/a.js', '/docs/')).toBe('//cdn.example.com/a.js');
    expect(withBase('#intro', '/docs/')).toBe('#intro');
  });
});

describe('stripBase', () => {
  it('turns a pathname into a route path', () => {
    expect(stripBase('/guide/x', '/')).toBe('/guide/x');
    expect(stripBase('/docs/guide/x', '/docs/')).toBe('/guide/x');
    expect(stripBase('/docs', '/docs/')).toBe('/');
  });

  it('answers null outside the base', () => {
    expect(stripBase('/other/x', '/docs/')).toBeNull();
    expect(stripBase('/docsx/y', '/docs/')).toBeNull();
  });
});
