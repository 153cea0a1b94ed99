import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '../../../../src/build/seo/breadcrumbs';
import type { Sidebar } from '../../../../src/shared/types';

const sidebar: Sidebar = {
  '/guide': [
    {
      text: 'Getting Started',
      items: [
        { text: 'Introduction', link: '/guide/start/introduction' },
        { text: 'Deeper', items: [{ text: 'Nested', link: '/guide/start/nested' }] },
      ],
    },
  ],
  '/api': [{ text: 'API Overview', link: '/api/' }],
};

describe('breadcrumbTrail', () => {
  it('walks the groups down to the page, each group standing for its first page', () => {
    expect(breadcrumbTrail(sidebar['/guide'], '/guide/start/nested')).toEqual([
      { name: 'Getting Started', routePath: '/guide/start/introduction' },
      { name: 'Deeper', routePath: '/guide/start/nested' },
      { name: 'Nested', routePath: '/guide/start/nested' },
    ]);
  });

  it('is the page alone for a page beside the groups', () => {
    expect(breadcrumbTrail(sidebar['/api'], '/api/')).toEqual([{ name: 'API Overview', routePath: '/api/' }]);
  });

  it('is empty for a page no sidebar lists', () => {
    expect(breadcrumbTrail(sidebar['/guide'], '/')).toEqual([]);
    expect(breadcrumbTrail([], '/guide/start/introduction')).toEqual([]);
  });
});
