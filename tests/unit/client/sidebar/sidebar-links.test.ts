import { describe, expect, it } from 'vitest';
import { containsPath, pagerLinks } from '../../../../src/client/sidebar/sidebar-links';
import { makeSite } from '../site-fixture';

const guide = makeSite().sidebar.en['/guide']!;
const blog = makeSite().sidebar.en['/blog']!;

describe('pagerLinks', () => {
  it('gives the neighbours of a page inside a group', () => {
    const { prev, next } = pagerLinks(guide, '/guide/start/glossary');
    expect(prev).toEqual({ text: 'Introduction', link: '/guide/start/introduction' });
    expect(next).toEqual({ text: 'Environment Requirements', link: '/guide/start/environment' });
  });

  it('crosses from one group into the next', () => {
    const { prev, next } = pagerLinks(guide, '/guide/start/getting-started');
    expect(prev?.text).toBe('Environment Requirements');
    expect(next?.text).toBe('Rspack');
  });

  it('has no previous page at the start and no next page at the end', () => {
    expect(pagerLinks(guide, '/guide/start/introduction').prev).toBeUndefined();
    expect(pagerLinks(guide, '/guide/essentials/module-linking').next).toBeUndefined();
  });

  it('matches the page whatever its trailing slash', () => {
    expect(pagerLinks(blog, '/blog').next?.link).toBe('/blog/birth-of-esmx');
  });

  it("gives a page its sidebar does not list (a section's index) the sidebar's first page next, and none before, as Rspress does", () => {
    expect(pagerLinks(guide, '/guide/')).toEqual({
      prev: undefined,
      next: { text: 'Introduction', link: '/guide/start/introduction' },
    });
    expect(pagerLinks([], '/guide/')).toEqual({ prev: undefined, next: undefined });
  });
});

describe('containsPath', () => {
  it('finds the page among a group and its descendants', () => {
    expect(containsPath(guide[1]!, '/guide/essentials/alias')).toBe(true);
    expect(containsPath(guide[0]!, '/guide/essentials/alias')).toBe(false);
  });
});
