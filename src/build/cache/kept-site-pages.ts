import { resolve } from 'node:path';
import type { SitePage } from '../../shared/islands';
import { cacheKey, PageCache } from './page-cache';

/** The entry holding the site's pages as the last build into `outDir` gave them to `usePages()`. */
const keyOf = (outDir: string) => cacheKey('site-pages', resolve(outDir));

/**
 * Keeps the list of the site's pages a build gave the components that call `usePages()`, for the dev server's
 * render of one saved page, which knows no other page: without it, a saved blog index would list none.
 */
export function keepSitePages(store: PageCache, outDir: string, pages: readonly SitePage[]): void {
  store.set(keyOf(outDir), { pages: JSON.stringify(pages) });
}

/** The list the last build into `outDir` kept (see `keepSitePages`); undefined when none, or unreadable. */
export function keptSitePages(cacheDir: string, outDir: string): SitePage[] | undefined {
  const part = new PageCache(cacheDir).get(keyOf(outDir))?.get('pages');
  if (!part) return undefined;
  try {
    const pages: unknown = JSON.parse(part.toString('utf8'));
    return Array.isArray(pages) ? (pages as SitePage[]) : undefined;
  } catch {
    return undefined;
  }
}
