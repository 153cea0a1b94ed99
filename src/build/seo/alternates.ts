import type { Locales } from '../../shared/locale';
import type { Lang } from '../../shared/types';

/** One language version of a page. */
export interface Alternate {
  lang: Lang;
  routePath: string;
}

/**
 * The language versions of `routePath` that exist, in the order of the site's languages, the page itself included:
 * what `hreflang` links and sitemap alternates list. A translation missing from `routes` is left out
 * rather than pointing a search engine at a 404.
 *
 * @example
 * alternatesOf('/zh/guide/x', siteLocales(['en', 'zh'], 'en'), new Set(['/guide/x', '/zh/guide/x']))
 * // [{ lang: 'en', routePath: '/guide/x' }, { lang: 'zh', routePath: '/zh/guide/x' }]
 */
export function alternatesOf(routePath: string, locales: Locales, routes: ReadonlySet<string>): Alternate[] {
  return locales.langs
    .map((lang) => ({ lang, routePath: locales.withLang(routePath, lang) }))
    .filter((alternate) => routes.has(alternate.routePath));
}

/**
 * The site's languages `routePath` has no version in (a site with `requireTranslations: false`): what its
 * page data names `untranslated`, so that its language links and alternates leave them out.
 *
 * @example untranslatedLangs('/guide/x', siteLocales(['en', 'zh'], 'en'), new Set(['/guide/x'])) // ['zh']
 */
export function untranslatedLangs(routePath: string, locales: Locales, routes: ReadonlySet<string>): Lang[] {
  const present = alternatesOf(routePath, locales, routes).map((alternate) => alternate.lang);
  return locales.langs.filter((lang) => !present.includes(lang));
}
