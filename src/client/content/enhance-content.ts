import { whenShown } from './when-shown';

/**
 * Loads the tab script once a page shows a tab set, and the island loader once a page shows one of the site's
 * own components, now or after a later client navigation; each is fetched only by a page that needs it.
 */
export function enhanceContent(): void {
  whenShown('.tabs', () => import('./tabs').then(({ installTabs }) => installTabs()));
  whenShown('[data-island]', () => import('../islands/hydrate-islands').then(({ installIslands }) => installIslands()));
}
