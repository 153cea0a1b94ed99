/**
 * The site may be served under a base (`config.base`, e.g. `/docs/`). Route paths never carry it;
 * URLs always do. These helpers are the only place that converts between the two: for the browser's router
 * and links, and for a page's `withBase()` at build time (see src/build/markdown/mdx/runtime-helpers.ts).
 */

/** `config.base` as wouter wants it: no trailing slash, `''` for the root. */
export function routerBase(base: string): string {
  return base.replace(/\/+$/, '');
}

/** The URL of a route path: (`/guide/x`, `/docs/`) → `/docs/guide/x`. Other URLs pass through. */
export function withBase(path: string, base: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const prefix = routerBase(base);
  return prefix && !path.startsWith(`${prefix}/`) ? prefix + path : path;
}

/** The route path of a URL pathname, or null when the pathname lies outside the base. */
export function stripBase(pathname: string, base: string): string | null {
  const prefix = routerBase(base);
  if (!prefix) return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}
