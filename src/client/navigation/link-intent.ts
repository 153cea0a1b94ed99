import { stripBase } from '../../shared/base-path';

/** What activating a link should do. */
export type LinkIntent =
  /** Leave it to the browser (new tab requested, download, another base, a file, …). */
  | { kind: 'ignore' }
  /** Another site: open it in a new tab. */
  | { kind: 'external'; url: string }
  /** A page of this site: navigate in place. `to` is a route path plus search and hash. */
  | { kind: 'page'; to: string; path: string }
  /** A heading of the current page: scroll to it. */
  | { kind: 'hash'; to: string };

/** The facts about one click (or hover) on an `<a>`, read from the DOM by the caller. */
export interface LinkActivation {
  /** `anchor.href`: already resolved against the document. */
  href: string;
  target: string | null;
  download: boolean;
  /** Ctrl, Meta, Shift or Alt held, or a button other than the main one. */
  modified: boolean;
  /** `location.href` of the document. */
  current: string;
  base: string;
}

// A path ending in an extension other than .html names a file (PDF, image, zip), not a page; one of digits alone
// ends a page's name (`/guide/release-notes/v3.0`), as the build reads its links.
const FILE_PATH = /\.(?!html?$)(?=[a-z0-9]{1,8}$)[0-9]*[a-z]/i;

/**
 * Decides how the shell handles a link, so one delegated handler can serve the navbar, the
 * sidebar and every link inside the prerendered page HTML alike. Unparseable hrefs are ignored
 * (the browser then does whatever it does).
 *
 * @example
 * linkIntent({ href: 'https://esmx.dev/guide/x#a', target: null, download: false, modified: false,
 *   current: 'https://esmx.dev/', base: '/' }) // { kind: 'page', to: '/guide/x#a', path: '/guide/x' }
 */
export function linkIntent(link: LinkActivation): LinkIntent {
  if (link.modified || link.download) return { kind: 'ignore' };
  if (link.target && link.target !== '_self') return { kind: 'ignore' };
  let url: URL;
  let here: URL;
  try {
    url = new URL(link.href, link.current);
    here = new URL(link.current);
  } catch {
    return { kind: 'ignore' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'ignore' };
  if (url.origin !== here.origin) return { kind: 'external', url: url.href };
  const path = stripBase(url.pathname, link.base);
  if (path === null || FILE_PATH.test(path)) return { kind: 'ignore' };
  const samePage = url.pathname === here.pathname && url.search === here.search;
  if (samePage && url.hash) return { kind: 'hash', to: url.hash };
  return { kind: 'page', to: path + url.search + url.hash, path };
}
