import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { newEntryKey } from './history-entry';
import { rememberScroll } from './scroll-memory';

/** Navigates in place: `go('/guide/x#a')`, or `go('#a')` for a heading of the current page. */
export type Go = (to: string, options?: { replace?: boolean }) => void;

/**
 * The one way the shell changes the URL. It records the scroll position of the entry being left
 * (back/forward come back to it) and gives the new entry its own key.
 */
export function useGo(): Go {
  const [, navigate] = useLocation();
  // Stable across renders (wouter's navigate is), so listeners holding it are not re-attached.
  return useCallback<Go>(
    (to, options = {}) => {
      rememberScroll();
      const state = { key: newEntryKey() };
      // wouter would prefix the base to a bare '#a'; the History API resolves it against the
      // current URL, which is exactly right for an in-page jump.
      if (to.startsWith('#')) {
        if (options.replace) history.replaceState(state, '', to);
        else history.pushState(state, '', to);
        return;
      }
      navigate(to, { replace: options.replace, state });
    },
    [navigate],
  );
}
