import { describe, expect, it } from 'vitest';
import { normalizePath } from '../../../src/shared/normalize-path';

describe('normalizePath', () => {
  it('drops the query, hash, .html and a trailing index', () => {
    expect(normalizePath('/guide/x.html?a=1#h')).toBe('/guide/x');
    expect(normalizePath('/blog/index')).toBe('/blog/');
    expect(normalizePath('/blog/index.html')).toBe('/blog/');
    expect(normalizePath('?a=1')).toBe('/');
  });

  it('decodes percent-encoding and survives a bad one', () => {
    expect(normalizePath('/%E4%BD%A0')).toBe('/你');
    expect(normalizePath('/%E4%ZZ')).toBe('/%E4%ZZ');
  });
});
