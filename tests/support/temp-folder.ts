import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/**
 * A fresh folder under the system's temp folder. The tests' setup file removes every such folder when the test
 * file that made it is done (a unit run made some 400 site folders and left them all behind).
 */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/**
 * Removes the folders `tempFolder` made in this test file. A build's detached removal of a replaced site (see
 * remove-in-background.ts) may still be unlinking inside one, so a folder found not empty is tried again, as
 * rmSync does on ENOTEMPTY when given retries (a run of the unit tests once failed on that race).
 */
export function removeTempFolders(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
