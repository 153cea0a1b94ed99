/**
 * A small but realistic site for the shell's tests: the real nav and sidebars from the shared
 * outline, a few routes per language and page factories.
 */
import { readFileSync } from 'node:fs';
import type { Lang, NavItem, PageData, PageType, RouteEntry, Sidebar, SiteData } from '../../../src/shared/types';

interface Outline {
  nav: Record<Lang, NavItem[]>;
  sidebar: Record<Lang, Sidebar>;
}
const outline = JSON.parse(readFileSync('/work/shared/outline.json', 'utf8')) as Outline;

const ROUTES: Array<[string, PageType, string]> = [
  ['/', 'home', 'Esmx'],
  ['/guide/start/introduction', 'doc', 'Introduction'],
  ['/guide/start/glossary', 'doc', 'Glossary'],
  ['/blog/', 'doc', 'Team Blog'],
  ['/blog/birth-of-esmx', 'doc', 'From Component Sharing to Native Modularization'],
  ['/zh/', 'home', 'Esmx'],
  ['/zh/guide/start/introduction', 'doc', '介绍'],
  ['/zh/guide/start/glossary', 'doc', '术语表'],
];

export const routes: RouteEntry[] = ROUTES.map(([routePath, pageType, title]) => ({
  routePath,
  lang: routePath.startsWith('/zh/') ? 'zh' : 'en',
  title,
  pageType,
  chunk: `/static/pages/${routePath.replace(/\//g, '_') || 'index'}.json`,
}));

export function makeSite(overrides: Partial<SiteData['config']> = {}): SiteData {
  return {
    config: {
      title: 'Esmx',
      base: '/',
      lang: 'en',
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文' },
      ],
      versions: [],
      themeConfig: {
        socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/esmnext/esmx' }],
        lastUpdated: true,
        hideNavbar: 'never',
        localeRedirect: 'auto',
        enableScrollToTop: false,
        overviewHeaders: [2],
      },
      ...overrides,
    },
    nav: outline.nav,
    sidebar: outline.sidebar,
    routes,
    searchIndex: { en: '/static/search_index.en.json', zh: '/static/search_index.zh.json' },
    workerUrl: '/static/search-worker.js',
  };
}

export function makePage(routePath: string, overrides: Partial<PageData> = {}): PageData {
  const route = routes.find((entry) => entry.routePath === routePath);
  return {
    pagePath: `${routePath.startsWith('/zh') ? 'zh' : 'en'}${routePath}.md`,
    pageType: route?.pageType ?? 'doc',
    title: route?.title ?? 'Untitled',
    frontmatter: {},
    toc: [],
    routePath,
    lang: routePath === '/zh/' || routePath.startsWith('/zh/') ? 'zh' : 'en',
    version: '',
    lastUpdated: Date.UTC(2025, 5, 30, 12),
    html: `<h1 id="page">${route?.title ?? 'Untitled'}</h1><p>Body.</p>`,
    ...overrides,
  };
}
