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
import { medianInThreads } from './threads-at-once.mjs';

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

const median = await medianInThreads(timer, Number(threads), Number(runs));
console.log(`${chunk}, ${threads} threads at once: median ${median.toFixed(0)} ms`);
