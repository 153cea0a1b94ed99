import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { isAlive } from '../folder-lock';

/**
 * The builds using a page cache now: a file each under `<cache>/users/`, named `<pid>-<thread>-<n>`. What
 * removes entries (eviction, pack compaction) runs only when no other live build uses the cache: a page
 * whose Markdown step found its entry reads the page data from it again in its page step, so an entry
 * removed between the two by another build's end failed this one. A file whose process is gone does not
 * count, and is removed.
 *
 * @example
 * const leave = joinCache(cacheDir);
 * try { … the build; if (!othersUsing(cacheDir)) evictCache(cacheDir, …) } finally { leave(); }
 */
export function joinCache(dir: string): () => void {
  const file = join(dir, USERS, `${ownPrefix()}${uses++}`);
  try {
    mkdirSync(join(dir, USERS), { recursive: true });
    writeFileSync(file, '');
  } catch {
    // A cache that cannot be written is read only: nothing this build does removes entries from it.
  }
  return () => removeQuietly(file);
}

/** Whether a build other than this thread's is using the cache in `dir` (see `joinCache`). */
export function othersUsing(dir: string): boolean {
  let names: string[];
  try {
    names = readdirSync(join(dir, USERS));
  } catch {
    return false;
  }
  let others = false;
  for (const name of names) {
    const pid = Number(name.split('-')[0]);
    if (name.startsWith(ownPrefix()) || !Number.isInteger(pid) || pid <= 0) continue;
    if (pid === process.pid || isAlive(pid)) others = true;
    else removeQuietly(join(dir, USERS, name));
  }
  return others;
}

/** A file that cannot be removed (never made, a read-only cache) is left: counting users only costs a skipped eviction. */
function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // See above.
  }
}

const USERS = 'users';
let uses = 0;
const ownPrefix = () => `${process.pid}-${threadId}-`;
