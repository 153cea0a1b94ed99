import type { RequestKind } from './request-kind';
import { savedKey } from './request-kind';

/** What a response must be to be saved: a whole answer of this origin (no redirect, error or range). */
function saveable(response: Response): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

/** Answered to a navigation offline when the page was never saved: a short note rather than the browser's error. */
function offlinePage(): Response {
  return new Response(
    '<!doctype html><meta charset="utf-8"><title>Offline</title><p>Offline: this page was not saved.</p>',
    {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    },
  );
}

/**
 * The answer to `request` of `kind` (not `pass`) from the network and `cache`, saving what it fetched.
 * The network goes first for pages and unhashed files, so that a reader online always sees the site as
 * deployed now; a hashed file never changes, so its saved copy goes first.
 */
export async function answer(request: Request, kind: Exclude<RequestKind, 'pass'>, cache: Cache): Promise<Response> {
  const key = savedKey(request.url);
  if (kind === 'immutable') {
    const saved = await cache.match(key);
    if (saved) return saved;
  }
  try {
    const response = await fetch(request);
    if (saveable(response)) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const saved = await cache.match(key);
    if (saved) return saved;
    if (kind === 'page') return offlinePage();
    throw error;
  }
}

/**
 * Saves the site's `urls` a page fetched before the worker controlled it, from the HTTP cache where it
 * holds them (so nothing is fetched twice), each at most once.
 */
export async function remember(urls: readonly string[], cache: Cache): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const key = savedKey(url);
      if (await cache.match(key)) return;
      try {
        const response = await fetch(url, { cache: 'force-cache' });
        if (saveable(response)) await cache.put(key, response);
      } catch {
        // Offline meanwhile: the next visit saves it.
      }
    }),
  );
}
