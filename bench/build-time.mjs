// Wall time of a whole `npm run build` (rollup bundles + content build), median of N runs.
// Usage: node bench/build-time.mjs [runs=3]
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export function buildTimes(runs = 3) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { runs: times, median: sorted[Math.floor(sorted.length / 2)] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runs, median } = buildTimes(Number(process.argv[2]) || 3);
  console.log(
    `npm run build: median ${(median / 1000).toFixed(2)} s over ${runs.length} runs (${runs.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
  );
}
