import type { Locales } from './locale';
import { normalizePath } from './normalize-path';
import type { Lang } from './types';

/** Where a route's entry lives in the split route table: its language and the first segment of its path. */
export interface RoutePartition {
  lang: Lang;
  /** `guide` for `/guide/start/x` and `/zh/guide/`, `''` for the language's home page. */
  segment: string;
}

/**
 * The route table partition of `path`. The build files each route under it and the browser looks a path
 * up in the same one, so both forms of a path (`/blog`, `/blog/`) land in the same partition.
 *
 * @example
 * routePartition('/zh/guide/start/introduction', locales) // { lang: 'zh', segment: 'guide' }
 */
export function routePartition(path: string, locales: Locales): RoutePartition {
  const normal = normalizePath(path);
  const lang = locales.langOf(normal);
  const segment = locales.stripLang(normal).split('/')[1] ?? '';
  return { lang, segment };
}
