import { langOf, normalizePath, stripLang } from './locale';
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
 * routePartition('/zh/guide/start/introduction') // { lang: 'zh', segment: 'guide' }
 */
export function routePartition(path: string): RoutePartition {
  const normal = normalizePath(path);
  const lang = langOf(normal);
  const segment = stripLang(normal).split('/')[1] ?? '';
  return { lang, segment };
}
