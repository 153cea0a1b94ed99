/**
 * Loads the tab script with the first page that has a tab set (`.tabs`, from `<Tabs>` or
 * `<PackageManagerTabs>` in `.mdx` pages), and the island loader with the first page that shows one of the
 * site's own components (`[data-island]`), now or after a client navigation: most sites have neither, so
 * both stay out of the JavaScript every page loads before it is interactive.
 */
export function loadTabsWhenNeeded(): void {
  whenShown('.tabs', () => import('./tabs').then(({ installTabs }) => installTabs()));
  whenShown('[data-island]', () => import('../islands/hydrate-islands').then(({ installIslands }) => installIslands()));
}

function whenShown(selector: string, load: () => unknown): void {
  if (document.querySelector(selector)) {
    load();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    load();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}
