import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The folder the dev server builds into, kept between runs in the cache (one per content folder): a
 * server started on inputs identical to the last finished build serves that build as it is, instead of
 * building the whole site again before answering. "Identical" is the build's own judgement, its stamp
 * (`unchangedBuild` in build.ts); anything else means a full build first.
 *
 * Two dev servers on the same content: the second finds the folder locked by a live process and builds
 * into a temp folder of its own, as if there were no cache.
 */
export class KeptSite {
  private constructor(
    /** Where the site is built and served from. */
    readonly dir: string,
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
          return new KeptSite(join(home, 'site'), lock);
        }
      } catch {
        // An unwritable cache: build into a temp folder, as without one.
      }
    }
    return new KeptSite(join(mkdtempSync(join(tmpdir(), 'esmx-docs-dev-')), 'site'), undefined);
  }

  /** Keeps a cached site for the next run; removes a temp one. */
  release(): void {
    if (this.lock) rmSync(this.lock, { force: true });
    else rmSync(join(this.dir, '..'), { recursive: true, force: true });
  }
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
