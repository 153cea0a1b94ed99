import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { stripDefaultPrefix } from '../../shared/locale';
import type { PageData } from '../../shared/types';
import { entryKey } from '../navigation/history-entry';
import { startProgress } from '../navigation/progress';
import { notFoundPage } from './not-found-page';
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
    const show = (page: PageData) => setView({ page, key, hash, initial });
    const route = loader.find(path);
    const current = shown.current.page;
    if (!route) return show(current.pageType === '404' && current.routePath === path ? current : notFoundPage(path));
    if (route.routePath === current.routePath && current.pageType !== '404') return show(current);

    let live = true;
    const finish = startProgress();
    loader
      .load(route)
      .then(
        (page) => live && show(page),
        (error: unknown) => {
          console.error(error);
          if (live) show(notFoundPage(path));
        },
      )
      .finally(finish);
    return () => {
      live = false;
      finish();
    };
  }, [path, hash, key]);

  return view;
}
