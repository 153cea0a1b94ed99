// What a user of the package gets: `npm pack` here, `npm install <tgz>` into an empty project (from the
// registry), then the size of that project's node_modules, how long `esmx-docs --help` takes, and the first
// build of the site `esmx-docs init` makes (no cache, no dist/: what a new user waits for).
// Usage: node bench/package-install.mjs [other packages to compare, e.g. @rspress/core vitepress]
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * A user's shell: none of the npm_* variables `npm run bench` passes down, one of which (npm_config_local_prefix)
 * would make `npm install` in the temp project install into this repository.
 */
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Bytes of every file under `dir` (symbolic links not followed) and the packages in it: folders with a
 * package.json right under a node_modules (or a scope in one).
 */
function weigh(dir) {
  let bytes = 0;
  let packages = 0;
  // esbuild's install links its binary into a second place: a file with two names takes its bytes once.
  const seen = new Set();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile()) continue;
    const { ino, size } = lstatSync(path);
    if (!seen.has(ino)) bytes += size;
    seen.add(ino);
    if (entry.name === 'package.json' && /node_modules[\\/](@[^\\/]+[\\/])?[^@\\/][^\\/]*$/.test(entry.parentPath))
      packages++;
  }
  return { bytes, packages };
}

/** An empty project with `spec` installed: its folder and the install's wall time. */
function install(spec) {
  const project = mkdtempSync(join(tmpdir(), 'esmx-docs-install-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'bench', private: true, type: 'module' }));
  const started = performance.now();
  execFileSync('npm', ['install', spec, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project, env });
  return { project, seconds: (performance.now() - started) / 1000 };
}

/** Times `node <bin> …args` (or `node -e …`) in `cwd`, `runs` times, each after `before()`; the median in ms. */
function time(cwd, bin, args, runs, before = () => {}) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    before();
    const started = performance.now();
    execFileSync(process.execPath, [bin, ...args], { cwd, stdio: 'ignore' });
    times.push(performance.now() - started);
  }
  return { median: median(times), runs: times };
}

/** The package's own figures, then those of each package named in `others` (installed the same way). */
export function packageFigures(others = []) {
  const packed = mkdtempSync(join(tmpdir(), 'esmx-docs-pack-'));
  const [tarball] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', packed], {
      encoding: 'utf8',
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const { project, seconds } = install(join(packed, tarball.filename));
  const bin = join(project, 'node_modules/esmx-docs/bin/esmx-docs.mjs');
  const help = time(project, bin, ['--help'], 5);
  // Node's own start, for scale: on a busy machine it is most of what --help takes.
  const node = time(project, '-e', ['0'], 5);
  execFileSync(process.execPath, [bin, 'init', 'docs'], { cwd: project, stdio: 'ignore' });
  const fresh = () => {
    for (const dir of ['dist', 'node_modules/.cache']) rmSync(join(project, dir), { recursive: true, force: true });
  };
  const firstBuild = time(project, bin, ['build', 'docs'], 3, fresh);
  const figures = {
    tarball: { bytes: tarball.size, unpacked: tarball.unpackedSize, files: tarball.entryCount },
    install: { ...weigh(join(project, 'node_modules')), seconds },
    helpMs: help,
    nodeMs: node,
    firstBuildMs: firstBuild,
    others: others.map((spec) => {
      const other = install(spec);
      const weight = weigh(join(other.project, 'node_modules'));
      rmSync(other.project, { recursive: true, force: true });
      return { spec, ...weight, seconds: other.seconds };
    }),
  };
  rmSync(project, { recursive: true, force: true });
  rmSync(packed, { recursive: true, force: true });
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(packageFigures(process.argv.slice(2)), null, 2));
}
