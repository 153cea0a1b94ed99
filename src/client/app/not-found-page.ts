import { langOf } from '../../shared/locale';
import type { PageData } from '../../shared/types';

/**
 * The page shown for a path no route matches (or whose chunk failed to load). Its language
 * follows the path, so `/zh/missing` offers the way back to the Chinese home page.
 */
export function notFoundPage(path: string): PageData {
  return {
    pagePath: '',
    pageType: '404',
    title: '404',
    frontmatter: {},
    toc: [],
    routePath: path,
    lang: langOf(path),
    version: '',
    lastUpdated: 0,
    html: '',
    sidebarChunk: null,
  };
}
