/** Number formatting for the result tables: one unit style everywhere, so columns compare at a glance. */

/** A duration given in ms, shown in µs below 1 ms, in s from 10 s. */
export function time(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '–';
  if (ms < 1) return `${(ms * 1000).toFixed(ms < 0.01 ? 2 : 1)} µs`;
  if (ms < 10_000) return `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A byte count in KB or MB (1024-based). */
export function bytes(n: number | null | undefined): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  if (Math.abs(n) < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

/** How many times slower `other` is than `ours` ("12.3×"; below 1 means we are slower). */
export function ratio(other: number | null | undefined, ours: number | null | undefined): string {
  if (!other || !ours) return '–';
  const r = other / ours;
  return `${r >= 10 ? r.toFixed(0) : r >= 1 ? r.toFixed(1) : r.toPrecision(2)}×`;
}
