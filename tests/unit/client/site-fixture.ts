/**
 * A small but realistic site for the shell's tests: the real nav and sidebars, a few routes per
 * language, and page factories.
 */
import type { Lang, NavItem, PageData, PageType, RouteEntry, Sidebar, SiteData } from '../../../src/shared/types';

/** The site's real top navigation (as content/<lang>/_nav.json has it). */
const nav: Record<Lang, NavItem[]> = {
  en: [
    {
      text: 'Guide',
      link: '/guide/start/introduction',
      activeMatch: '/guide/',
    },
    {
      text: 'API',
      link: '/api/core/esmx',
      activeMatch: '/api/',
    },
    {
      text: 'Blog',
      link: '/blog/',
      activeMatch: '/blog/',
    },
  ],
  zh: [
    {
      text: '指南',
      link: '/zh/guide/start/introduction',
      activeMatch: '/guide/',
    },
    {
      text: 'API',
      link: '/zh/api/core/esmx',
      activeMatch: '/api/',
    },
    {
      text: '博客',
      link: '/zh/blog/',
      activeMatch: '/blog/',
    },
  ],
};

/** The site's real sidebars (as the build derives them from content/<lang>/_meta.json). */
const sidebar: Record<Lang, Sidebar> = {
  en: {
    '/guide': [
      {
        text: 'Getting Started',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: 'Introduction',
            link: '/guide/start/introduction',
          },
          {
            text: 'Glossary',
            link: '/guide/start/glossary',
          },
          {
            text: 'Environment Requirements',
            link: '/guide/start/environment',
          },
          {
            text: 'Quick Start',
            link: '/guide/start/getting-started',
          },
        ],
      },
      {
        text: 'Essentials',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: 'Rspack',
            link: '/guide/essentials/rspack',
          },
          {
            text: 'RenderContext',
            link: '/guide/essentials/render-context',
          },
          {
            text: 'Client-Side Rendering',
            link: '/guide/essentials/csr',
          },
          {
            text: 'Path Alias',
            link: '/guide/essentials/alias',
          },
          {
            text: 'Base Path',
            link: '/guide/essentials/base-path',
          },
          {
            text: 'Module Linking',
            link: '/guide/essentials/module-linking',
          },
        ],
      },
    ],
    '/api': [
      {
        text: '@esmx/core',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: 'Esmx',
            link: '/api/core/esmx',
          },
          {
            text: 'App',
            link: '/api/core/app',
          },
          {
            text: 'RenderContext',
            link: '/api/core/render-context',
          },
          {
            text: 'ModuleConfig',
            link: '/api/core/module-config',
          },
          {
            text: 'PackConfig',
            link: '/api/core/pack-config',
          },
          {
            text: 'ManifestJson',
            link: '/api/core/manifest-json',
          },
        ],
      },
      {
        text: 'App',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: '@esmx/rspack',
            link: '/api/app/rspack',
          },
          {
            text: '@esmx/rspack-vue',
            link: '/api/app/rspack-vue',
          },
        ],
      },
    ],
    '/blog': [
      {
        text: 'Team Blog',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: 'Team Blog',
            link: '/blog/',
          },
          {
            text: 'From Component Sharing to Native Modularization: The Evolution of Esmx Micro-Frontend Framework',
            link: '/blog/birth-of-esmx',
          },
        ],
      },
    ],
  },
  zh: {
    '/zh/guide': [
      {
        text: '开始',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: '介绍',
            link: '/zh/guide/start/introduction',
          },
          {
            text: '术语表',
            link: '/zh/guide/start/glossary',
          },
          {
            text: '环境要求',
            link: '/zh/guide/start/environment',
          },
          {
            text: '快速开始',
            link: '/zh/guide/start/getting-started',
          },
        ],
      },
      {
        text: '基础',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: 'Rspack',
            link: '/zh/guide/essentials/rspack',
          },
          {
            text: '渲染上下文',
            link: '/zh/guide/essentials/render-context',
          },
          {
            text: '客户端渲染',
            link: '/zh/guide/essentials/csr',
          },
          {
            text: '路径别名',
            link: '/zh/guide/essentials/alias',
          },
          {
            text: '基础路径',
            link: '/zh/guide/essentials/base-path',
          },
          {
            text: '模块链接',
            link: '/zh/guide/essentials/module-linking',
          },
        ],
      },
    ],
    '/zh/api': [
      {
        text: '@esmx/core',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: 'Esmx',
            link: '/zh/api/core/esmx',
          },
          {
            text: 'App',
            link: '/zh/api/core/app',
          },
          {
            text: 'RenderContext',
            link: '/zh/api/core/render-context',
          },
          {
            text: 'ModuleConfig',
            link: '/zh/api/core/module-config',
          },
          {
            text: 'PackConfig',
            link: '/zh/api/core/pack-config',
          },
          {
            text: 'ManifestJson',
            link: '/zh/api/core/manifest-json',
          },
        ],
      },
      {
        text: 'App',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: '@esmx/rspack',
            link: '/zh/api/app/rspack',
          },
          {
            text: '@esmx/rspack-vue',
            link: '/zh/api/app/rspack-vue',
          },
        ],
      },
    ],
    '/zh/blog': [
      {
        text: '团队博客',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: '团队博客',
            link: '/zh/blog/',
          },
          {
            text: '从组件共享到原生模块化：Esmx 微前端框架的演进之路',
            link: '/zh/blog/birth-of-esmx',
          },
        ],
      },
    ],
  },
};

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
  sidebarChunk: null,
}));

/** The site data every page embeds, plus the sidebars the build would put in sidebar chunks. */
export type FixtureSite = SiteData & { sidebar: Record<Lang, Sidebar> };

export function makeSite(overrides: Partial<SiteData['config']> = {}): FixtureSite {
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
    nav,
    sidebar,
    siteIndex: '/static/site-index.json',
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
    sidebarChunk: null,
    ...overrides,
  };
}
