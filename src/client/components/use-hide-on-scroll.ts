import { useEffect, useState } from 'react';
import { throttle } from '../app/throttle';

/** Scroll handling is throttled to this interval: the navbar only needs the direction of a scroll. */
const NAVBAR_SCROLL_THROTTLE_MS = 200;
/** Below this scroll offset the navbar always shows (it is its own height). */
const TOP_ZONE_PX = 72;

/**
 * For `hideNavbar: 'auto'`: true while the reader scrolls down, false once they scroll up or are
 * near the top. Always false when `enabled` is false (and on the server).
 */
export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      // Equal positions (a scroll that ended where it began) keep the state as it is.
      if (y !== last) setHidden(y > TOP_ZONE_PX && y > last);
      last = y;
    }, NAVBAR_SCROLL_THROTTLE_MS);
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
  return enabled && hidden;
}
