// A fixed single-thread workload timed before the benchmarks, so that figures from different days can be put
// side by side: these machines are shared and their speed changes from day to day (the same commit's cold
// code-heavy build took 3.4 s one day and 5.2 s another), more than most changes move a figure. The work is
// the kind a build does: hashing, JSON, regular expressions over text, Map lookups. Median of 5.
//
//   node bench/machine-speed.mjs    prints the median in ms (lower is faster)
import { createHash } from 'node:crypto';

const WORDS = 'page route search index worker render module chunk outline fragment 文档 搜索'.split(' ');

function workload() {
  const counts = new Map();
  let text = '';
  for (let i = 0; i < 40_000; i++) text += `${WORDS[(i * 7) % WORDS.length]} ${i % 97} `;
  for (let round = 0; round < 6; round++) {
    for (const word of text.split(/\s+/)) counts.set(word, (counts.get(word) ?? 0) + 1);
    const json = JSON.stringify([...counts]);
    JSON.parse(json);
    createHash('sha256').update(text.repeat(8)).digest('hex');
    text.replace(/(\w+) (\d+)/g, (_, word, n) => `${n}:${word}`);
  }
  return counts.size;
}

/** Median ms of 5 runs of the workload, after one to warm up. */
export function machineSpeed() {
  workload();
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    workload();
    runs.push(performance.now() - started);
  }
  return Math.round(runs.sort((a, b) => a - b)[2]);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`machine speed: ${machineSpeed()} ms`);
