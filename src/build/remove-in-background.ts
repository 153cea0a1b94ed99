import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * Removes the folder `dir` from a detached process, which the build does not wait for: a replaced site of
 * thousands of pages is tens of thousands of files, and unlinking them took a third of a rebuild. Removed
 * here and now if no process can be started. Two removals of one folder at once are harmless (each
 * ignores what the other removed first), and a folder left half-removed is found again by the next build.
 */
export function removeInBackground(dir: string): void {
  try {
    const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })';
    spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' }).unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}
