const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Runs `cleanup` on Ctrl+C (SIGINT) or SIGTERM, then ends the process the way the signal would have.
 * Without it, Node would exit at once and leave the build's staging and scratch folders and its lock
 * behind (the old site itself is never at risk: it is only replaced by a rename at the very end).
 *
 * @returns a function that removes the handler, for when the build is over.
 */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  const handlers = SIGNALS.map((signal) => {
    const handler = () => {
      stop();
      void cleanup()
        .catch(() => undefined)
        .finally(() => process.kill(process.pid, signal));
    };
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  const stop = () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
  return stop;
}
