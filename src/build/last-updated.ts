import { statSync } from 'node:fs';
import { resolve } from 'node:path';

/** Last-updated time of a file: its latest commit, else its modification time (`mtimeMs` when the caller has it). */
export function lastUpdated(file: string, times: Map<string, number>, mtimeMs?: number): number {
  return times.get(resolve(file)) ?? Math.round(mtimeMs ?? statSync(file).mtimeMs);
}
