import type { RememberMessage, ShellQuery } from '../../shared/offline-protocol';
import { showUpdateNote } from './update-note';

/** How often an open tab asks whether the site was deployed again (besides when it becomes visible). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers the site's service worker (`url`, scope `base`) once the page has loaded, so that nothing of
 * it delays the page, and hands it what this page fetched before the worker controlled it: the page, its
 * scripts and the search files it already has then work offline. When a worker of a newer shell takes the
 * page over (a deploy with new scripts or styles), the page, still running the old ones, shows a note
 * offering to reload.
 */
export async function registerOffline(url: string, base: string): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((loaded) => addEventListener('load', loaded, { once: true }));
  const workers = navigator.serviceWorker;
  const registration = await workers.register(url, { scope: base });
  workers.addEventListener('controllerchange', () => {
    void runsOldShell(workers.controller).then((old) => old && showUpdateNote());
  });
  const ready = await workers.ready;
  const message: RememberMessage = { type: 'remember', urls: fetchedHere() };
  ready.active?.postMessage(message);
  // A tab left open for hours still learns of a deploy: the browser itself checks on navigations only.
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  setInterval(check, UPDATE_CHECK_MS);
}

/** This page and what it fetched from its own origin so far (scripts, styles, JSON, prefetched search files). */
function fetchedHere(): string[] {
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [location.href, ...resources].filter((href) => new URL(href).origin === location.origin);
}

/** True when `worker` serves a shell that lacks this page's main script or stylesheet. */
async function runsOldShell(worker: ServiceWorker | null): Promise<boolean> {
  if (!worker) return false;
  const channel = new MessageChannel();
  const answer = new Promise<string[]>((resolve) => {
    channel.port1.onmessage = (event) => resolve(event.data as string[]);
  });
  const query: ShellQuery = { type: 'shell' };
  worker.postMessage(query, [channel.port2]);
  const shell = new Set(await answer);
  const own = [
    document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src,
    document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href,
  ];
  return own.some((href) => href !== undefined && !shell.has(new URL(href).pathname));
}
