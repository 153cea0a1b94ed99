// The generator's Rollup bundles, made once and kept until their own sources change. Building content
// never waits on Rollup: a bundle is rebuilt only when a file it was made from (its modules, its tsconfig,
// rollup.config.mjs, package-lock.json for everything under node_modules) hashes differently.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const NAMES = ['client', 'worker', 'dev', 'offline', 'node'];
/** Inputs of every bundle: the config that defines them and the lock file that pins every dependency. */
const SHARED_INPUTS = ['rollup.config.mjs', 'package-lock.json'];

/**
 * Makes sure every bundle in `<root>/.build/` is up to date, rebuilding only the stale ones.
 * Resolves to the names of the bundles it rebuilt (empty when everything was fresh: Rollup not even loaded).
 *
 * @param {{ root?: string, names?: string[], log?: (line: string) => void }} [options]
 * @returns {Promise<string[]>}
 * @example
 * await ensureBundles(); // [] when nothing changed since the last run
 */
export async function ensureBundles({ root = PACKAGE_ROOT, names = NAMES, log = () => {} } = {}) {
  if (names.every((name) => isFresh(root, name))) return [];
  const release = await lock(root);
  try {
    // Another process may have rebuilt them while this one waited for the lock.
    const stale = names.filter((name) => !isFresh(root, name));
    if (stale.length === 0) return [];
    // Without a record of what an earlier run wrote, stale files could linger and ship: start clean.
    const unknown = names.some((name) => readStamp(root, name) === undefined);
    const rebuild = unknown ? names : stale;
    if (unknown) rmSync(join(root, '.build'), { recursive: true, force: true });
    // @rollup/plugin-typescript takes the working directory as the base of the compiler options it is given
    // (when the config is loaded): bundle from the generator's root, whatever folder `esmx-docs` started in.
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const { bundles } = await import(pathToFileURL(join(root, 'rollup.config.mjs')).href);
      const { rollup } = await import('rollup');
      for (const name of rebuild) {
        const bundle = bundles.find((b) => b.name === name);
        if (!bundle) throw new Error(`esmx-docs: rollup.config.mjs defines no bundle named "${name}"`);
        log(`esmx-docs: bundling ${name}…`);
        await buildOne(root, bundle, rollup);
      }
    } finally {
      process.chdir(cwd);
    }
    return rebuild;
  } finally {
    release();
  }
}

async function buildOne(root, { name, options, extraInputs = [] }, rollup) {
  const old = readStamp(root, name);
  rmSync(stampFile(root, name), { force: true });
  for (const file of old?.outputs ?? []) rmSync(join(root, file), { force: true });

  const startedAt = Date.now();
  const build = await rollup({ ...options, onLog: quietLog });
  const { output } = await build.write(options.output);
  const modules = build.watchFiles.filter((id) => isAbsolute(id) && !id.split(sep).includes('node_modules'));
  await build.close();

  const entries = {};
  for (const chunk of output)
    if (chunk.type === 'chunk' && chunk.isEntry) entries[chunk.name] = { file: chunk.fileName, imports: chunk.imports };
  const manifest = `.build/${name}-manifest.json`;
  writeFileSync(join(root, manifest), JSON.stringify(entries, null, 2));

  const outDir = relative(root, options.output.dir);
  const inputs = [...new Set([...SHARED_INPUTS, ...extraInputs, ...modules.map((id) => toPosix(relative(root, id)))])];
  const outputs = [manifest, ...output.map((file) => toPosix(join(outDir, file.fileName)))];
  // Written last: a run that dies half-way leaves no stamp, so the next run rebuilds. A run during which an
  // input was edited may hold its old text: its stamp never matches, so the next run rebuilds that bundle.
  const editedMeanwhile = inputs.some((file) => mtimeOf(join(root, file)) > startedAt);
  const key = editedMeanwhile ? 'edited while bundling' : keyOf(root, inputs.sort());
  writeFileSync(stampFile(root, name), JSON.stringify({ key, inputs, outputs }));
}

/** Rollup's warnings (circular imports in dependencies, `this` rewriting) are noise here; errors still throw. */
function quietLog(level, log, handler) {
  if (level !== 'warn' && level !== 'info') handler(level, log);
}

function isFresh(root, name) {
  const stamp = readStamp(root, name);
  if (stamp === undefined) return false;
  return stamp.outputs.every((file) => existsSync(join(root, file))) && stamp.key === keyOf(root, stamp.inputs);
}

/** @returns {{ key: string, inputs: string[], outputs: string[] } | undefined} undefined when missing or unreadable */
function readStamp(root, name) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(root, name), 'utf8'));
    return Array.isArray(stamp.inputs) && Array.isArray(stamp.outputs) ? stamp : undefined;
  } catch {
    return undefined;
  }
}

function stampFile(root, name) {
  mkdirSync(join(root, '.build/stamps'), { recursive: true });
  return join(root, '.build/stamps', `${name}.json`);
}

/** One hash over every input's path and bytes; a missing input hashes as missing, so deleting it counts. */
function keyOf(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update('\0missing');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const toPosix = (path) => path.split(sep).join('/');

/**
 * One bundler at a time per package folder (two CLIs started together, or the e2e server beside a build):
 * a lock file holding the owner's pid, taken over when that process is gone.
 */
async function lock(root) {
  const file = join(root, '.build-lock');
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (!ownerAlive(file)) {
      rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`esmx-docs: ${file} has been held for 5 minutes; remove it if stale`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

function ownerAlive(file) {
  let pid;
  try {
    pid = Number(readFileSync(file, 'utf8'));
  } catch {
    return true; // just created, pid not written yet
  }
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
