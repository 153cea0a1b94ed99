import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FolderLock } from '../folder-lock';

/**
 * The folder the dev server builds into, kept between runs in the cache (one per content folder): a
 * server started on inputs identical to the last finished build serves that build as it is, instead of
 * building the whole site again before answering. "Identical" is the build's own judgement, its stamp
 * (`unchangedBuild` in build.ts). When only pages changed, as its record of the content folder tells
 * (`sources`, see SourceRecord), the server serves it too, those pages rendered on demand while the site
 * is built behind (see StalePages); anything else means a full build first.
 *
 * Two dev servers on the same content: the second finds the folder locked by a live process and builds
 * into a temp folder of its own, as if there were no cache.
 */
export class KeptSite {
  private constructor(
    /** Where the site is built and served from. */
    readonly dir: string,
    private readonly lock: FolderLock | undefined,
    /** Where the content folder is recorded as it was when the site's build started; none for a temp site. */
    readonly sources?: string,
  ) {}

  static claim(cacheDir: string | undefined, contentDir: string): KeptSite {
    if (cacheDir) {
      const home = join(cacheDir, 'dev', createHash('sha256').update(resolve(contentDir)).digest('hex').slice(0, 16));
      try {
        mkdirSync(home, { recursive: true });
        const lock = FolderLock.take(join(home, 'lock'));
        if (lock instanceof FolderLock) return new KeptSite(join(home, 'site'), lock, join(home, 'sources.json'));
      } catch {
        // An unwritable cache: build into a temp folder, as without one.
      }
    }
    return new KeptSite(join(mkdtempSync(join(tmpdir(), 'esmx-docs-dev-')), 'site'), undefined);
  }

  /** Keeps a cached site for the next run; removes a temp one. */
  release(): void {
    if (this.lock) this.lock.release();
    else rmSync(join(this.dir, '..'), { recursive: true, force: true });
  }
}
