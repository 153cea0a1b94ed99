/**
 * The part of search that ships in the main bundle: it only knows how to fetch the rest. The modal
 * (with the hook and comlink) and the worker client are separate chunks, loaded the first time the
 * reader shows interest (hovers or focuses the search button, presses Ctrl/Cmd+K) or the browser
 * is idle, so the first search rarely waits for a download.
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
 * Starts everything search needs without showing anything: the modal chunk, the worker, and the
 * index of the page's language. Safe to call often (every piece is created once).
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
