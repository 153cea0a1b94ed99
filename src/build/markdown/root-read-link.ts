import { posix } from 'node:path';
import type { Lang } from '../../shared/types';
import { resolveInternalHref } from './resolve-link';

/** Where a link written without "./" or "/" leads when read from the language's root, as Rspress 1 read it. */
export interface RootReading {
  /** The link as written (`guide/api`). */
  written: string;
  /** The route it names from the language's root (`/guide/api`). */
  url: string;
  /** That route written from the page's folder (`./api` on /guide/start). */
  relative: string;
}

/**
 * How Rspress 1 read a Markdown link written without "./" or "/" (`[API](guide/api)`): from the language's root.
 * Rspress 2 and esmx-docs read it from the page's folder; when that leads nowhere and this leads to a page, the
 * build hints at the change once. Undefined for any other link.
 *
 * @example rootReading('guide/api', '/guide/start', 'en') // { written: 'guide/api', url: '/guide/api', relative: './api' }
 */
export function rootReading(
  href: string,
  routePath: string,
  lang: Lang,
  langs?: readonly Lang[],
): RootReading | undefined {
  if (!/^\w/.test(href)) return undefined;
  const url = resolveInternalHref(`/${href}`, routePath, lang, langs);
  const cut = url.search(/[?#]|$/);
  const path = url.slice(0, cut);
  const folder = routePath.endsWith('/') ? routePath : posix.dirname(routePath);
  // posix.relative drops a folder's trailing slash, which a link to an index page keeps.
  const steps = posix.relative(folder, path);
  const shown = steps === '' ? '' : `${steps}${path.endsWith('/') ? '/' : ''}`;
  const relative = `${steps.startsWith('..') ? '' : './'}${shown}${url.slice(cut)}`;
  return { written: href, url, relative };
}
