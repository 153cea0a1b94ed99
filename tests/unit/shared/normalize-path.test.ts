import { describe, expect, it } from 'vitest';
import { decodedPath, normalizePath } from '../../../src/shared/normalize-path';

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

  it('decodes reserved characters too, as Rspress decodes a link: %2B is a +', () => {
    expect(normalizePath('/c%2B%2B')).toBe('/c++');
    expect(normalizePath('/Electron%20%2B%20Vue/index.html')).toBe('/Electron + Vue/');
  });
});

describe('decodedPath', () => {
  it('decodes each segment whole, but leaves an encoded slash and a bad segment as they are', () => {
    expect(decodedPath('/a%3Fb/%23c')).toBe('/a?b/#c');
    expect(decodedPath('/a%2Fb/c')).toBe('/a%2Fb/c');
    expect(decodedPath('/%E4%ZZ/%E4%BD%A0')).toBe('/%E4%ZZ/你');
  });
});
