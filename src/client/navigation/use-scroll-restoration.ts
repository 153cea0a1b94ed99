import { useEffect, useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from '../a11y/reduced-motion';
import { throttle } from '../app/throttle';
import type { PageView } from '../app/use-page-view';
import { revealInTabs } from '../content/tab-select';
import { hashTarget } from './hash-target';
import { persistScroll, rememberScroll, savedScroll, setCurrentEntry } from './scroll-memory';

/** Wait before scrolling to a hash on a freshly rendered page, so late layout settles. */
const HASH_SCROLL_DELAY_MS = 100;
/** Scroll position recording is throttled to this interval: only the last position of a scroll matters. */
const SCROLL_THROTTLE_MS = 200;

/**
 * Scrolls the heading named by `hash` into view, opening the tabs it is hidden behind; `scroll-margin-top`
 * keeps it below the navbar.
 */
function scrollToHash(hash: string, smooth: boolean): boolean {
  const target = hashTarget(hash);
  if (!target) return false;
  revealInTabs(target);
  target.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' });
  return true;
}

/**
 * Puts the window where each navigation should leave it: back/forward restore the entry's
 * remembered position, a `#hash` scrolls to its heading, any other new page starts at the top.
 * The landing page is left alone (the browser handled its hash) unless a reload saved a position.
 */
export function useScrollRestoration(view: PageView): void {
  const previousPage = useRef(view.page);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onScroll = throttle(rememberScroll, SCROLL_THROTTLE_MS);
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('pagehide', persistScroll);
    return () => {
      onScroll.cancel();
      removeEventListener('scroll', onScroll);
      removeEventListener('pagehide', persistScroll);
    };
  }, []);

  useLayoutEffect(() => {
    const samePage = previousPage.current === view.page;
    previousPage.current = view.page;
    setCurrentEntry(view.key);
    const saved = savedScroll(view.key);
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (view.initial) return;
    if (!view.hash) {
      window.scrollTo(0, 0);
      return;
    }
    if (samePage) {
      scrollToHash(view.hash, true);
      return;
    }
    window.scrollTo(0, 0);
    const timer = setTimeout(() => scrollToHash(view.hash, false), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view]);
}
