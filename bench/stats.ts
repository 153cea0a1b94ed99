/**
 * Measuring helpers shared by the suites: latency distributions over a query list (tinybench does
 * the scheduling, warm-up and statistics), percentiles, and heap size after a full collection.
 * Loaded in Chromium too (browser/*-probe.ts), so Node globals are touched only inside the heap helpers.
 */
import { Bench } from 'tinybench';

/** A latency distribution; all times in milliseconds. */
export interface Latency {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  samples: number;
  /** Median per query, for finding the slow ones. */
  perQueryMs: Record<string, number>;
}

/** Linear-interpolated percentile of ascending `sorted` (`q` in 0..1); NaN when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

export interface LatencyOptions {
  /** Time budget in ms (tinybench `time`); default 400. */
  time?: number;
  /** Minimum rounds over the whole list; default 20. */
  rounds?: number;
  /** Rounds over the list before measuring; default 2, 0 for none. */
  warmupRounds?: number;
  /** `run` returns a promise; the time runs until it settles. */
  async?: boolean;
}

/** A search to time: synchronous (the engine), or a promise with `async` (a worker round trip). */
export type Run = (query: string) => unknown;

/**
 * Times `run` on each query in turn, round-robin, so that every query weighs the same in the
 * distribution. One sample is one query.
 *
 * @example
 * const latency = await queryLatency('ours en', ['r', 'render'], (q) => engine.search(q, 100));
 * latency.p95Ms; // 0.04
 */
export async function queryLatency(
  name: string,
  queries: readonly string[],
  run: Run,
  options: LatencyOptions = {},
): Promise<Latency> {
  if (!queries.length) throw new Error(`bench: no queries for ${name}`);
  const { time = 400, rounds = 20, warmupRounds = 2 } = options;
  const perQuery = new Map<string, number[]>();
  let next = 0;
  const bench = new Bench({
    name,
    time,
    iterations: queries.length * rounds,
    warmup: warmupRounds > 0,
    warmupIterations: queries.length * warmupRounds,
    warmupTime: 100,
    retainSamples: true,
  });
  const sample = (query: string, took: number) => {
    perQuery.get(query)?.push(took) ?? perQuery.set(query, [took]);
    return { overriddenDuration: took };
  };
  const hooks = {
    // Warm-up samples are not part of the figures; start every query's list afresh.
    beforeAll(mode?: 'run' | 'warmup') {
      if (mode === 'run') {
        perQuery.clear();
        next = 0;
      }
    },
  };
  const take = () => queries[next++ % queries.length];
  if (options.async) {
    bench.add(
      name,
      async () => {
        const query = take();
        const started = performance.now();
        await run(query);
        return sample(query, performance.now() - started);
      },
      { ...hooks, async: true },
    );
  } else {
    bench.add(
      name,
      () => {
        const query = take();
        const started = performance.now();
        run(query);
        return sample(query, performance.now() - started);
      },
      hooks,
    );
  }
  await bench.run();
  const result = bench.tasks[0].result;
  if (result.state !== 'completed') {
    throw new Error(
      `bench: ${name} did not complete (${result.state === 'errored' ? result.error.message : result.state})`,
    );
  }
  const sorted = [...(result.latency.samples ?? [])];
  const medians: Record<string, number> = {};
  for (const [query, times] of perQuery)
    medians[query] = percentile(
      times.sort((a, b) => a - b),
      0.5,
    );
  return {
    p50Ms: result.latency.p50,
    p95Ms: percentile(sorted, 0.95),
    p99Ms: result.latency.p99,
    meanMs: result.latency.mean,
    maxMs: result.latency.max,
    samples: sorted.length,
    perQueryMs: medians,
  };
}

const collect = (globalThis as { gc?: () => void }).gc;

/** Whether heap figures mean anything: node was started with --expose-gc. */
const canMeasureHeap = typeof collect === 'function';

function settledHeap(): number {
  collect?.();
  collect?.();
  return process.memoryUsage().heapUsed;
}

/**
 * Runs `build` and reports how much the heap grew by what it returned (after full collections on
 * both sides, so garbage made while building does not count). Null bytes without --expose-gc.
 */
export function heapDelta<T>(build: () => T): { value: T; bytes: number | null; ms: number } {
  const before = settledHeap();
  const started = performance.now();
  const value = build();
  const ms = performance.now() - started;
  const after = settledHeap();
  return { value, bytes: canMeasureHeap ? after - before : null, ms };
}
