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
import { medianInThreads } from './threads-at-once.mjs';

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

const median = await medianInThreads(timer, Number(threads), Number(runs));
console.log(`${chunk}, ${threads} threads at once: median ${median.toFixed(0)} ms`);
