import { createHash } from 'node:crypto';
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
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { ContentProblem } from '../errors';

/** What a finished dev build leaves beside its site, so the next run can serve that site at once. */
interface KeptBuild {
  fingerprint: string;
  pages: number;
  warnings: ContentProblem[];
}

/**
 * The folder the dev server builds into, kept between runs in the cache (one per content folder): a
 * server started on inputs identical to the last finished build serves that build as it is, instead of
 * building the whole site again before answering. "Identical" is judged by `inputsFingerprint`; any
 * doubt (no record, another fingerprint, a build that never finished) means a full build first.
 *
 * Two dev servers on the same content: the second finds the folder locked by a live process and builds
 * into a temp folder of its own, as if there were no cache.
 */
export class KeptSite {
  private constructor(
    /** Where the site is built and served from. */
    readonly dir: string,
    private readonly record: string | undefined,
    private readonly lock: string | undefined,
  ) {}

  static claim(cacheDir: string | undefined, contentDir: string): KeptSite {
    if (cacheDir) {
      const home = join(cacheDir, 'dev', createHash('sha256').update(resolve(contentDir)).digest('hex').slice(0, 16));
      const lock = join(home, 'lock');
      try {
        mkdirSync(home, { recursive: true });
        if (!heldByLiveProcess(lock)) {
          writeFileSync(lock, String(process.pid));
          return new KeptSite(join(home, 'site'), join(home, 'build.json'), lock);
        }
      } catch {
        // An unwritable cache: build into a temp folder, as without one.
      }
    }
    return new KeptSite(join(mkdtempSync(join(tmpdir(), 'esmx-docs-dev-')), 'site'), undefined, undefined);
  }

  /** The last finished build, if it was made from inputs with this fingerprint and its site is there. */
  reusable(fingerprint: string): KeptBuild | undefined {
    if (!this.record || !existsSync(this.dir)) return undefined;
    try {
      const kept = JSON.parse(readFileSync(this.record, 'utf8')) as KeptBuild;
      return kept.fingerprint === fingerprint ? kept : undefined;
    } catch {
      return undefined;
    }
  }

  /** Called before a build starts: if it is cut short, the site it leaves must not pass for finished. */
  forget(): void {
    if (this.record) rmSync(this.record, { force: true });
  }

  remember(build: KeptBuild): void {
    if (this.record) writeFileSync(this.record, JSON.stringify(build));
  }

  /** Keeps a cached site for the next run; removes a temp one. */
  release(): void {
    if (this.lock) rmSync(this.lock, { force: true });
    else rmSync(join(this.dir, '..'), { recursive: true, force: true });
  }
}

/**
 * A hash of everything a dev build reads: every file under the content folder and the generator's
 * bundles, styles and public files (name, size, modification time), the config file wherever it is, the
 * last-commit times that give pages their "Last Updated" line, and the working directory messages are
 * relative to. Modification times make it cautious: a file saved with the same text still counts as
 * changed, which costs one full build, never a stale page.
 */
export function inputsFingerprint(inputs: {
  dirs: readonly string[];
  files: readonly (string | undefined)[];
  times: Map<string, number>;
}): string {
  const hash = createHash('sha256').update(process.cwd()).update('\0');
  const stamp = (name: string, file: string) => {
    try {
      const stat = statSync(file);
      hash.update(`${name}\0${stat.size}\0${stat.mtimeMs}\0`);
    } catch {
      hash.update(`${name}\0missing\0`);
    }
  };
  for (const dir of inputs.dirs) {
    hash.update(`dir\0${resolve(dir)}\0`);
    if (!existsSync(dir)) continue;
    const names = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)))
      .sort();
    for (const name of names) stamp(name, join(dir, name));
  }
  for (const file of inputs.files) if (file) stamp(resolve(file), file);
  hash.update(JSON.stringify([...inputs.times].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  return hash.digest('hex');
}

function heldByLiveProcess(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
