import { langOf } from './locale';
import type { PageData } from './types';

/**
 * The page shown for a path no route matches: prerendered by the build as `404.html` / `zh/404.html`,
 * and shown by the browser for an unknown path (or a page whose chunk failed to load). Its language
 * follows the path, so `/zh/missing` offers the way back to the Chinese home page.
 *
 * @example
 * notFoundPage('/zh/404').lang; // 'zh'
 */
export function notFoundPage(path: string): PageData {
  return {
    pagePath: '',
    pageType: '404',
    title: '404',
    frontmatter: { pageType: '404' },
    toc: [],
    routePath: path,
    lang: langOf(path),
    version: '',
    lastUpdated: 0,
    html: '',
    sidebarChunk: null,
  };
}
