// `npm run bench`: runs every suite (bench/*.run.ts, through Vitest as a TypeScript loader), then
// prints one report and writes bench/results/latest.json.
//
//   npm run bench                      all suites (about 12 minutes, 10 of them search-vs-pagefind)
//   npm run bench -- query-latency     only suites whose file name contains one of the words
//   npm run bench -- --build           also time `npm run build` (median of 3; slow); or BENCH_BUILD=1
//   npm run bench -- --full            also the slow extras (Rspress on 10,000 pages, 10,000-page
//                                      export comparison, builds of 10,000 pages/lang) and the build time;
//                                      or BENCH_FULL=1
//   npm run bench -- build-scale       builds of generated sites at 40 to 1,000 pages/lang (minutes; part of
//                                      a whole run only with --build or --full)
//   npm run bench -- package           the packed package installed into an empty project (needs the
//                                      registry): install size, --help time, a new site's first build
//   npm run bench -- islands           a generated site with components on a tenth of its pages against the
//                                      same site without: build time, island JS per page (about 3 minutes)
//   npm run bench -- dev-ready         the dev server on the code-heavy generated site (114 pages): start with
//                                      nothing changed and after a change, save → shown in Chromium (about
//                                      3 minutes; part of a whole run only with --full)
//
// Only a complete, passing run replaces latest.json; a partial or failing run only prints.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildTimes } from './build-time.mjs';
import { islandFigures } from './islands-build.mjs';
import { machineSpeed } from './machine-speed.mjs';
import { packageFigures } from './package-install.mjs';
import { pageWeight } from './page-weight.mjs';
import { printTable } from './table.mjs';

const RESULTS = 'bench/results';
/** Print order; a suite not listed here is printed after these. */
const ORDER = [
  'query-latency',
  'result-limit',
  'index-transfer',
  'search-vs-pagefind',
  'relevance',
  'worker-roundtrip',
  'debounce',
  'typing',
  'build-scale',
];

const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('--'));
const full = args.includes('--full') || process.env.BENCH_FULL === '1';
const withBuild = args.includes('--build') || process.env.BENCH_BUILD === '1' || full;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const started = Date.now();
// Other work on the machine skews every figure; the load average is printed and kept with them.
const loadAtStart = loadavg()[0];
// So does the machine's own speed, which changes from day to day: a fixed workload's time is kept with them.
const speedAtStart = machineSpeed();

/** Newest modification time of any file under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return latest;
}

// The browser suites and the page weight measure dist/: (re)build it when it is missing or older
// than the sources, so that the figures are those of the code in the tree.
// build-scale builds its own sites, so a run of it alone needs no dist/.
const selected = readdirSync('bench')
  .filter((f) => f.endsWith('.run.ts'))
  .map((f) => f.slice(0, -'.run.ts'.length))
  .filter((name) => (filters.length ? filters.some((f) => name.includes(f)) : name !== 'build-scale' || withBuild));
const needsDist = selected.some((name) => name !== 'build-scale') || !filters.length;
const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sourcesAt = Math.max(...['src', 'worker', 'content'].map(newest));
if (needsDist && builtAt < sourcesAt) {
  console.log(`bench: dist/ is ${builtAt ? 'older than the sources' : 'missing'}, running npm run build first…`);
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
}

mkdirSync(RESULTS, { recursive: true });
for (const f of readdirSync(RESULTS)) if (f.endsWith('.tmp.json')) rmSync(join(RESULTS, f));

const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'bench/vitest.config.ts',
    '--reporter=dot',
    '--passWithNoTests',
    ...(selected.includes('build-scale') ? [] : ['--exclude', 'bench/build-scale.run.ts']),
    ...filters,
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, BENCH_FULL: full ? '1' : '' },
  },
);

const suites = readdirSync(RESULTS)
  .filter((f) => f.endsWith('.tmp.json'))
  .map((f) => JSON.parse(readFileSync(join(RESULTS, f), 'utf8')))
  .sort((a, b) => (ORDER.indexOf(a.suite) + 1 || 99) - (ORDER.indexOf(b.suite) + 1 || 99));

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();
const meta = {
  date: new Date().toISOString(),
  commit,
  node: process.version,
  cpu: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
  memory: `${Math.round(totalmem() / 1024 ** 3)} GB`,
  full,
  loadAverage: { start: Number(loadAtStart.toFixed(2)), end: Number(loadavg()[0].toFixed(2)) },
  machineSpeedMs: speedAtStart,
};
console.log(
  `\nEsmx docs benchmarks — ${meta.date}, commit ${commit ?? '?'}, Node ${meta.node}, ${meta.cpu}, ${meta.memory}`,
);
const busy = Math.max(meta.loadAverage.start, meta.loadAverage.end) > cpus().length;
console.log(
  `1-minute load average ${meta.loadAverage.start} at the start, ${meta.loadAverage.end} at the end${busy ? ': more than the CPU count, so figures are inflated' : ''}`,
);
console.log(`machine speed (bench/machine-speed.mjs, lower is faster): ${meta.machineSpeedMs} ms\n`);

for (const suite of suites) {
  for (const table of suite.tables) printTable(table);
  for (const note of suite.notes ?? []) console.log(`  note: ${note}`);
  if (suite.tables.length || suite.notes?.length) console.log('');
}

// Figures measured here rather than by a suite, each with the aim its issue set.
const ownTargets = [];

// Page weight: what a reader downloads before a doc page is interactive, and the worker on first search.
let weight = null;
if (!filters.length || filters.some((f) => 'page-weight'.includes(f))) {
  weight = pageWeight('dist');
  const site = JSON.parse(
    /<script id="__SITE__" type="application\/json">([\s\S]*?)<\/script>/.exec(
      readFileSync('dist/index.html', 'utf8'),
    )[1],
  );
  const workerFile = join('dist', site.workerUrl);
  const worker = existsSync(workerFile) ? readFileSync(workerFile) : null;
  weight.worker = worker && { url: site.workerUrl, raw: worker.length, gzip: gzipSync(worker, { level: 9 }).length };
  printTable({
    title: `Page weight of ${weight.route} (dist/ of ${new Date(statSync('dist/index.html').mtimeMs).toISOString()})`,
    columns: ['part', 'raw', 'gzip -9', 'aim'],
    rows: [
      [
        `JavaScript before interactive (${weight.js.length} files)`,
        kb(weight.jsTotal.raw),
        kb(weight.jsTotal.gzip),
        '≤ 70 KB',
      ],
      ['CSS', kb(weight.css.raw), kb(weight.css.gzip), ''],
      ['HTML', kb(weight.html.raw), kb(weight.html.gzip), ''],
      ...(weight.worker
        ? [['search worker (loaded on first search)', kb(weight.worker.raw), kb(weight.worker.gzip), '']]
        : []),
    ],
  });
  console.log('');
}

// The package as a user installs it (bench/package-install.mjs): what it adds, how soon it answers.
let install = null;
if (!filters.length || filters.some((f) => 'package'.includes(f))) {
  console.log('bench: npm pack, npm install into an empty project, init, build…');
  install = packageFigures();
  const ms = ({ median, runs }) => `${median.toFixed(0)} ms (${runs.map((t) => t.toFixed(0)).join(', ')})`;
  printTable({
    title: 'The package, installed into an empty project',
    columns: ['figure', 'measured', 'aim'],
    rows: [
      ['tarball', `${kb(install.tarball.bytes)}, ${install.tarball.files} files`, ''],
      [
        'node_modules after npm install <tgz>',
        `${(install.install.bytes / 1024 ** 2).toFixed(1)} MB, ${install.install.packages} packages`,
        '≤ 60 MB',
      ],
      ['esmx-docs --help, median of 5', ms(install.helpMs), '≤ 300 ms'],
      ['node -e 0 (Node starting), median of 5', ms(install.nodeMs), ''],
      ['first build of the init site, median of 3', ms(install.firstBuildMs), '≤ 3000 ms'],
    ],
  });
  console.log('');
}

// The site's own components (bench/islands-build.mjs): what they add to a build, and to a page's JavaScript.
let islands = null;
if (!filters.length || filters.some((f) => 'islands'.includes(f))) {
  console.log('bench: building a generated site with and without components, 3 runs each…');
  islands = islandFigures();
  const s = ({ median, runs }) =>
    `${(median / 1000).toFixed(2)} s (${runs.map((t) => (t / 1000).toFixed(2)).join(', ')})`;
  printTable({
    title: `Components: ${islands.pages} pages, ${islands.componentPages} of them with two components (--no-cache)`,
    columns: ['figure', 'measured'],
    rows: [
      ['build with components, median of 3', s(islands.withComponents)],
      ['the same pages as plain Markdown, median of 3', s(islands.without)],
      ...islands.islandJs.map((f) => [`island JS: ${f.file}`, `${kb(f.raw)}, gzip ${kb(f.gzip)}`]),
      ['island JS a component page loads, gzip -9', kb(islands.islandJsGzip)],
    ],
  });
  console.log('');
}

// The dev server where writers wait (bench/dev-ready.mjs), on the code-heavy generated site that stands for real
// docs (issue 22's aims): in a folder of its own, whose page cache each cold start deletes.
let dev = null;
if (filters.some((f) => 'dev-ready'.includes(f)) || full) {
  console.log('bench: the dev server on the code-heavy generated site, 3 runs…');
  const { devFigures, median } = await import('./dev-ready.mjs');
  const space = mkdtempSync(join(tmpdir(), 'esmx-dev-bench-'));
  try {
    const site = join(space, 'docs');
    execFileSync(process.execPath, ['bench/generate-site.mjs', '--pages', '57', '--code-heavy', '--out', site]);
    const page = 'en/recipes/module/building-the-router.md';
    dev = await devFigures({ contentDir: site, runs: 3, page, port: Number(process.env.PORT) || 4240, cwd: space });
    const s = (runs) => `${(median(runs) / 1000).toFixed(2)} s (${runs.map((t) => (t / 1000).toFixed(2)).join(', ')})`;
    printTable({
      title: `The dev server, code-heavy generated site (114 pages), ${page} (medians of 3)`,
      columns: ['figure', 'measured', 'aim'],
      rows: [
        ['ready, no cache', s(dev.cold), ''],
        ['ready, nothing changed since the last run', s(dev.warm), '≤ 1 s'],
        ['ready, the page changed since the last run', s(dev.touched), '≤ 1.5 s'],
        ['first save after the start → shown, tab opened then', s(dev.first), '≤ 0.3 s'],
        ['first save after the start → shown, tab left open over the restart', s(dev.reconnected), '≤ 0.3 s'],
        ['later saves → shown', s(dev.shown), ''],
      ],
    });
    const seconds = (name, runs, limit) => {
      const value = median(runs) / 1000;
      ownTargets.push({ name, value, limit, unit: 's', ok: value <= limit });
    };
    seconds('dev server ready, nothing changed (code-heavy 114 pages)', dev.warm, 1);
    seconds('dev server ready after a change (code-heavy 114 pages)', dev.touched, 1.5);
    seconds('dev: first save after the start → shown', [...dev.first, ...dev.reconnected], 0.3);
  } finally {
    rmSync(space, { recursive: true, force: true });
  }
  console.log('');
}

let build = null;
if (withBuild) {
  console.log('bench: timing npm run build, 3 runs…');
  build = buildTimes(3);
  printTable({
    title: 'Build time (npm run build)',
    columns: ['median', 'runs'],
    rows: [[`${(build.median / 1000).toFixed(2)} s`, build.runs.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')]],
  });
  console.log('');
}

if (weight) {
  const gzipKb = weight.jsTotal.gzip / 1024;
  ownTargets.push({
    name: 'doc page JavaScript before load, gzip -9',
    value: gzipKb,
    limit: 70,
    unit: 'KB',
    ok: gzipKb <= 70,
  });
}
const targets = [...suites.flatMap((s) => s.targets ?? []), ...ownTargets];
if (targets.length) {
  const show = (v, unit) => (v === null ? '–' : `${v < 10 ? v.toFixed(2) : v.toFixed(0)} ${unit}`);
  printTable({
    title: 'Figures to aim at',
    columns: ['figure', 'measured', 'aim', ''],
    rows: targets.map((t) => [
      t.name,
      show(t.value, t.unit),
      `≤ ${t.limit} ${t.unit}`,
      t.ok === null ? 'not measured' : t.ok ? 'met' : 'MISSED',
    ]),
  });
  console.log('');
}

const report = {
  meta,
  suites: Object.fromEntries(suites.map(({ suite, ...rest }) => [suite, rest])),
  pageWeight: weight,
  package: install,
  islands,
  dev,
  buildTime: build,
};
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (vitest.status !== 0) {
  console.error(
    `bench: a suite failed (see above) in ${seconds} s; its figures are missing, so bench/results/latest.json was left as it was.`,
  );
  process.exitCode = 1;
} else if (filters.length) {
  console.log(`bench: partial run (${filters.join(', ')}) in ${seconds} s; bench/results/latest.json left as it was.`);
} else {
  writeFileSync(join(RESULTS, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`bench: done in ${seconds} s; wrote ${RESULTS}/latest.json`);
}
