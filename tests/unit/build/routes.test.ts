import { describe, expect, it } from 'vitest';
import { htmlFileOf, routeKey, routeOf } from '../../../src/build/routes';

describe('routeOf', () => {
  it('maps files of the default language to clean routes', () => {
    expect(routeOf('index.md', 'en', 'en')).toBe('/');
    expect(routeOf('blog/index.md', 'en', 'en')).toBe('/blog/');
    expect(routeOf('guide/start/introduction.md', 'en', 'en')).toBe('/guide/start/introduction');
  });

  it('prefixes the other language', () => {
    expect(routeOf('index.md', 'zh', 'en')).toBe('/zh/');
    expect(routeOf('blog/index.md', 'zh', 'en')).toBe('/zh/blog/');
    expect(routeOf('api/core/esmx.md', 'zh', 'en')).toBe('/zh/api/core/esmx');
  });

  it('does not treat a name merely ending in index as an index page', () => {
    expect(routeOf('guide/reindex.md', 'en', 'en')).toBe('/guide/reindex');
  });
});

describe('routeKey', () => {
  it('makes a folder route and a file route of the same name collide', () => {
    expect(routeKey('/guide/a/')).toBe(routeKey('/guide/a'));
    expect(routeKey('/')).toBe('/');
  });
});

describe('htmlFileOf', () => {
  it('writes folder routes as index.html and others as name.html', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/zh/')).toBe('zh/index.html');
    expect(htmlFileOf('/blog/')).toBe('blog/index.html');
    expect(htmlFileOf('/guide/start/introduction')).toBe('guide/start/introduction.html');
  });
});
