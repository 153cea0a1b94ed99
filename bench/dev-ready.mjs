// Dev server ready time: from `esmx-docs dev` starting until it answers, cold (no page cache) and warm
// (the cache of the run before), medians of N runs each. Also the save-to-tab latency is timed by the
// server's own log, not here: see tests/e2e/dev-server.spec.ts for the behaviour.
// Usage: node bench/dev-ready.mjs [contentDir=content] [runs=3]   (PORT=… to pick the port, default 4240)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const BIN = new URL('../bin/esmx-docs.mjs', import.meta.url).pathname;
/** Where the page cache lives (the build's default: under the working directory's node_modules). */
const CACHE = join(process.cwd(), 'node_modules/.cache/esmx-docs');

/** Starts the dev server and resolves to the ms until its first page answered 200. */
export async function readyTime(contentDir, port) {
  const started = performance.now();
  const server = spawn(process.execPath, [BIN, 'dev', contentDir, '--port', String(port)], { stdio: 'ignore' });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`esmx-docs dev exited with ${server.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((done) => setTimeout(done, 20));
    }
  } finally {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (import.meta.url === `file://${process.argv[1]}`) {
  const contentDir = process.argv[2] ?? 'content';
  const runs = Number(process.argv[3]) || 3;
  const port = Number(process.env.PORT) || 4240;
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    rmSync(CACHE, { recursive: true, force: true });
    cold.push(await readyTime(contentDir, port));
    warm.push(await readyTime(contentDir, port));
  }
  const fmt = (xs) => `median ${(median(xs) / 1000).toFixed(2)} s (${xs.map((t) => (t / 1000).toFixed(2)).join(', ')})`;
  console.log(
    `esmx-docs dev ${contentDir}: ready cold ${fmt(cold)}, warm ${fmt(warm)}; load ${loadavg()[0].toFixed(1)}`,
  );
}
