import { useEffect, useState } from 'react';

/** Scroll handling is throttled to this interval (spec §9). */
const THROTTLE_MS = 200;
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      const y = window.scrollY;
      setHidden(y > TOP_ZONE_PX && y > last);
      last = y;
    };
    const onScroll = () => {
      timer ??= setTimeout(check, THROTTLE_MS);
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
  return enabled && hidden;
}
