/**
 * The wall time of each stage of one build, in the order they ran (`esmx-docs build --timings`): where a
 * rebuild's seconds go, without a profiler.
 *
 * @example
 * const times = new StageTimes();
 * readTheSources();
 * times.end('sources');
 * times.stages; // [['sources', 293]]
 */
export class StageTimes {
  readonly stages: [stage: string, ms: number][] = [];
  private last = performance.now();

  /** Ends the stage that ran since the last `end` (or since this was made), naming it. */
  end(stage: string): void {
    const now = performance.now();
    this.stages.push([stage, Math.round(now - this.last)]);
    this.last = now;
  }
}
