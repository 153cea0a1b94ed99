import type { Lang } from './types';

/**
 * The site's languages, from its config, and the path rules that follow from them: the default
 * language is served without a prefix, every other one under `/<lang>/`. There is no global list:
 * the build makes one from the config it loaded, the render worker from its setup, the browser
 * shell from the site data, and each passes it to what needs it.
 */
export interface Locales {
  /** Every language of the site, the default first or in config order. */
  readonly langs: readonly Lang[];
  /** The language served without prefix. */
  readonly defaultLang: Lang;
  /** The language a route path belongs to: its first segment when that names another language, else the default. */
  langOf(path: string): Lang;
  /** Removes the language prefix: `/zh/guide/x` → `/guide/x`, `/zh` → `/`. */
  stripLang(path: string): string;
  /** The same page in `lang`: (`/guide/x`, `zh`) → `/zh/guide/x`, (`/zh/`, `en`) → `/`. */
  withLang(path: string, lang: Lang): string;
  /**
   * Path of a URL carrying the default language's prefix without it (`/en/guide/x` → `/guide/x`),
   * or null when there is nothing to strip.
   */
  stripDefaultPrefix(path: string): string | null;
}

/**
 * The locales of a site with `langs`, `defaultLang` served without prefix (added first when `langs`
 * lacks it).
 *
 * @example
 * const locales = siteLocales(['en', 'de'], 'en');
 * locales.langOf('/de/x'); // 'de'
 * locales.withLang('/x', 'de'); // '/de/x'
 */
export function siteLocales(langs: readonly Lang[], defaultLang: Lang): Locales {
  const all: readonly Lang[] = langs.includes(defaultLang) ? [...langs] : [defaultLang, ...langs];
  const langOf = (path: string): Lang => {
    const first = path.split('/', 2)[1];
    return first && first !== defaultLang && all.includes(first) ? first : defaultLang;
  };
  const stripLang = (path: string): string => {
    const lang = langOf(path);
    if (lang === defaultLang) return path;
    const rest = path.slice(lang.length + 1);
    return rest === '' ? '/' : rest;
  };
  return {
    langs: all,
    defaultLang,
    langOf,
    stripLang,
    withLang(path, lang) {
      const bare = stripLang(path);
      if (lang === defaultLang) return bare;
      return bare === '/' ? `/${lang}/` : `/${lang}${bare}`;
    },
    stripDefaultPrefix(path) {
      const prefix = `/${defaultLang}`;
      if (path === prefix) return '/';
      if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
      return null;
    },
  };
}

/**
 * The locales a site config names (`locales` in order, `lang` the default).
 *
 * @example localesOf({ lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'ja', label: '日本語' }] }).langs // ['en', 'ja']
 */
export function localesOf(config: { lang: Lang; locales: readonly { lang: Lang }[] }): Locales {
  return siteLocales(
    config.locales.map((locale) => locale.lang),
    config.lang,
  );
}

/** The site's languages with the default first, as links are resolved against them (see resolve-link.ts). */
export function defaultFirst(locales: Locales): Lang[] {
  return [locales.defaultLang, ...locales.langs.filter((lang) => lang !== locales.defaultLang)];
}

/** The `<html lang>` of a content language: our `zh` is Simplified Chinese as written in China. */
export function htmlLang(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : lang;
}

/** The content language an `<html lang>` announces: the inverse of `htmlLang`. */
export function contentLang(value: string): Lang {
  return value === htmlLang('zh') ? 'zh' : value;
}
