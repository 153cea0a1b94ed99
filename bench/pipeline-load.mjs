// How long render threads take to load the Markdown pipeline, as a cold build's threads do: `threads`
// Workers importing the pipeline's chunk of the node bundle at once, each timing its own import.
//
//   node bench/pipeline-load.mjs [root] [threads] [runs]
//
// root: a checkout whose .build/ holds the bundles (default this one; another commit's worktree to compare).
// Prints each run's times and the median per thread.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const [root = '.', threads = '2', runs = '5'] = process.argv.slice(2);
const chunks = join(resolve(root), '.build/chunks');
const chunk = readdirSync(chunks).find((file) => file.startsWith('source-page.'));
if (!chunk) throw new Error(`pipeline-load: no source-page chunk in ${chunks}: build the bundles first`);
const url = pathToFileURL(join(chunks, chunk)).href;

const timer = `
  const { parentPort } = await import('node:worker_threads');
  const started = performance.now();
  await import(${JSON.stringify(url)});
  parentPort.postMessage(performance.now() - started);
`;

/** One thread's import time in ms. */
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

const all = [];
for (let run = 0; run < Number(runs); run++) {
  const times = await Promise.all(Array.from({ length: Number(threads) }, loadOnce));
  all.push(...times);
  console.log(`run ${run + 1}: ${times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
}
all.sort((a, b) => a - b);
console.log(`${chunk}, ${threads} threads at once: median ${all[Math.floor((all.length - 1) / 2)].toFixed(0)} ms`);
