/**
 * Runs a command and measures what it cost: wall time, CPU time (user + system, of the command and every
 * process it waited for) and peak resident memory of the whole process tree (the sum over the command and
 * its descendants, sampled from /proc, since a build may fork helpers while its worker threads share one
 * process). CPU time comes from GNU time (`/usr/bin/time`) when the machine has it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export interface ProcessCost {
  wallMs: number;
  /** User + system CPU time; null without GNU time. */
  cpuMs: number | null;
  /** Peak of the summed resident memory of the process tree, in bytes. */
  peakRss: number;
  exitCode: number | null;
  /** The last lines the command printed on stderr and stdout. */
  output: string;
}

const TIME = '/usr/bin/time';
const PAGE = 4096;
const SAMPLE_MS = 50;

/** Parent pid of every process, from /proc (Linux); empty elsewhere. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return map;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields start after its last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return map;
}

/** Summed resident memory of `root`'s descendants (and of `root` itself unless `withRoot` is false), in bytes. */
function treeRss(root: number, withRoot = true): number {
  const byParent = new Map<number, number[]>();
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    if (pid !== root || withRoot) {
      try {
        total += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE;
      } catch {
        // Gone already.
      }
    }
    queue.push(...(byParent.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs `command args…` in `cwd` and resolves with its cost once it exits.
 *
 * @example const cost = await measure('node', ['bin/esmx-docs.mjs', 'build', 'content'], '/tmp/site');
 */
export function measure(command: string, args: string[], cwd: string, env = process.env): Promise<ProcessCost> {
  const withTime = existsSync(TIME);
  const timeFile = join(tmpdir(), `esmx-bench-time-${process.pid}-${Date.now()}.txt`);
  const [file, argv] = withTime ? [TIME, ['-f', '%U %S %M', '-o', timeFile, command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(file, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let peakRss = 0;
    const sample = () => {
      // Under GNU time, the root is `time` itself: only what it runs counts.
      if (child.pid) peakRss = Math.max(peakRss, treeRss(child.pid, !withTime));
    };
    const timer = setInterval(sample, SAMPLE_MS);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearInterval(timer);
      const wallMs = performance.now() - started;
      let cpuMs: number | null = null;
      if (withTime && existsSync(timeFile)) {
        // GNU time's last line is "user system maxrss(KB)"; lines before it say why a command failed.
        const last = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? '';
        const [user, system, maxKb] = last.split(' ').map(Number);
        if (Number.isFinite(user + system)) cpuMs = (user + system) * 1000;
        // One process's own peak can fall between two samples; the tree's peak is at least that.
        if (Number.isFinite(maxKb)) peakRss = Math.max(peakRss, maxKb * 1024);
        rmSync(timeFile, { force: true });
      }
      resolve({ wallMs, cpuMs, peakRss, exitCode, output });
    });
  });
}
