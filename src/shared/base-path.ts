/**
 * The site may be served under a base (`config.base`, e.g. `/docs/`). Route paths never carry it;
 * URLs always do. These helpers are the only place that converts between the two: for the browser's router
 * and links, and for a page's `withBase()` at build time (see src/build/markdown/mdx/runtime-helpers.ts).
 */

/** `config.base` as wouter wants it: no trailing slash, `''` for the root. */
export function routerBase(base: string): string {
  return base.replace(/\/+$/, '');
}

/**
 * The URL of a route path: (`/guide/x`, `/docs/`) → `/docs/guide/x`. A path already under the base keeps it
 * once (`/docs/guide/x` stays), as Rspress's withBase leaves it. Other URLs pass through.
 */
export function withBase(path: string, base: string): string {
  if (!isSitePath(path)) return path;
  return routerBase(base) + withoutBase(path, base);
}

/**
 * A site path written with the base in front, with it taken off: (`/docs/guide/x?a#b`, `/docs/`) → `/guide/x?a#b`,
 * `/docs` → `/`. Any other URL, or a path merely starting with the same letters (`/docsx`), is left as written.
 *
 * @example withoutBase('/docs/demo/', '/docs/') // '/demo/'
 */
export function withoutBase(url: string, base: string): string {
  const prefix = routerBase(base);
  const rest = url.slice(prefix.length);
  if (!prefix || !isSitePath(url) || !url.startsWith(prefix)) return url;
  if (/^([?#]|$)/.test(rest)) return `/${rest}`;
  return isSitePath(rest) ? rest : url;
}

/** A path from the site's root (`/guide/x`), not a protocol-relative URL (`//host/x`). */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** The route path of a URL pathname, or null when the pathname lies outside the base. */
export function stripBase(pathname: string, base: string): string | null {
  const prefix = routerBase(base);
  if (!prefix) return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}
