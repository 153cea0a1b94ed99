import { stripLang, withLang } from '../../shared/locale';
import type { Lang } from '../../shared/types';

/** One language version of a page. */
export interface Alternate {
  lang: Lang;
  routePath: string;
}

/**
 * The language versions of `routePath` that exist, in the order of `langs`, the page itself included:
 * what `hreflang` links and sitemap alternates list. A translation missing from `routes` is left out
 * rather than pointing a search engine at a 404.
 *
 * @example
 * alternatesOf('/zh/guide/x', ['en', 'zh'], new Set(['/guide/x', '/zh/guide/x']))
 * // [{ lang: 'en', routePath: '/guide/x' }, { lang: 'zh', routePath: '/zh/guide/x' }]
 */
export function alternatesOf(routePath: string, langs: readonly Lang[], routes: ReadonlySet<string>): Alternate[] {
  const bare = stripLang(routePath);
  return langs
    .map((lang) => ({ lang, routePath: withLang(bare, lang) }))
    .filter((alternate) => routes.has(alternate.routePath));
}
