import type { NProgressOptions } from 'nprogress';

/** A page that takes longer than this to load shows the progress bar; a quicker one would only flash it. */
export const PROGRESS_DELAY_MS = 200;

/**
 * The bar's behaviour: a small start and a slow trickle, no spinner. `trickleRate` is not in nprogress's
 * typings, though 0.2 reads it.
 */
export const PROGRESS_SETTINGS: Partial<NProgressOptions> & { trickleRate: number } = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
};

/**
 * Starts the page-load progress bar if loading outlasts `PROGRESS_DELAY_MS`, and returns the
 * function that finishes it. nprogress is imported on first need only, so fast navigations (and
 * the first page) never pay for it.
 */
export function startProgress(): () => void {
  let finished = false;
  let finish: (() => void) | undefined;
  const timer = setTimeout(() => {
    import('nprogress')
      .then(({ default: bar }) => {
        if (finished) return;
        bar.configure(PROGRESS_SETTINGS);
        bar.start();
        finish = () => bar.done();
      })
      .catch(() => undefined);
  }, PROGRESS_DELAY_MS);
  return () => {
    finished = true;
    clearTimeout(timer);
    finish?.();
  };
}
