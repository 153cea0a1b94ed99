/**
 * The URL and path helpers `@rspress/core` exports (from `@rspress/shared`) that Rspress configs call, as a
 * `head` function's `normalizeHref(route.routePath)` or a nav link made at the top of the file: without
 * them such a tag was left out, or the whole config was given up. Pure functions of their arguments, as
 * Rspress's are; written here from what they give, not from Rspress's code.
 *
 * @example
 * normalizeHref('/guide/') // '/guide/index.html'
 * withBase('/guide', '/docs/') // '/docs/guide'
 */

/** The temporary folder Rspress names (a config may join paths with it). */
const RSPRESS_TEMP_DIR = '.rspress';

/** A scheme Rspress treats as a link to another site: any but javascript:, data: and file:. */
function isExternalUrl(url = ''): boolean {
  return /^[a-z][a-z\d+\-.]*:/i.test(url) && !/^(?:javascript|data|file):/i.test(url);
}

const slash = (path: string): string => path.replace(/\\/g, '/');
const removeHash = (url: string): string => url.replace(/#.*$/, '');
const addLeadingSlash = (url: string): string => (url.startsWith('/') || isExternalUrl(url) ? url : `/${url}`);
const removeLeadingSlash = (url: string): string => (url.startsWith('/') ? url.slice(1) : url);
const addTrailingSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);
const removeTrailingSlash = (url: string): string => (url.endsWith('/') ? url.slice(0, -1) : url);

/** `a\b/./c/../d` → `a/b/d`: `.` and empty segments dropped, `..` taking one back (kept at an absolute path's top). */
function normalizePosixPath(path: string): string {
  const absolute = slash(path).startsWith('/');
  const kept: string[] = [];
  for (const segment of slash(path).split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') kept.push(segment);
    else if (kept.length > 0 && kept[kept.length - 1] !== '..') kept.pop();
    else if (absolute) kept.push('..');
  }
  return (absolute ? '/' : '') + kept.join('/');
}

/** A path with one leading slash and none at its end. */
const normalizeSlash = (path: string): string => removeTrailingSlash(addLeadingSlash(normalizePosixPath(path)));

/**
 * A site path as a link gives it: `.html` added (`index.html` after a slash) unless `cleanUrls`, which drops
 * `.html` and a last `index` instead; another site's URL, a `#hash` alone or a relative path as written.
 */
function normalizeHref(url?: string, cleanUrls = false, assetExtensions: readonly string[] = []): string {
  if (!url) return '/';
  if (isExternalUrl(url) || url.startsWith('#') || !url.startsWith('/')) return url;
  const decoded = decodeURIComponent(url);
  const hashAt = decoded.indexOf('#');
  const hash = hashAt < 0 ? '' : decoded.slice(hashAt);
  const beforeHash = hashAt < 0 ? decoded : decoded.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt);
  let path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  if (cleanUrls) path = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  else if (!path.endsWith('.html') && !assetExtensions.some((extension) => path.endsWith(extension)))
    path += path.endsWith('/') ? 'index.html' : '.html';
  return addLeadingSlash(path + query + hash);
}

/** `url` under the site's `base`, unless it is there already. */
function withBase(url: string, base: string): string {
  const path = addLeadingSlash(url);
  const prefix = normalizeSlash(base);
  if (!path.startsWith(prefix)) return prefix + path;
  return `${path}/` === base ? base : path;
}

/** `url` without the site's `base` in front (`/` for the base itself). */
function removeBase(url: string, base: string): string {
  const path = addLeadingSlash(url);
  const prefix = normalizeSlash(base);
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : path;
  return rest === '' ? '/' : rest;
}

/** A site path as a whole URL on `origin` (`siteOrigin` or `siteUrl`); another site's URL, or no origin, as it is. */
function withSiteOrigin(url: string, origin?: string): string {
  if (!origin || isExternalUrl(url)) return url;
  return new URL(removeLeadingSlash(url), addTrailingSlash(origin)).href;
}

/** True: a config is read for a build (its dev server too builds the site whole). */
const isProduction = (): boolean => true;

/** Rspress's logger, for a config that logs as it loads: its lines go to stderr, as ours do. */
const logger = {
  info: (...args: unknown[]) => console.error(...args),
  warn: (...args: unknown[]) => console.error(...args),
  error: (...args: unknown[]) => console.error(...args),
  success: (...args: unknown[]) => console.error(...args),
  log: (...args: unknown[]) => console.error(...args),
  debug: () => {},
};

/** What a config importing `@rspress/core` (or `rspress/config`, `@rspress/shared`) gets besides `defineConfig`. */
export const rspressPathHelpers = {
  RSPRESS_TEMP_DIR,
  isExternalUrl,
  slash,
  removeHash,
  addLeadingSlash,
  removeLeadingSlash,
  addTrailingSlash,
  removeTrailingSlash,
  normalizePosixPath,
  normalizeSlash,
  normalizeHref,
  withBase,
  removeBase,
  withSiteOrigin,
  // Rspress 2's earlier name of `withSiteOrigin`.
  withSiteUrl: withSiteOrigin,
  isProduction,
  logger,
};
