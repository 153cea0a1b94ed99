import { describe, expect, it } from 'vitest';
import { MAX_TARGET_LENGTH, parseRequestTarget } from '../../../src/build/request-target';

describe('parseRequestTarget', () => {
  it('keeps an ordinary path and its query as sent', () => {
    expect(parseRequestTarget('/guide/start/introduction?navbar=0')).toEqual({
      pathname: '/guide/start/introduction',
      search: '?navbar=0',
    });
    expect(parseRequestTarget('/zh/%E6%8C%87%E5%8D%97/')).toEqual({ pathname: '/zh/%E6%8C%87%E5%8D%97/', search: '' });
  });

  it('collapses repeated slashes, so no path it gives can be read as another host', () => {
    expect(parseRequestTarget('//')).toEqual({ pathname: '/', search: '' });
    expect(parseRequestTarget('//x')).toEqual({ pathname: '/x', search: '' });
    expect(parseRequestTarget('/en//evil.example/path')).toEqual({ pathname: '/en/evil.example/path', search: '' });
    expect(parseRequestTarget('///evil.example//a//?q=//b')).toEqual({
      pathname: '/evil.example/a/',
      search: '?q=//b',
    });
  });

  it('resolves dot segments, also percent-encoded, without rising above the root', () => {
    expect(parseRequestTarget('/%2e%2e/')).toEqual({ pathname: '/', search: '' });
    expect(parseRequestTarget('/%2e%2e/%2e%2e/etc/passwd')).toEqual({ pathname: '/etc/passwd', search: '' });
    expect(parseRequestTarget('/../../etc/passwd')).toEqual({ pathname: '/etc/passwd', search: '' });
    expect(parseRequestTarget('/guide/./a/.%2E/b')).toEqual({ pathname: '/guide/b', search: '' });
    expect(parseRequestTarget('/guide/a/..')).toEqual({ pathname: '/guide/', search: '' });
  });

  it.each([
    ['/%E0%A4%A', 'malformed percent-encoding in "%E0%A4%A"'],
    ['/%', 'malformed percent-encoding in "%"'],
    ['/a%00b', 'segment "a%00b" holds a control character, / or \\'],
    ['/%2F', 'segment "%2F" holds a control character, / or \\'],
    ['/en/%2F%2Fevil', 'segment "%2F%2Fevil" holds a control character, / or \\'],
    ['/..%2f..%2fetc/passwd', 'segment "..%2f..%2fetc" holds a control character, / or \\'],
    ['/en/\\evil.example', 'segment "%5Cevil.example" holds a control character, / or \\'],
    ['/a%5Cb', 'segment "a%5Cb" holds a control character, / or \\'],
    ['*', 'request target must start with /'],
    ['evil.example', 'request target must start with /'],
    ['http://user@evil.example/', 'invalid host "user@evil.example"'],
    ['http:///x', 'invalid host ""'],
    ['', 'empty request target'],
  ])('refuses %j with 400', (target, reason) => {
    expect(parseRequestTarget(target)).toEqual({ status: 400, reason });
  });

  it('refuses a target longer than any page path with 414', () => {
    expect(parseRequestTarget(`/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toEqual({
      status: 414,
      reason: 'request target over 4096 characters',
    });
  });

  it('reads an absolute-form target as its path, keeping its host apart', () => {
    expect(parseRequestTarget('http://evil.example')).toEqual({ pathname: '/', search: '', authority: 'evil.example' });
    expect(parseRequestTarget('HTTPS://localhost:4173//en//a?x')).toEqual({
      pathname: '/en/a',
      search: '?x',
      authority: 'localhost:4173',
    });
    expect(parseRequestTarget('http://[::1]:80?q')).toEqual({ pathname: '/', search: '?q', authority: '[::1]:80' });
  });

  it('drops a fragment and percent-encodes what a header value must not hold raw', () => {
    expect(parseRequestTarget('/a#frag')).toEqual({ pathname: '/a', search: '' });
    expect(parseRequestTarget('/a?x=<"\\">&y=é')).toEqual({ pathname: '/a', search: '?x=%3C%22%5C%22%3E&y=%E9' });
    expect(parseRequestTarget('/a?')).toEqual({ pathname: '/a', search: '' });
  });

  it('never gives a path that starts with two slashes or a backslash, whatever it is sent', () => {
    const pieces = ['/', '//', '\\', '.', '..', '%2e', '%2F', '%5C', 'a', '%', '?', '#', '@', ':'];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const result = parseRequestTarget(`/${a}${b}${c}`);
          if ('pathname' in result) expect(result.pathname).toMatch(/^\/(?![/\\])/);
        }
  });
});
