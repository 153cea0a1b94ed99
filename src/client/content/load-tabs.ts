/**
 * Loads the tab script with the first page that has a tab set (`.tabs`, from `<Tabs>` or
 * `<PackageManagerTabs>` in `.mdx` pages), now or after a client navigation: most sites have none, so it
 * stays out of the JavaScript every page loads before it is interactive.
 */
export function loadTabsWhenNeeded(): void {
  const load = () => void import('./tabs').then(({ installTabs }) => installTabs());
  if (document.querySelector('.tabs')) {
    load();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.tabs')) return;
    observer.disconnect();
    load();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}
