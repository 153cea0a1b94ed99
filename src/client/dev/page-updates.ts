import type { PageData } from '../../shared/types';

/** Window event carrying a page the dev server rendered afresh (`detail`: its `PageData`). */
const PAGE_UPDATE = 'esmx-docs:page-update';

/** Hands a fresh page to whoever shows it; only the dev client calls this. */
export function dispatchPageUpdate(page: PageData): void {
  dispatchEvent(new CustomEvent<PageData>(PAGE_UPDATE, { detail: page }));
}

/**
 * Calls `listener` with every fresh page the dev server sends; returns the unsubscribe function.
 * Outside the dev server nothing sends any, so this costs one idle listener.
 */
export function onPageUpdate(listener: (page: PageData) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<PageData>).detail);
  addEventListener(PAGE_UPDATE, handle);
  return () => removeEventListener(PAGE_UPDATE, handle);
}
