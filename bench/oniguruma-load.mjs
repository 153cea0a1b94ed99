// How long a render thread takes to start shiki's Oniguruma engine from the node bundle, as each thread does
// on its first code block: `threads` Workers at once, each timing `createOnigurumaEngine` on the bundle's
// engine module (the file read beside the chunks since 2026-12-04, shiki's inline base64 module before).
//
//   node bench/oniguruma-load.mjs [root] [threads] [runs]
//
// root: a checkout whose .build/ holds the bundles (default this one; another commit's worktree to compare).
// Prints each run's times, then the median.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const [root = '.', threads = '2', runs = '7'] = process.argv.slice(2);
const chunks = join(resolve(root), '.build/chunks');
const chunk = readdirSync(chunks).find((file) => /^(_oniguruma-file|wasm)\.[^.]+\.mjs$/.test(file));
if (!chunk) throw new Error(`oniguruma-load: no engine chunk in ${chunks}: build the bundles first`);
const engineModule = pathToFileURL(join(chunks, chunk)).href;
const shiki = import.meta.resolve('shiki/engine/oniguruma');

const timer = `
  const { parentPort } = await import('node:worker_threads');
  const { createOnigurumaEngine } = await import(${JSON.stringify(shiki)});
  const started = performance.now();
  const engine = await createOnigurumaEngine(import(${JSON.stringify(engineModule)}));
  engine.createScanner(['a+']);
  parentPort.postMessage(performance.now() - started);
`;

/** One thread's time in ms, from the engine's import to its first scanner. */
function loadOnce() {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(timer)}`));
    worker.once('message', (ms) => {
      done(ms);
      worker.terminate();
    });
    worker.once('error', fail);
  });
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const all = [];
for (let run = 0; run < Number(runs); run++) {
  const times = await Promise.all(Array.from({ length: Number(threads) }, loadOnce));
  all.push(...times);
  console.log(`run ${run + 1}: ${times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
}
console.log(`${chunk}, ${threads} threads at once: median ${median(all).toFixed(0)} ms`);
