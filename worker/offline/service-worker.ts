/**
 * The site's service worker (`<base>sw.js`, production builds only): saves the shell on install, then
 * every page, script and search file of the site readers fetch, so that a reader who opened the site can
 * open the pages they visited and search offline. Pages and unhashed files come from the network while
 * there is one (a new deploy shows on the next navigation); a new shell replaces the worker at once and
 * drops the old saved copies (see register-offline.ts for the note pages show then).
 */
import {
  OFFLINE_GLOBAL,
  type OfflineConfig,
  type RememberMessage,
  type ShellQuery,
} from '../../src/shared/offline-protocol';
import { requestKind } from './request-kind';
import { answer, remember } from './strategies';

declare const self: ServiceWorkerGlobalScope & { [OFFLINE_GLOBAL]: OfflineConfig };
const config = self[OFFLINE_GLOBAL];
// Per base too: two sites under one origin keep their own copies.
const prefix = `esmx-docs ${config.base} `;
const name = prefix + config.version;
const open = () => caches.open(name);

self.addEventListener('install', (event) => {
  event.waitUntil(open().then((cache) => cache.addAll(config.shell)));
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  const dropOld = caches
    .keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith(prefix) && n !== name).map((n) => caches.delete(n))));
  event.waitUntil(dropOld.then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, self.location.origin, config.base);
  if (kind !== 'pass') event.respondWith(open().then((cache) => answer(event.request, kind, cache)));
});

self.addEventListener('message', (event) => {
  const message = event.data as RememberMessage | ShellQuery | undefined;
  if (message?.type === 'shell') {
    event.ports[0]?.postMessage(config.shell);
    return;
  }
  if (message?.type !== 'remember' || !Array.isArray(message.urls)) return;
  const origin = self.location.origin;
  const urls = message.urls.filter(
    (url) => requestKind({ method: 'GET', mode: 'cors', url }, origin, config.base) !== 'pass',
  );
  event.waitUntil(open().then((cache) => remember(urls, cache)));
});
