import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { relative, resolve } from 'node:path';

/**
 * Last-change times (ms) of every file under `dir` from one `git log` call: newest commit first, so the
 * first time seen for a file is its latest. Empty when git or the history is unavailable.
 */
export function gitTimes(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  let out: string;
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    out = execFileSync('git', ['log', '--format=@%ct', '--name-only', '--', relative(top, dir) || '.'], {
      cwd: top,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let current = 0;
    for (const line of out.split('\n')) {
      if (line.startsWith('@')) current = Number(line.slice(1)) * 1000;
      else if (line && !times.has(resolve(top, line))) times.set(resolve(top, line), current);
    }
  } catch {
    // No git, or not a repository (a tarball checkout): callers fall back to file times.
  }
  return times;
}

/** Last-updated time of a file: its latest commit, else its modification time (`mtimeMs` when the caller has it). */
export function lastUpdated(file: string, times: Map<string, number>, mtimeMs?: number): number {
  return times.get(resolve(file)) ?? Math.round(mtimeMs ?? statSync(file).mtimeMs);
}
