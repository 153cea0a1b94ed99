import { defineConfig } from 'esmx-docs';

/** The site config: every option is documented in README ("Site config"). */
export default defineConfig({
  title: 'Esmx',
  description: 'ESM-based high-performance server-side rendering and micro-frontend framework',
  siteUrl: 'https://esmx.dev',
  ogImage: '/og.png',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    lastUpdated: true,
    socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/esmnext/esmx' }],
    editLink: { docRepoBaseUrl: 'https://github.com/esmnext/esmx/tree/master/docs/{path}' },
  },
});
