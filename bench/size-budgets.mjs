// `npm run size` (part of `npm test`, after the build): what readers download, against its budget.
// Prints the breakdown file by file and fails, naming the figure, when one is over.
//
//   npm run size                       the doc page /guide/start/introduction
//   npm run size -- /api/core/esmx     another page
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageWeight } from './page-weight.mjs';

const KB = 1024;
/** Budgets in gzip bytes. Raise one only with a reason in the commit that does. */
const BUDGETS = {
  // The module script of a doc page and every file it imports statically: what runs before it is interactive
  // (69.3 KB: React 19.1's client is ~9 KB smaller than 19.3's, which is why package.json keeps React at ~19.1;
  // 69.1 KB once the search dialog's strings and unused package parts left it). Issue 22's aim is 70 KB.
  js: 70 * KB,
  // The search worker, loaded on the first search (13.3 KB: it reads its shards itself, without FlexSearch, and ranks through typed score tables).
  worker: 20 * KB,
  // The one stylesheet every page links (9.9 KB with code notations' line highlights, diff, focus, error and
  // warning marks in both themes, 0.15 KB of it, and Rspress's colour names for components, 0.2 KB; 7.3 KB
  // since our own styles ship without their comments and indentation, see src/build/our-styles.ts).
  css: 8 * KB,
};

const route = process.argv[2] ?? '/guide/start/introduction';
const page = pageWeight('dist', route);
const workerFile = JSON.parse(readFileSync('.build/worker-manifest.json', 'utf8'))['search-worker'].file;
const worker = gzipSync(readFileSync(join('dist/assets', workerFile)), { level: 9 }).length;

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const rows = [
  ...page.js.map((file) => [`  ${file.url}`, file.gzip, null]),
  [`JavaScript before ${route} is interactive`, page.jsTotal.gzip, BUDGETS.js],
  [`Search worker (${workerFile})`, worker, BUDGETS.worker],
  ['CSS', page.css.gzip, BUDGETS.css],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`${'gzip'.padStart(width + 10)}     budget`);
for (const [label, bytes, budget] of rows) {
  const over = budget !== null && bytes > budget;
  const limit = budget === null ? '' : `${kb(budget).padStart(9)}${over ? '  OVER' : ''}`;
  console.log(`${label.padEnd(width)} ${kb(bytes).padStart(9)}  ${limit}`);
}

const over = rows.filter(([, bytes, budget]) => budget !== null && bytes > budget);
for (const [label, bytes, budget] of over)
  console.error(`size: ${label}: ${kb(bytes)} gzip (${bytes} bytes) is over its budget of ${kb(budget)}`);
if (over.length) process.exit(1);
