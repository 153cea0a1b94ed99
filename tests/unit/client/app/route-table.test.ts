import { describe, expect, it } from 'vitest';
import { createRouteTable, samePath } from '../../../../src/client/app/route-table';
import { routes } from '../site-fixture';

const table = createRouteTable(routes);
const find = (path: string) => table.find(path)?.routePath;

describe('createRouteTable', () => {
  it('finds a route by its exact path', () => {
    expect(find('/guide/start/glossary')).toBe('/guide/start/glossary');
  });

  it('forgives the trailing slash in both directions', () => {
    expect(find('/blog')).toBe('/blog/');
    expect(find('/blog/')).toBe('/blog/');
    expect(find('/guide/start/glossary/')).toBe('/guide/start/glossary');
  });

  it('finds the Chinese home from /zh, /zh/ and /zh/index.html', () => {
    expect(find('/zh')).toBe('/zh/');
    expect(find('/zh/')).toBe('/zh/');
    expect(find('/zh/index.html')).toBe('/zh/');
  });

  it('ignores .html, the query and the hash', () => {
    expect(find('/guide/start/glossary.html?x=1#host')).toBe('/guide/start/glossary');
  });

  it('decodes percent-encoded paths and survives bad encoding', () => {
    expect(find('/guide/start/%67lossary')).toBe('/guide/start/glossary');
    expect(find('/guide/%E0%A4%A')).toBeUndefined();
  });

  it('finds nothing for unknown paths', () => {
    expect(find('/guide/start')).toBeUndefined();
    expect(find('/nope')).toBeUndefined();
  });
});

describe('samePath', () => {
  it('treats a trailing slash, .html and index as the same route', () => {
    expect(samePath('/blog', '/blog/')).toBe(true);
    expect(samePath('/guide/x.html', '/guide/x')).toBe(true);
    expect(samePath('/zh/index', '/zh')).toBe(true);
  });

  it('tells different routes apart', () => {
    expect(samePath('/guide/x', '/guide/y')).toBe(false);
    expect(samePath('/', '/zh/')).toBe(false);
  });
});
