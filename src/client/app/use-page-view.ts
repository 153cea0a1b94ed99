import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { stripDefaultPrefix } from '../../shared/locale';
import { notFoundPage } from '../../shared/not-found-page';
import type { PageData } from '../../shared/types';
import { layoutFor, layoutKind, loadLayout } from '../layouts/registry';
import { entryKey } from '../navigation/history-entry';
import { startProgress } from '../navigation/progress';
import type { PageLoader } from './page-loader';

/** The page on screen and the history entry it was reached by. */
export interface PageView {
  page: PageData;
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
 * Follows the location: finds the route, loads its page chunk (keeping the old page on screen
 * meanwhile), and falls back to the 404 page for unknown paths and failed chunks. A path carrying
 * the default language's prefix (`/en/guide/x`) is replaced by its unprefixed form.
 */
export function usePageView(first: PageData, loader: PageLoader): PageView {
  const [path, navigate] = useLocation();
  const hash = useLocationProperty(currentHash, currentHash);
  const key = useLocationProperty(entryKey, entryKey);
  const [view, setView] = useState<PageView>({ page: first, key, hash, initial: true });
  const shown = useRef(view);
  shown.current = view;
  const booted = useRef(false);

  useEffect(() => {
    const initial = !booted.current;
    booted.current = true;
    const unprefixed = stripDefaultPrefix(path);
    if (unprefixed !== null) {
      navigate(unprefixed + location.search + hash, { replace: true, state: history.state });
      return;
    }
    let live = true;
    let finish = () => {};
    const show = (page: PageData) => {
      const set = () => live && setView({ page, key, hash, initial });
      // A page is shown only together with its layout, so nothing ever suspends or flashes.
      const kind = layoutKind(page);
      if (layoutFor(kind)) set();
      else loadLayout(kind).then(set, (error: unknown) => console.error(error));
    };
    const route = loader.find(path);
    const current = shown.current.page;
    if (!route) {
      show(current.pageType === '404' && current.routePath === path ? current : notFoundPage(path));
    } else if (route.routePath === current.routePath && current.pageType !== '404') {
      show(current);
    } else {
      finish = startProgress();
      loader
        .load(route)
        .then(show, (error: unknown) => {
          console.error(error);
          show(notFoundPage(path));
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
