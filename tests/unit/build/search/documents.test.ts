import { describe, expect, it } from 'vitest';
import { type SearchablePage, searchDocs } from '../../../../src/build/search/documents';
import type { FrontMatter, HeadTag, Lang, PageType } from '../../../../src/shared/types';

const page = (
  routePath: string,
  frontmatter: FrontMatter,
  lang: Lang = 'en',
  pageType: PageType = 'doc',
): SearchablePage => ({
  record: {
    title: 'Deploy',
    routePath,
    lang,
    toc: [],
    frontmatter,
    version: '',
    relativePath: `${lang}${routePath}.md`,
    lastUpdated: 0,
  },
  pageType,
  text: 'Upload the files.',
});

describe('searchDocs', () => {
  it("adds a page's description and head meta keywords, which the index searches as a field of their own", () => {
    const head: HeadTag[] = [
      ['meta', { name: 'keywords', content: 'CDN, static resources' }],
      ['meta', { name: 'description', content: 'not keywords' }],
      ['meta', { name: 'keywords', content: ' multi-environment ' }],
    ];
    expect(searchDocs([page('/deploy', { description: ' Deploy to a CDN ', head })], 'en', 'en')).toEqual([
      {
        id: '/deploy',
        routePath: '/deploy',
        title: 'Deploy',
        content: 'Upload the files.',
        toc: [],
        description: 'Deploy to a CDN',
        keywords: 'CDN, static resources, multi-environment',
      },
    ]);
  });

  it('leaves out a description or keywords that are blank, missing or not text', () => {
    const head = [['meta', { name: 'keywords', content: 42 }], 'not a tag'];
    const [doc] = searchDocs([page('/deploy', { description: '  ', head } as FrontMatter)], 'en', 'en');
    expect(Object.keys(doc)).toEqual(['id', 'title', 'content', 'toc', 'routePath']);
  });

  it("keeps the language's pages, without the 404 and blank pages", () => {
    const pages = [
      page('/a', {}),
      page('/zh/a', {}, 'zh'),
      page('/404', {}, 'en', '404'),
      page('/b', {}, 'en', 'blank'),
    ];
    expect(searchDocs(pages, 'en', 'en').map((d) => d.id)).toEqual(['/a']);
  });

  it("leaves out a site's own 404 page (its language folder's 404.md) whatever its page type", () => {
    const pages = [page('/404', {}, 'en', 'home'), page('/zh/404', {}, 'zh'), page('/guide/404', {})];
    expect(searchDocs(pages, 'en', 'en').map((d) => d.id)).toEqual(['/guide/404']);
    expect(searchDocs(pages, 'zh', 'en')).toEqual([]);
  });
});
