import { hydrateRoot } from 'react-dom/client';
import type { PageData, SidebarItem, SiteData } from '../shared/types';
import { App } from './app/App';
import { loadTabsWhenNeeded } from './content/load-tabs';
import { layoutKind, loadLayout } from './layouts/registry';
import { adoptEntry } from './navigation/history-entry';
import { loadPersistedScroll, rememberScroll } from './navigation/scroll-memory';

function readJson<T>(id: string, fallback?: T): T {
  const script = document.getElementById(id);
  if (script?.textContent) return JSON.parse(script.textContent) as T;
  if (fallback !== undefined) return fallback;
  throw new Error(`esmx-docs: missing <script id="${id}"> in the page`);
}

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('esmx-docs: missing <div id="root"> in the page');
  const site = readJson<SiteData>('__SITE__');
  const page = readJson<PageData>('__PAGE__');
  // Only pages in a section with a sidebar carry one.
  const sidebar = readJson<SidebarItem[]>('__SIDEBAR__', []);
  // The page HTML ships once, inside the prerendered markup; the JSON copy leaves it empty.
  const prerendered = root.querySelector('[data-page-html]');
  if (prerendered) page.html = prerendered.innerHTML;
  const ssrPath = root.querySelector<HTMLElement>('[data-ssr-path]')?.dataset.ssrPath ?? page.routePath;

  // The home, 404 and overview layouts live in their own chunks: fetch the one needed before hydrating.
  await loadLayout(layoutKind(page));
  adoptEntry();
  loadPersistedScroll();
  // Registered before the router subscribes, so the page being left is measured before it changes.
  addEventListener('popstate', rememberScroll);
  hydrateRoot(root, <App site={site} page={page} sidebar={sidebar} ssrPath={ssrPath} />, {
    onRecoverableError: (error) => console.error('esmx-docs: hydration', error),
  });
  // After hydration, so the prerendered content React adopts is exactly the build's.
  loadTabsWhenNeeded();
  // Offline reading: the module registers the service worker once the page has loaded.
  const { serviceWorker } = site;
  if (serviceWorker && 'serviceWorker' in navigator)
    import('./offline/register-offline')
      .then((module) => module.registerOffline(serviceWorker, site.config.base))
      .catch((error: unknown) => console.error('esmx-docs: offline reading', error));
}

boot().catch((error: unknown) => console.error(error));
