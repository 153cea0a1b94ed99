/**
 * What the build tells the site's service worker, and what pages tell it: the offline contract. The build
 * writes `<base>sw.js` as one line setting `self[OFFLINE_GLOBAL]` to an `OfflineConfig`, then the
 * service worker's bundle (worker/offline/), so that a deploy whose shell changed changes the file and the
 * browser installs the new worker.
 */

/** The file name of the service worker, at the root of the site (under `base`), which is its scope. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The global `sw.js` sets before the worker's code runs. */
export const OFFLINE_GLOBAL = '__ESMX_OFFLINE__';

/**
 * @example
 * { version: '1a2b3c4d', base: '/docs/', shell: ['/docs/assets/main.Bx3k_9aQ.js', '/docs/assets/style.1a2b3c4d.css'] }
 */
export interface OfflineConfig {
  /** Changes with the shell (and the worker's own code): names the cache, so a new shell starts a new one. */
  version: string;
  /** The site's URL prefix, with leading and trailing slash: the worker's scope. */
  base: string;
  /** What every page runs with (the main script, the chunks it imports, the stylesheet), cached on install. */
  shell: string[];
}

/**
 * A page's message to the worker: cache these URLs of this site, which the page fetched before the
 * worker controlled it (the page itself, its scripts, its search files); the worker takes them from the
 * HTTP cache where it can, and fetches nothing a page did not.
 */
export interface RememberMessage {
  type: 'remember';
  urls: string[];
}

/**
 * A page's question to the worker that just took it over: which shell do you serve? Answered with the
 * config's `shell` on the port the message carries. A page whose own main script or stylesheet is not
 * in it runs an older shell than the site now has.
 */
export interface ShellQuery {
  type: 'shell';
}

/**
 * Whether a path of the site (after `base`) names a file whose name carries its content hash
 * (`assets/main.Bx3k_9aQ.js`, `static/chunks/guide.1a2b3c4d.json`): it never changes, so a copy is
 * as good as the network's. The static server's year-long caching follows the same rule.
 *
 * @example
 * isHashedAsset('assets/main.Bx3k_9aQ.js') // true
 * isHashedAsset('static/site-index.json') // false
 */
export function isHashedAsset(path: string): boolean {
  return /^(assets|static)\/.*\.[\w-]{8}\.[a-z]+$/.test(path);
}
