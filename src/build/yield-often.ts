/**
 * Lets a long loop on the build's main thread give the event loop a turn every few milliseconds. The
 * render workers get their next task only when this thread handles their last result: a loop that yields
 * every N items instead starved them when each task took a millisecond (pages restored from the cache)
 * and the loop's items took several.
 *
 * @example
 * const breathe = yieldOften();
 * for (const doc of docs) { index(doc); await breathe(); }
 */
export function yieldOften(everyMs = 8): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < everyMs) return;
    await new Promise((done) => setImmediate(done));
    last = performance.now();
  };
}
