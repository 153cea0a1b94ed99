import { join, posix, relative } from 'node:path';
import { publicFileAt } from '../dead-links';

/** What checking a site-path image needs: the content folder, the site's base, the generator's own public files. */
export interface SiteImageContext {
  /** The content folder, whose `public/` the site serves at its root. */
  contentDir: string;
  /** The site's base path (`/` or `/docs/`): `/docs/img/a.png` names `public/img/a.png` under `/docs/`. */
  base: string;
  /** The generator's own files served at the site root (its `favicon.svg`), present on every site. */
  ownPublicDir?: string;
}

/** Whether an image URL is a site path (`/img/a.png`), served from `public/`: not `//host/a.png`. */
export function isSitePathImage(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * Checks that the site serves the file a site-path image names, as Rspress checks `![](/img/a.png)` against
 * `public/` ("Dead image found"): a file of the content folder's `public/` or of the generator's own, by the
 * path as written or without the site's base, `%20` and the like decoded. `..` stops at the site root, as in the
 * browser: nothing above `public/` is looked at.
 * Gives the content's file found (the page is made from it), none for the generator's, or the problem (a missing
 * image, as a relative one is) with the file that would end it.
 *
 * @example checkSiteImage('/img/a.png?v=2', { contentDir: '/site/docs', base: '/' }) // { file: '/site/docs/public/img/a.png' }
 * @example checkSiteImage('/nope.png', { contentDir: '/site/docs', base: '/' })
 * // { problem: 'image "/nope.png" not found: docs/public/nope.png does not exist', missing: true, file: '/site/docs/public/nope.png' }
 */
export function checkSiteImage(
  url: string,
  { contentDir, base, ownPublicDir }: SiteImageContext,
): { file?: string } | { problem: string; missing: true; file: string } {
  let written = url.split(/[?#]/, 1)[0];
  try {
    written = decodeURI(written);
  } catch {
    // A lone `%` is a file name like any other.
  }
  const path = posix.resolve('/', written);
  // The base with no trailing slash (`/docs`), as a config may write it either way.
  const prefix = base.replace(/\/+$/, '');
  const paths = prefix && path.startsWith(`${prefix}/`) ? [path, path.slice(prefix.length)] : [path];
  const publicDir = join(contentDir, 'public');
  for (const candidate of paths) {
    const file = publicFileAt(publicDir, candidate);
    if (file) return { file };
    if (ownPublicDir && publicFileAt(ownPublicDir, candidate)) return {};
  }
  const wanted = join(publicDir, paths[paths.length - 1]);
  const problem = `image "${url}" not found: ${relative(process.cwd(), wanted)} does not exist`;
  return { problem, missing: true, file: wanted };
}
