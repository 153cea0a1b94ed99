import type { Lang } from './types';

export const LANGS: readonly Lang[] = ['en', 'zh'];
export const DEFAULT_LANG: Lang = 'en';

/** The language a route path belongs to: `/zh` and `/zh/…` are Chinese, everything else English. */
export function langOf(path: string): Lang {
  return path === '/zh' || path.startsWith('/zh/') ? 'zh' : 'en';
}

/** Removes the language prefix: `/zh/guide/x` → `/guide/x`, `/zh` → `/`. */
export function stripLang(path: string): string {
  if (langOf(path) === DEFAULT_LANG) return path;
  const rest = path.slice(3);
  return rest === '' ? '/' : rest;
}

/** Adds the language prefix: (`/guide/x`, `zh`) → `/zh/guide/x`; the default language has none. */
export function withLang(path: string, lang: Lang): string {
  const bare = stripLang(path);
  if (lang === DEFAULT_LANG) return bare;
  return bare === '/' ? '/zh/' : `/zh${bare}`;
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
  const prefix = `/${DEFAULT_LANG}`;
  if (path === prefix) return '/';
  if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  return null;
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
  if (p === '/zh') return '/zh/';
  return p || '/';
}
