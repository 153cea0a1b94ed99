import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import type { Locales } from '../../shared/locale';
import { isGeneratedNotFound, isNotFoundPage, notFoundPage, notFoundRoute } from '../../shared/not-found-page';
import type { PageData, SidebarItem } from '../../shared/types';
import { onPageUpdate } from '../dev/page-updates';
import { layoutFor, layoutKind, loadLayout } from '../layouts/registry';
import { entryKey } from '../navigation/history-entry';
import { startProgress } from '../navigation/progress';
import { FileNotServed } from './json-cache';
import type { LoadedPage, PageLoader } from './page-loader';
import { samePath } from './route-table';

/** The page on screen and the history entry it was reached by. */
export interface PageView {
  page: PageData;
  /** The sidebar of the page's section; empty without one. */
  sidebar: SidebarItem[];
  /** Key of the history entry (see history-entry.ts); null on the server. */
  key: string | null;
  /** `location.hash` when the view was shown, `''` without one. */
  hash: string;
  /** True until the first navigation: the prerendered page, which the browser already scrolled. */
  initial: boolean;
}

// Neither hash nor key changes what is rendered, only what effects do, so the browser may read
// the real values during hydration without any risk of a mismatch.
const currentHash = () => (typeof location === 'undefined' ? '' : location.hash);

/**
 * Follows the location: finds the route, loads its page and sidebar chunks (keeping the old page on screen
 * meanwhile), and falls back to the 404 page for unknown paths (the language's own where the site has one)
 * and failed chunks. A path carrying the default language's prefix (`/en/guide/x`) is replaced by its
 * unprefixed form.
 */
export function usePageView(first: LoadedPage, loader: PageLoader, locales: Locales): PageView {
  const [path, navigate] = useLocation();
  const hash = useLocationProperty(currentHash, currentHash);
  const key = useLocationProperty(entryKey, entryKey);
  const [view, setView] = useState<PageView>({ ...first, key, hash, initial: true });
  const shown = useRef(view);
  shown.current = view;
  const booted = useRef(false);

  // The dev server's fresh render of the page on screen replaces it in place: same history entry, and,
  // as for the landing page, the scroll position is left where the reader has it.
  useEffect(
    () =>
      onPageUpdate((page) => {
        const current = shown.current;
        if (page.routePath !== current.page.routePath) return;
        // The server renders the page alone; the section's sidebar chunk, and an overview's headers of the
        // section's pages, are the ones already at hand.
        const { sidebarChunk, overview } = current.page;
        setView({ ...current, page: { ...page, sidebarChunk, ...(overview ? { overview } : {}) }, initial: true });
      }),
    [],
  );

  useEffect(() => {
    const initial = !booted.current;
    booted.current = true;
    const unprefixed = locales.stripDefaultPrefix(path);
    if (unprefixed !== null) {
      navigate(unprefixed + location.search + hash, { replace: true, state: history.state });
      return;
    }
    let live = true;
    let finish = () => {};
    const show = ({ page, sidebar }: LoadedPage) => {
      const set = () => live && setView({ page, sidebar, key, hash, initial });
      // A page is shown only together with its layout, so nothing ever suspends or flashes.
      const kind = layoutKind(page);
      if (layoutFor(kind)) set();
      else loadLayout(kind).then(set, (error: unknown) => console.error(error));
    };
    const current = shown.current;
    const lang = locales.langOf(path);
    const ownRoute = notFoundRoute(lang, locales.defaultLang);
    const ours = (): LoadedPage => ({ page: notFoundPage(path, lang), sidebar: [] });
    // The 404 page of an unknown path: its language's own (its `404.md`) where the site has one, else ours.
    const notFound = async (): Promise<LoadedPage> => {
      const { page } = current;
      if (isGeneratedNotFound(page) ? page.routePath === path : page.routePath === ownRoute) return current;
      const route = await loader.resolve(ownRoute);
      return route ? loader.load(route) : ours();
    };
    if (samePath(path, current.page.routePath) && current.page.pageType !== '404') {
      show(current);
    } else if (initial && isNotFoundPage(current.page, locales.defaultLang)) {
      // The server answered this URL with its 404 page: no need to ask the route table again.
      show(isGeneratedNotFound(current.page) ? ours() : current);
    } else {
      finish = startProgress();
      loader
        .resolve(path)
        .then((route) => (route ? loader.load(route) : notFound()))
        .then(show, (error: unknown) => {
          // A route table or page chunk the server no longer has: the site was built again since this tab
          // loaded (a new deploy, the dev server's rebuild), and its files have new names. The page is loaded
          // from the server, which knows them; it comes prerendered, so no file is asked for again.
          if (error instanceof FileNotServed && error.status === 404) {
            location.assign(location.href);
            return;
          }
          // Ours needs nothing fetched: the site's own 404 page might fail the same way.
          console.error(error);
          show(ours());
        })
        .finally(finish);
    }
    return () => {
      live = false;
      finish();
    };
  }, [path, hash, key]);

  return view;
}
