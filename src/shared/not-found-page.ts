import type { Lang, PageData } from './types';

/**
 * The page shown for a path no route matches: prerendered by the build as `404.html` / `zh/404.html`,
 * and shown by the browser for an unknown path (or a page whose chunk failed to load). Its language
 * is the path's (the caller reads it with `Locales.langOf`), so `/zh/missing` offers the way back to
 * the Chinese home page. A language whose folder has a `404.md` shows that page instead (see
 * `notFoundRoute`).
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

/** Whether `page` is ours (`notFoundPage`), which has no source file: not a page of the site's own. */
export function isGeneratedNotFound(page: Pick<PageData, 'pageType' | 'pagePath'>): boolean {
  return page.pageType === '404' && page.pagePath === '';
}

/**
 * The route of a language's 404 page, prerendered to `404.html` / `zh/404.html`. A site's page at this
 * route (its language folder's `404.md` or `404.mdx`, as in Rspress) is that language's 404 page in
 * place of ours, drawn in the layout its front matter asks for.
 *
 * @example
 * notFoundRoute('en', 'en'); // '/404'
 * notFoundRoute('zh', 'en'); // '/zh/404'
 */
export function notFoundRoute(lang: Lang, defaultLang: Lang): string {
  return lang === defaultLang ? '/404' : `/${lang}/404`;
}

/**
 * Whether a page stands for "not found" rather than content: ours, a site's page at its language's 404
 * route, or one of `pageType: 404`. Such a page is never searched, listed (llms.txt, the sitemap) or
 * indexed by search engines.
 */
export function isNotFoundPage(page: Pick<PageData, 'pageType' | 'routePath' | 'lang'>, defaultLang: Lang): boolean {
  return page.pageType === '404' || page.routePath === notFoundRoute(page.lang, defaultLang);
}
