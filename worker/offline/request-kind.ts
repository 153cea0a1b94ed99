import { isHashedAsset, SERVICE_WORKER_FILE } from '../../src/shared/offline-protocol';

/**
 * How the service worker answers a request:
 * - `page`: a navigation; the network first (a new deploy shows at once), the saved copy offline;
 * - `immutable`: a hashed file; the saved copy first, else the network (and saved);
 * - `fresh`: any other file of the site (the site index, a Markdown twin); the network first, the saved copy offline;
 * - `pass`: not for the worker (another origin, outside the site, not a GET, the worker's own script).
 */
export type RequestKind = 'page' | 'immutable' | 'fresh' | 'pass';

/**
 * @example
 * requestKind({ method: 'GET', mode: 'navigate', url: 'https://x.dev/docs/guide/a' }, 'https://x.dev', '/docs/') // 'page'
 */
export function requestKind(
  request: Pick<Request, 'method' | 'mode' | 'url'>,
  origin: string,
  base: string,
): RequestKind {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin || !url.pathname.startsWith(base)) return 'pass';
  const path = url.pathname.slice(base.length);
  if (path === SERVICE_WORKER_FILE) return 'pass';
  if (request.mode === 'navigate') return 'page';
  return isHashedAsset(path) ? 'immutable' : 'fresh';
}

/** The key a response is saved under: the URL without query and fragment (`?x` does not change a page). */
export function savedKey(url: string): string {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}
