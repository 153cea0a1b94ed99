import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepSitePages, keptSitePages } from '../../../../src/build/cache/kept-site-pages';
import { PageCache } from '../../../../src/build/cache/page-cache';
import { tempFolder } from '../../../support/temp-folder';

describe('keptSitePages', () => {
  const page = { title: 'One', routePath: '/blog/one', lang: 'en', version: '', frontmatter: {}, toc: [] };

  it('gives back the list kept for an output folder, and none for another folder or before any build', () => {
    const dir = tempFolder('kept-site-pages-');
    expect(keptSitePages(dir, join(dir, 'dist'))).toBeUndefined();
    keepSitePages(new PageCache(dir), join(dir, 'dist'), [page]);
    expect(keptSitePages(dir, join(dir, 'dist'))).toEqual([page]);
    expect(keptSitePages(dir, join(dir, 'other'))).toBeUndefined();
  });

  it('gives none for an entry that is not a list of pages, as one a later version wrote could be', () => {
    const dir = tempFolder('kept-site-pages-');
    keepSitePages(new PageCache(dir), join(dir, 'dist'), { pages: [page] } as never);
    expect(keptSitePages(dir, join(dir, 'dist'))).toBeUndefined();
  });
});
