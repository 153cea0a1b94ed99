// Dev server ready time: from `esmx-docs dev` starting until it answers, cold (no page cache) and warm
// (the cache of the run before), medians of N runs each; and, on the warm server, save → page sent: from
// writing a page until the server has rendered it and pushed it to the tabs (its `updated … in N ms` line).
// The tab's side is tests/e2e/dev-server.spec.ts. The edited page is restored afterwards.
// Usage: node bench/dev-ready.mjs [contentDir=content] [runs=3] [page=en/guide/start/introduction.md]
//        (PORT=… to pick the port, default 4240)
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const BIN = new URL('../bin/esmx-docs.mjs', import.meta.url).pathname;
/** Where the page cache lives (the build's default: under the working directory's node_modules). */
const CACHE = join(process.cwd(), 'node_modules/.cache/esmx-docs');

/**
 * Starts the dev server and resolves to the ms until its first page answered 200; with `page`, then also
 * the ms from saving that file (one line appended) until the server pushed the new page.
 */
export async function readyTime(contentDir, port, page) {
  const started = performance.now();
  const server = spawn(process.execPath, [BIN, 'dev', contentDir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let log = '';
  server.stdout.on('data', (chunk) => {
    log += chunk;
  });
  try {
    let ready;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`esmx-docs dev exited with ${server.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) {
        ready = performance.now() - started;
        break;
      }
      await new Promise((done) => setTimeout(done, 20));
    }
    if (!page) return { ready };
    // The first full build's log line says the watcher is set up and the site is current.
    while (!/built \d+ pages/.test(log)) await new Promise((done) => setTimeout(done, 20));
    const file = join(contentDir, page);
    const original = readFileSync(file, 'utf8');
    const before = log.length;
    const saved = performance.now();
    writeFileSync(file, `${original}\nOne more line, saved by the benchmark.\n`);
    try {
      while (!/updated \S+ in \d+ ms/.test(log.slice(before))) await new Promise((done) => setTimeout(done, 5));
      return { ready, save: performance.now() - saved };
    } finally {
      writeFileSync(file, original);
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
  const page = process.argv[4] ?? 'en/guide/start/introduction.md';
  const port = Number(process.env.PORT) || 4240;
  const cold = [];
  const warm = [];
  const save = [];
  for (let i = 0; i < runs; i++) {
    rmSync(CACHE, { recursive: true, force: true });
    cold.push((await readyTime(contentDir, port)).ready);
    const run = await readyTime(contentDir, port, page);
    warm.push(run.ready);
    save.push(run.save);
  }
  const fmt = (xs) => `median ${(median(xs) / 1000).toFixed(2)} s (${xs.map((t) => (t / 1000).toFixed(2)).join(', ')})`;
  console.log(
    `esmx-docs dev ${contentDir}: ready cold ${fmt(cold)}, warm ${fmt(warm)}; save → page sent ${fmt(save)}; ` +
      `load ${loadavg()[0].toFixed(1)}`,
  );
}
