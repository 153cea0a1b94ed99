import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * A lock file holding its owner's pid: one process at a time may own what it guards (an output folder,
 * the dev server's kept site). A lock left by a process that is gone (killed, crashed) is taken over, so
 * a SIGKILL never leaves a folder locked for good.
 */
export class FolderLock {
  private constructor(readonly file: string) {}

  /**
   * Takes the lock at `file`, or returns the pid of the live process that holds it. Errors other than the
   * file being there (an unwritable folder) are thrown as they are.
   */
  static take(file: string): FolderLock | { heldBy: number } {
    // Twice at most: once, and once more after removing a dead owner's file.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        // `wx`: created only if absent, so two processes never both believe they own it.
        writeFileSync(file, String(process.pid), { flag: 'wx' });
        return new FolderLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = lockOwner(file);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) return { heldBy: owner };
      rmSync(file, { force: true });
    }
    const owner = lockOwner(file);
    return { heldBy: owner ?? 0 };
  }

  /** Gives the lock up (only if this process still owns it). */
  release(): void {
    if (lockOwner(this.file) === process.pid) rmSync(this.file, { force: true });
  }
}

/** The pid in a lock file; undefined when it is missing or unreadable. */
function lockOwner(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** True when a process with this pid is running (EPERM: it exists but belongs to another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
