// Times a piece of start-up work in fresh worker threads started together, as a cold build's render threads
// start: used by pipeline-load.mjs and oniguruma-load.mjs.
import { Worker } from 'node:worker_threads';

/**
 * Runs `body` (an ES module's code, which must post one number of milliseconds to its parent) in `threads`
 * fresh Workers at once, `runs` times; prints each run's times and returns the median of them all.
 *
 * @example await medianInThreads("const { parentPort } = await import('node:worker_threads'); parentPort.postMessage(1);", 2, 5)
 */
export async function medianInThreads(body, threads, runs) {
  const once = () =>
    new Promise((done, fail) => {
      const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(body)}`));
      worker.once('message', (ms) => {
        done(ms);
        worker.terminate();
      });
      worker.once('error', fail);
    });
  const all = [];
  for (let run = 0; run < runs; run++) {
    const times = await Promise.all(Array.from({ length: threads }, once));
    all.push(...times);
    console.log(`run ${run + 1}: ${times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  }
  all.sort((a, b) => a - b);
  return all[Math.floor((all.length - 1) / 2)];
}
