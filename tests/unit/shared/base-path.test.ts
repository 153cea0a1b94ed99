import { describe, expect, it } from 'vitest';
import { routerBase, stripBase, withBase, withoutBase } from '../../../src/shared/base-path';

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
    expect(withBase('/docs', '/docs/')).toBe('/docs/');
    expect(withBase('/docsx/y', '/docs/')).toBe('/docs/docsx/y');
  });

  it('passes external, protocol-relative and hash links through', () => {
    expect(withBase('https://github.com/esmnext/esmx', '/docs/')).toBe('https://github.com/esmnext/esmx');
    expect(withBase('//cdn.example.com/a.js', '/docs/')).toBe('//cdn.example.com/a.js');
    expect(withBase('#intro', '/docs/')).toBe('#intro');
  });
});

describe('withoutBase', () => {
  it('takes the base off a site path written with it, keeping its query and hash', () => {
    expect(withoutBase('/docs/demo/', '/docs/')).toBe('/demo/');
    expect(withoutBase('/docs/guide/x?a=1#b', '/docs/')).toBe('/guide/x?a=1#b');
    expect(withoutBase('/docs', '/docs/')).toBe('/');
    expect(withoutBase('/docs#top', '/docs')).toBe('/#top');
  });

  it('leaves alone a path that only starts with the same letters, or another folder, or any path at the root base', () => {
    expect(withoutBase('/docsx/y', '/docs/')).toBe('/docsx/y');
    expect(withoutBase('/guide/docs/x', '/docs/')).toBe('/guide/docs/x');
    expect(withoutBase('/docs/x', '/')).toBe('/docs/x');
  });

  it('leaves alone URLs that are not site paths, and never makes one protocol-relative', () => {
    expect(withoutBase('https://example.com/docs/x', '/docs/')).toBe('https://example.com/docs/x');
    expect(withoutBase('//docs/x', '/docs/')).toBe('//docs/x');
    expect(withoutBase('./docs/x', '/docs/')).toBe('./docs/x');
    expect(withoutBase('/docs//evil.example', '/docs/')).toBe('/docs//evil.example');
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
