import type { Lang } from './types';

/**
 * The site's languages. Set once from the site config before any path helper runs (by the build, the
 * prerenderer and the browser shell); until then, our own site's English and Chinese.
 */
let locales: { langs: readonly Lang[]; defaultLang: Lang } = { langs: ['en', 'zh'], defaultLang: 'en' };

/**
 * Tells the path helpers which languages the site has; the default one is served without prefix.
 *
 * @example
 * setLocales(['en', 'de'], 'en'); // afterwards langOf('/de/x') === 'de'
 */
export function setLocales(langs: readonly Lang[], defaultLang: Lang): void {
  locales = { langs: langs.includes(defaultLang) ? [...langs] : [defaultLang, ...langs], defaultLang };
}

/** Every language of the site, the default first or in config order. */
export function siteLangs(): readonly Lang[] {
  return locales.langs;
}

/** The language served without prefix. */
export function defaultLang(): Lang {
  return locales.defaultLang;
}

/** The language a route path belongs to: its first segment when that names another language, else the default. */
export function langOf(path: string): Lang {
  const first = path.split('/', 2)[1];
  return first && first !== locales.defaultLang && locales.langs.includes(first) ? first : locales.defaultLang;
}

/** Removes the language prefix: `/zh/guide/x` → `/guide/x`, `/zh` → `/`. */
export function stripLang(path: string): string {
  const lang = langOf(path);
  if (lang === locales.defaultLang) return path;
  const rest = path.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}

/** Adds the language prefix: (`/guide/x`, `zh`) → `/zh/guide/x`; the default language has none. */
export function withLang(path: string, lang: Lang): string {
  const bare = stripLang(path);
  if (lang === locales.defaultLang) return bare;
  return bare === '/' ? `/${lang}/` : `/${lang}${bare}`;
}

/** The same page in another language. */
export function switchLang(path: string, lang: Lang): string {
  return withLang(path, lang);
}

/**
 * Path of a URL carrying the default language's prefix without it (`/en/guide/x` → `/guide/x`),
 * or null when there is nothing to strip.
 */
export function stripDefaultPrefix(path: string): string | null {
  const prefix = `/${locales.defaultLang}`;
  if (path === prefix) return '/';
  if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  return null;
}

/** The `<html lang>` of a content language: our `zh` is Simplified Chinese as written in China. */
export function htmlLang(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : lang;
}

/**
 * Canonical form used to look a path up in the route table: no `.html`, no trailing `index`,
 * `/zh` → `/zh/`. Fails safe on bad percent-encoding (keeps the raw text).
 */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/, 1)[0] || '/';
  try {
    p = decodeURI(p);
  } catch {
    /* keep raw */
  }
  p = p.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (p.length > 1 && !p.slice(1).includes('/') && langOf(p) !== locales.defaultLang) return `${p}/`;
  return p || '/';
}
