import { describe, expect, it } from 'vitest';
import { requestKind, savedKey } from '../../../../worker/offline/request-kind';

const origin = 'https://docs.example';
const kind = (url: string, mode: RequestMode = 'cors', method = 'GET', base = '/') =>
  requestKind({ method, mode, url: new URL(url, origin).href }, origin, base);

describe('requestKind', () => {
  it('answers navigations as pages: the network first', () => {
    expect(kind('/guide/start', 'navigate')).toBe('page');
    expect(kind('/zh/', 'navigate')).toBe('page');
  });

  it('answers hashed files from the saved copy first, as they never change', () => {
    expect(kind('/assets/main.Bx3k_9aQ.js')).toBe('immutable');
    expect(kind('/static/chunks/guide_start.1a2b3c4d.json')).toBe('immutable');
    expect(kind('/static/search/en.s0.1a2b3c4d.json')).toBe('immutable');
  });

  it('answers other files of the site from the network first: the site index changes with every deploy', () => {
    expect(kind('/static/site-index.json')).toBe('fresh');
    expect(kind('/guide/start.md')).toBe('fresh');
  });

  it('lets through what is not the site: another origin, outside the base, not a GET, its own script', () => {
    expect(kind('https://cdn.example/a.1a2b3c4d.js')).toBe('pass');
    expect(kind('/other/page', 'navigate', 'GET', '/docs/')).toBe('pass');
    expect(kind('/docs/page', 'navigate', 'GET', '/docs/')).toBe('page');
    expect(kind('/static/site-index.json', 'cors', 'POST')).toBe('pass');
    expect(kind('/sw.js')).toBe('pass');
    expect(kind('/docs/sw.js', 'cors', 'GET', '/docs/')).toBe('pass');
  });
});

describe('savedKey', () => {
  it('saves a page once whatever its query or fragment', () => {
    expect(savedKey('https://docs.example/guide/a?ref=x#intro')).toBe('https://docs.example/guide/a');
  });
});
