import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const PAGE_FILES = ['.md', '.mdx'];

/**
 * A link's route written as a folder (`/guide/installation/`) that names a page file (`guide/installation.md`)
 * and no folder's index page: the page's route without the slash, as Rspress finds the file it names. Written
 * so, the link would lead to `installation/`, which a static host serves nothing at (the page is
 * `installation.html`). Any other route is given back as it is. Only a route in the page's own language is
 * looked up, from the page's file: its language's folder is the page's, as many folders up as the page's route
 * is deep.
 *
 * @example pageFolderLink('/guide/installation/', { pageFile: '/docs/guide/index.md', routePath: '/guide/', lang: 'en' })
 * // '/guide/installation' where docs/guide/installation.md is there and docs/guide/installation/index.md is not
 */
export function pageFolderLink(route: string, page: { pageFile: string; routePath: string; lang: string }): string {
  if (route === '/' || !route.endsWith('/')) return route;
  // The page's route tells whether its language is prefixed (all but the default language are).
  const prefixed = page.routePath === `/${page.lang}` || page.routePath.startsWith(`/${page.lang}/`);
  const prefix = prefixed ? `/${page.lang}` : '';
  const inLang = (path: string) =>
    prefix === '' || path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : undefined;
  const target = inLang(route);
  const from = inLang(page.routePath);
  if (target === undefined || from === undefined || target === '/') return route;
  // The folders the page's file sits in below its language's folder (`/guide/a` and `/guide/` are both in guide/).
  const depth = from.split('/').length - 2;
  let langFolder = dirname(page.pageFile);
  for (let i = 0; i < depth; i++) langFolder = dirname(langFolder);
  const path = target.slice(1, -1);
  const named = (file: string) => PAGE_FILES.some((ext) => existsSync(join(langFolder, file + ext)));
  return named(path) && !named(`${path}/index`) ? route.slice(0, -1) : route;
}
