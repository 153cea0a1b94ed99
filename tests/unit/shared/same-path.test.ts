import { describe, expect, it } from 'vitest';
import { samePath } from '../../../src/shared/same-path';

describe('samePath', () => {
  it('ignores a trailing slash, .html and index', () => {
    expect(samePath('/blog', '/blog/')).toBe(true);
    expect(samePath('/guide/x.html', '/guide/x')).toBe(true);
    expect(samePath('/zh/index', '/zh')).toBe(true);
  });

  it('tells different routes apart, the root among them', () => {
    expect(samePath('/guide/x', '/guide/y')).toBe(false);
    expect(samePath('/', '/zh/')).toBe(false);
  });
});
