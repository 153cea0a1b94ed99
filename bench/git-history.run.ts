/**
 * Reading the pages' last-updated times from git (src/build/git-times.ts), which every build does before it
 * can tell whether anything changed: on a repository with a long history, from nothing, and as a build with
 * the cache reads them (at the commit it kept, and one commit later). The repository is generated with
 * `git fast-import`: COMMITS commits, a quarter of them touching one of 2,000 pages under `docs/`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PageCache } from '../src/build/cache/page-cache';
import { gitTimes } from '../src/build/git-times';
import { record } from './record';
import { median } from './scale-build';

const COMMITS = 20_000;
const PAGES = 2_000;
const RUNS = 5;

/** The fast-import stream of the history: one file changed per commit, a minute apart. */
function history(): string {
  const lines: string[] = [];
  for (let i = 0; i < COMMITS; i++) {
    const file = i % 4 === 0 ? `docs/en/page-${(i / 4) % PAGES}.md` : `src/module-${i % 500}.ts`;
    const body = `revision ${i}\n`;
    lines.push(
      'commit refs/heads/main',
      `committer Bench <bench@example.com> ${1_600_000_000 + i * 60} +0000`,
      `data ${`c${i}`.length}`,
      `c${i}`,
      `M 644 inline ${file}`,
      `data ${Buffer.byteLength(body)}`,
      body,
    );
  }
  return `${lines.join('\n')}\n`;
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

it('reads a long history once, then only what is new', () => {
  const top = mkdtempSync(join(tmpdir(), 'esmx-git-history-'));
  try {
    const git = (args: string[], input?: string) =>
      execFileSync('git', args, { cwd: top, input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] });
    git(['init', '-q']);
    git(['fast-import', '--quiet'], history());
    git(['checkout', '-q', 'main']);
    const docs = join(top, 'docs');

    const fromNothing = Array.from({ length: RUNS }, () => timed(() => gitTimes(docs)));
    const cacheDir = join(top, '.cache');
    const kept: number[] = [];
    const oneCommitLater: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      rmSync(cacheDir, { recursive: true, force: true });
      const cache = new PageCache(cacheDir);
      gitTimes(docs, cache);
      kept.push(timed(() => expect(gitTimes(docs, cache).size).toBe(PAGES)));
      git(['commit', '-q', '--allow-empty', '-m', `later ${i}`]);
      oneCommitLater.push(timed(() => gitTimes(docs, cache)));
    }
    const ms = (runs: number[]) => `${median(runs).toFixed(0)} ms (${runs.map((t) => t.toFixed(0)).join(', ')})`;
    record({
      suite: 'git-history',
      tables: [
        {
          title: `Last-updated times from git: ${COMMITS.toLocaleString('en')} commits, ${PAGES.toLocaleString('en')} pages, median of ${RUNS}`,
          columns: ['reading', 'time'],
          rows: [
            ['the whole history (no cache, or the history rewritten)', ms(fromNothing)],
            ['kept, same commit (a rebuild, nothing committed)', ms(kept)],
            ['kept, one commit later', ms(oneCommitLater)],
          ],
        },
      ],
      data: { commits: COMMITS, pages: PAGES, fromNothing, kept, oneCommitLater },
    });
  } finally {
    rmSync(top, { recursive: true, force: true });
  }
});
