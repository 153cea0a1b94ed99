/** A throttled function: call it as often as events fire; `cancel` drops a pending call. */
export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Runs `fn` at most once per `ms`: the first call of a burst schedules it `ms` later, calls in
 * between are absorbed, and a burst that goes on keeps it running every `ms`. Scroll handlers use
 * it (200 ms for the navbar, 100 ms for the outline), so they read the settled position
 * after the last event rather than every intermediate one.
 *
 * @example
 * const onScroll = throttle(update, 100);
 * addEventListener('scroll', onScroll, { passive: true });
 * // on unmount:
 * removeEventListener('scroll', onScroll);
 * onScroll.cancel();
 */
export function throttle(fn: () => void, ms: number): Throttled {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = (() => {
    timer ??= setTimeout(() => {
      timer = undefined;
      fn();
    }, ms);
  }) as Throttled;
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
