import type { Lang, PageData } from './types';

/**
 * The page shown for a path no route matches: prerendered by the build as `404.html` / `zh/404.html`,
 * and shown by the browser for an unknown path (or a page whose chunk failed to load). Its language
 * is the path's (the caller reads it with `Locales.langOf`), so `/zh/missing` offers the way back to
 * the Chinese home page.
 *
 * @example
 * notFoundPage('/zh/404', 'zh').lang; // 'zh'
 */
export function notFoundPage(path: string, lang: Lang): PageData {
  return {
    pagePath: '',
    pageType: '404',
    title: '404',
    frontmatter: { pageType: '404' },
    toc: [],
    routePath: path,
    lang,
    version: '',
    lastUpdated: 0,
    html: '',
    sidebarChunk: null,
  };
}
