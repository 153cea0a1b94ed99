import { whenShown } from './when-shown';

/**
 * Loads the content scripts with the first page that needs one: a tab set (`.tabs`, from `<Tabs>` or
 * `<PackageManagerTabs>` in `.mdx` pages) or one of the site's own components (`[data-island]`), now or after
 * a client navigation. Most sites have neither, so they stay out of the JavaScript every page loads before it
 * is interactive; enhance-content.ts then loads only the script the page needs.
 */
export function loadTabsWhenNeeded(): void {
  whenShown('.tabs,[data-island]', () => import('./enhance-content').then(({ enhanceContent }) => enhanceContent()));
}
