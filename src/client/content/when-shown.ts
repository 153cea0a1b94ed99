/**
 * Runs `load` once the page shows an element matching `selector`: at once, or when a client navigation
 * brings one in. Content scripts load this way, fetched only by the pages that need them.
 */
export function whenShown(selector: string, load: () => unknown): void {
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
