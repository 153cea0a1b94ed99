// Runs the benchmark suites (bench/**/*.run.ts). Vitest is only the TypeScript loader and the
// process here: one fork, one file at a time, so suites never compete for the CPU, and `gc()` is
// exposed so that memory is measured after a full collection. `npm run bench` (bench/run.mjs)
// starts this and prints what the suites recorded.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: '.',
    include: ['bench/**/*.run.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // One process for every suite, so the corpus is rendered once.
    isolate: false,
    execArgv: ['--expose-gc'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
