import { renameSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Writes a file whole, by a rename: threads (and processes) writing the same file at once, and readers of it
 * meanwhile, never see it half written. Render threads bundle the same component into the same folder at once,
 * and a copy read while another thread rewrote the file in place came out empty.
 */
export function writeWhole(target: string, contents: string | Uint8Array): void {
  const temp = `${target}.${process.pid}-${threadId}.tmp`;
  writeFileSync(temp, contents);
  renameSync(temp, target);
}
