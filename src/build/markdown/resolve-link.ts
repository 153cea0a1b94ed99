import type { Lang } from '../../shared/types';

/** How a link target is treated: see `classifyHref`. */
export type HrefKind = 'hash' | 'external' | 'internal' | 'asset' | 'other';

const EXTERNAL = /^(?:https?:|mailto:|\/\/)/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const PAGE_EXTENSION = /\.(?:mdx?|html)$/i;
/** A file's extension: letters, with digits or not (`.mp4`); digits alone end a version's name (`v3.0`), a page's. */
const ANY_EXTENSION = /\.[a-z\d]*[a-z][a-z\d]*$/i;

/**
 * - `hash`: `#x`, a place on the same page: kept as is.
 * - `external`: http(s), mailto and protocol-relative URLs: open in a new tab.
 * - `internal`: another page of the site (`/guide/x`, `./x.md`, `../x#y`): normalized and reported.
 * - `asset`: a file that is not a page (`/logo.svg`): kept as is. A name ending in a number after a dot
 *   (`/guide/release-notes/v3.0`) is a page's, as Rspress reads it.
 * - `other`: any other scheme (`tel:`) or an empty target: kept as is.
 */
export function classifyHref(href: string): HrefKind {
  if (href.startsWith('#')) return 'hash';
  if (EXTERNAL.test(href)) return 'external';
  if (SCHEME.test(href)) return 'other';
  const path = href.split(/[?#]/, 1)[0];
  if (path === '') return 'other';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return ANY_EXTENSION.test(last) && !PAGE_EXTENSION.test(last) ? 'asset' : 'internal';
}

/** Whether a link's path ends in a page file's extension (`/api/x.html`, `./a.md#b`), which its route drops. */
export function namesPageFile(href: string): boolean {
  return PAGE_EXTENSION.test(href.split(/[?#]/, 1)[0]);
}

/**
 * The clean route an internal link points to, keeping its `?query#hash`: `.md`/`.html` dropped,
 * `index` turned into its folder, relative paths resolved against the page's route. An absolute link
 * written on a page of a non-default language gets that language's prefix when it has none (authors
 * write `/guide/x` in both trees, as in Rspress). One that names a site language itself (`langs`, the
 * default first) goes to that language: `/en/guide/x` to `/guide/x` when `en` is the default, whose
 * pages are served without a prefix.
 *
 * @example resolveInternalHref('./glossary.md#esm', '/zh/guide/start/introduction', 'zh') // '/zh/guide/start/glossary#esm'
 * @example resolveInternalHref('../essentials/', '/guide/start/introduction', 'en') // '/guide/essentials/'
 * @example resolveInternalHref('/en/guide/x', '/zh/guide/y', 'zh', ['en', 'zh']) // '/guide/x'
 */
export function resolveInternalHref(href: string, routePath: string, lang: Lang, langs: readonly Lang[] = []): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const suffix = cut === -1 ? '' : href.slice(cut);
  const absolute = path.startsWith('/');
  const base = absolute ? [] : directoryOf(routePath);
  const segments = [...base];
  const parts = path.split('/');
  parts.forEach((part, i) => {
    if (part === '..') segments.pop();
    else if (part !== '.' && part !== '') segments.push(part);
    // A trailing `/`, `.` or `..` means "that folder": keep an empty last segment for the slash.
    if (i === parts.length - 1 && (part === '' || part === '.' || part === '..')) segments.push('');
  });
  if (segments.length > 0) {
    const last = segments.length - 1;
    segments[last] = segments[last].replace(PAGE_EXTENSION, '');
    if (segments[last] === 'index') segments[last] = '';
  }
  let route = `/${segments.join('/')}`.replace(/\/{2,}/g, '/');
  // The page's own route tells whether its language is prefixed (all but the default language are).
  const prefix = `/${lang}/`;
  const prefixed = (path: string) => path === prefix.slice(0, -1) || path.startsWith(prefix);
  const named = absolute ? langs.find((l) => route === `/${l}` || route.startsWith(`/${l}/`)) : undefined;
  if (named !== undefined) {
    if (named === langs[0]) route = route.slice(named.length + 1) || '/';
  } else if (absolute && prefixed(routePath) && !prefixed(route)) route = route === '/' ? prefix : `/${lang}${route}`;
  return route + suffix;
}

/** Segments of the folder a route lives in: `/guide/start/x` → [guide, start]; `/blog/` → [blog]. */
function directoryOf(routePath: string): string[] {
  const segments = routePath.split('/').filter(Boolean);
  if (!routePath.endsWith('/')) segments.pop();
  return segments;
}
