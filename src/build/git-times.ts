import { execFileSync } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { cacheKey, type PageCache } from './cache/page-cache';

/** Where `dir` sits in its repository, and the commit checked out. */
interface Checkout {
  top: string;
  /** `dir` relative to `top` ('.' for the top itself), as `git log` takes it. */
  path: string;
  head: string;
  shallow: boolean;
}

/** What the cache keeps of the last reading: the commit it went up to, and each file's time (relative to `top`). */
interface KeptTimes {
  head: string;
  times: [string, number][];
}

/**
 * Last-change times (ms) of every file under `dir`, by absolute path: for each, its newest commit touching
 * it. Empty when git or the history is unavailable (callers then use file times).
 *
 * Reading the history is a `git log` over every commit that touches `dir`: a second or more on a repository
 * with tens of thousands of them, paid by every build, even one that then finds nothing changed. With
 * `store`, the times are kept with the commit they were read at: the next call at the same commit reads
 * nothing more, and one at a descendant (new commits pulled or made) reads only the commits since.
 *
 * @example gitTimes('docs', cache).get('/repo/docs/guide/start.md') // 1764547200000
 */
export function gitTimes(dir: string, store?: PageCache): Map<string, number> {
  const checkout = checkoutOf(dir);
  if (!checkout) return new Map();
  const { top, path, head } = checkout;
  const key = cacheKey('git-times', top, path, checkout.shallow);
  const kept = store ? readKept(store.get(key)?.get('times')) : undefined;
  if (kept?.head === head) return absolute(top, kept.times);
  const since = kept && isAncestor(top, kept.head, head) ? kept : undefined;
  const times = new Map(since?.times);
  try {
    readLog(
      git(top, ['log', '--format=@%ct', '--name-only', since ? `${since.head}..${head}` : head, '--', path]),
      times,
    );
  } catch {
    return new Map();
  }
  const all = [...times];
  store?.set(key, { times: JSON.stringify({ head, times: all } satisfies KeptTimes) });
  return absolute(top, all);
}

/** The checkout holding `dir`, or undefined outside a repository or before its first commit. */
function checkoutOf(dir: string): Checkout | undefined {
  try {
    const [top, shallow, head] = git(dir, ['rev-parse', '--show-toplevel', '--is-shallow-repository', 'HEAD'])
      .trim()
      .split('\n');
    if (!top || !/^[0-9a-f]{40,64}$/.test(head ?? '')) return undefined;
    return { top, path: relative(top, resolve(dir)).replace(/\\/g, '/') || '.', head, shallow: shallow === 'true' };
  } catch {
    return undefined;
  }
}

/** Whether `older` is an ancestor of (or is) `newer`: false when it is unknown here (history rewritten, pruned). */
function isAncestor(top: string, older: string, newer: string): boolean {
  try {
    git(top, ['merge-base', '--is-ancestor', older, newer]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds the times of a `git log --format=@%ct --name-only` listing to `times`, each file keeping its newest
 * (git lists by commit date, but a commit made on a clock behind is listed after older ones).
 */
function readLog(out: string, times: Map<string, number>): void {
  let current = 0;
  for (const line of out.split('\n')) {
    if (line.startsWith('@')) current = Number(line.slice(1)) * 1000;
    else if (line && current > (times.get(line) ?? -1)) times.set(line, current);
  }
}

function readKept(part: Buffer | undefined): KeptTimes | undefined {
  if (!part) return undefined;
  try {
    const kept = JSON.parse(part.toString('utf8')) as KeptTimes;
    const valid =
      typeof kept.head === 'string' &&
      Array.isArray(kept.times) &&
      kept.times.every(([file, time]) => typeof file === 'string' && Number.isFinite(time));
    return valid ? kept : undefined;
  } catch {
    return undefined;
  }
}

function absolute(top: string, times: readonly [string, number][]): Map<string, number> {
  return new Map(times.map(([file, time]) => [resolve(top, file), time]));
}

function git(cwd: string, args: string[]): string {
  // Names as they are (not octal-escaped): pages named in Chinese match their files.
  return execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}
