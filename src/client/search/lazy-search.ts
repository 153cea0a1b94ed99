/**
 * The part of search that ships in the main bundle: it only knows how to fetch the rest. The modal
 * (with the hook and comlink) and the worker client are separate chunks, loaded the first time the
 * reader shows interest (hovers or focuses the search button, presses Ctrl/Cmd+K). Before that, an
 * idle page only warms the HTTP cache with the worker script and the index's first file (a small
 * site's list, a large one's manifest): a reader who never searches downloads no shard and no fragment.
 */
import type { IndexSource } from '../../shared/search';

type ModalModule = typeof import('./SearchModal');

let modal: Promise<ModalModule> | null = null;

/** The modal's chunk, fetched once; a failed fetch may be retried by the next call. */
export function loadSearchModal(): Promise<ModalModule> {
  modal ??= import('./SearchModal').catch((error: unknown) => {
    modal = null;
    throw error;
  });
  return modal;
}

/**
 * Fetches the worker script and the index's first file into the HTTP cache (both are immutable,
 * hashed files), so that the first search does not wait for them. Nothing when the reader asked to save
 * data, and once per URL.
 */
export function prefetchSearch(workerUrl: string, source: IndexSource): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  for (const url of [workerUrl, source.url, source.places]) {
    if (!url || prefetched.has(url)) continue;
    prefetched.add(url);
    fetch(url, { priority: 'low' } as RequestInit).catch(() => prefetched.delete(url));
  }
}

const prefetched = new Set<string>();

/**
 * Starts everything search needs without showing anything, on the reader's intent: the modal chunk,
 * the worker, and the first file of the page's index. Safe to call often (every piece is created once).
 */
export function warmSearch(workerUrl: string, source: IndexSource): void {
  loadSearchModal().catch(() => undefined);
  import('./worker-client').then((client) => client.selectIndex(workerUrl, source)).catch(() => undefined);
}

/**
 * Runs `task` when the browser has nothing better to do (a timer where requestIdleCallback is
 * missing, as in Safari). Returns a canceller.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 300);
  return () => clearTimeout(timer);
}
