/** What a finished build answers for. */
interface BuildOutcome {
  /** Nothing changed while it ran: its verdict (ok, or its problems) is the content's. */
  current: boolean;
}

export interface BuildQueueHandlers {
  /** Runs one whole-site build; rejects when it fails. */
  build(): Promise<void>;
  /** A build succeeded; `reload`: a change it took in needs the open tabs reloaded. */
  built(outcome: BuildOutcome & { reload: boolean }): void;
  /** A build failed; a reload it owed passes to the next build, which answers for the same change. */
  failed(error: unknown, outcome: BuildOutcome): void;
}

/**
 * The dev server's whole-site builds: one at a time, and a request during a build queues exactly one
 * more (which then takes in every change made meanwhile). Changes are counted, so that a build whose
 * content changed while it ran says so (`current: false`): its verdict is stale, the next build's is not.
 *
 * @example
 * const queue = new BuildQueue({ build, built, failed });
 * queue.schedule(true, 30); // _meta.json changed: build in 30 ms, then reload the tabs
 */
export class BuildQueue {
  private changes = 0;
  private running: Promise<void> | undefined;
  private queued = false;
  private owedReload = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly handlers: BuildQueueHandlers) {}

  /** The content changed: a build running now no longer speaks for it. */
  changed(): void {
    this.changes++;
  }

  /** A change that needs a build `waitMs` from now; a later call before then moves it later still. Nothing once stopped. */
  schedule(reload: boolean, waitMs: number): void {
    this.changed();
    if (this.stopped) return;
    this.owedReload ||= reload;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), waitMs);
  }

  /** Builds now, or once the build running ends; resolves when the build it started (or joined) is done. */
  run(): Promise<void> {
    if (this.running) {
      this.queued = true;
      return this.running;
    }
    this.running = this.buildOnce().finally(() => {
      this.running = undefined;
      if (this.queued && !this.stopped) {
        this.queued = false;
        void this.run();
      }
    });
    return this.running;
  }

  /** Starts no more builds and resolves once the one running (if any) has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.running) await this.running;
  }

  private async buildOnce(): Promise<void> {
    const startedAt = this.changes;
    const reload = this.owedReload;
    this.owedReload = false;
    try {
      await this.handlers.build();
    } catch (error) {
      this.owedReload ||= reload;
      this.handlers.failed(error, { current: startedAt === this.changes });
      return;
    }
    this.handlers.built({ current: startedAt === this.changes, reload });
  }
}
