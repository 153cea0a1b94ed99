/** A page that takes longer than this to load shows the progress bar (spec §4). */
export const PROGRESS_DELAY_MS = 200;

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
        // Spec §9 values; the trickle rate (0.02) is nprogress's own default.
        bar.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
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
