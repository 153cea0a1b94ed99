/**
 * Waits for each saved file to settle before acting on it: an editor's save comes as a burst of events
 * (truncate, write, its temp files), and each file has its own wait, so two pages saved together are
 * both handled, once each.
 *
 * @example
 * const saves = new SaveDebounce(30, (file) => void update(file));
 * saves.saved('content/en/a.md'); // update runs 30 ms after the last event for that file
 */
export class SaveDebounce {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly settleMs: number,
    private readonly settled: (file: string) => void,
  ) {}

  /** An event for `file`: its wait starts over. */
  saved(file: string): void {
    clearTimeout(this.timers.get(file));
    this.timers.set(
      file,
      setTimeout(() => {
        this.timers.delete(file);
        this.settled(file);
      }, this.settleMs),
    );
  }

  /** Drops every wait: the files still settling are not handled. */
  cancel(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
