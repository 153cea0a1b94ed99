/**
 * Runs `cleanup` on Ctrl+C (SIGINT), then ends the process the way the signal would have. Without it,
 * Node would exit at once and leave the build's temp folders behind (the old site itself is never at
 * risk: it is only replaced by a rename at the very end).
 *
 * @returns a function that removes the handler, for when the build is over.
 */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  const handler = () => {
    void cleanup()
      .catch(() => undefined)
      .finally(() => process.kill(process.pid, 'SIGINT'));
  };
  process.once('SIGINT', handler);
  return () => process.off('SIGINT', handler);
}
