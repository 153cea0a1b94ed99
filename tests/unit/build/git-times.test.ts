import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, PageCache } from '../../../src/build/cache/page-cache';
import { gitTimes } from '../../../src/build/git-times';
import { tempFolder } from '../../support/temp-folder';

const SECOND = 1000;

/** A repository with a `docs/` folder, committing as `commit` is told, each commit at the time it is given. */
function repository() {
  const top = tempFolder('esmx-git-');
  const git = (args: string[], at = 1_700_000_000) =>
    execFileSync('git', args, {
      cwd: top,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'a',
        GIT_AUTHOR_EMAIL: 'a@example.com',
        GIT_COMMITTER_NAME: 'a',
        GIT_COMMITTER_EMAIL: 'a@example.com',
        GIT_AUTHOR_DATE: `@${at} +0000`,
        GIT_COMMITTER_DATE: `@${at} +0000`,
      },
    });
  git(['init', '-q']);
  const commit = (at: number, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(resolve(top, file, '..'), { recursive: true });
      writeFileSync(join(top, file), text);
    }
    git(['add', '-A']);
    git(['commit', '-q', '-m', `at ${at}`], at);
    return git(['rev-parse', 'HEAD']).trim();
  };
  const docs = join(top, 'docs');
  const cache = new PageCache(join(tempFolder('esmx-git-cache-'), 'cache'));
  return { top, docs, git, commit, cache, file: (path: string) => join(top, path) };
}

describe('gitTimes', () => {
  it('gives each file under the folder the time of its newest commit, names in Chinese included', () => {
    const repo = repository();
    repo.commit(1_700_000_000, { 'docs/a.md': '1', 'docs/中文.md': '1', 'other/x.md': '1' });
    repo.commit(1_700_000_100, { 'docs/a.md': '2' });
    const times = gitTimes(repo.docs);
    expect(times.get(repo.file('docs/a.md'))).toBe(1_700_000_100 * SECOND);
    expect(times.get(repo.file('docs/中文.md'))).toBe(1_700_000_000 * SECOND);
    expect(times.has(repo.file('other/x.md'))).toBe(false);
  });

  it('keeps the newest time when a commit made on a clock behind is listed after an older one', () => {
    const repo = repository();
    repo.commit(1_700_000_500, { 'docs/a.md': '1' });
    repo.commit(1_700_000_100, { 'docs/a.md': '2' });
    expect(gitTimes(repo.docs).get(repo.file('docs/a.md'))).toBe(1_700_000_500 * SECOND);
  });

  it('is empty outside a repository and in one without a commit', () => {
    const plain = tempFolder('esmx-no-git-');
    expect(gitTimes(plain).size).toBe(0);
    const repo = repository();
    expect(gitTimes(repo.top).size).toBe(0);
  });

  it('with a cache, reads only the commits made since the last reading', () => {
    const repo = repository();
    repo.commit(1_700_000_000, { 'docs/a.md': '1', 'docs/b.md': '1' });
    gitTimes(repo.docs, repo.cache);
    // What the cache keeps is what the next reading starts from: a time changed there stays unless a new
    // commit touches that file, which shows that the old commits are not read again.
    const key = cacheKey('git-times', repo.top, 'docs', false);
    const kept = JSON.parse(repo.cache.get(key)?.get('times')?.toString('utf8') ?? '{}');
    kept.times = kept.times.map(([file, time]: [string, number]) => [file, file === 'docs/a.md' ? 42 : time]);
    repo.cache.set(key, { times: JSON.stringify(kept) });
    expect(gitTimes(repo.docs, repo.cache).get(repo.file('docs/a.md'))).toBe(42);

    repo.commit(1_700_000_200, { 'docs/b.md': '2', 'docs/c.md': '1' });
    const times = gitTimes(repo.docs, repo.cache);
    expect(times.get(repo.file('docs/a.md'))).toBe(42);
    expect(times.get(repo.file('docs/b.md'))).toBe(1_700_000_200 * SECOND);
    expect(times.get(repo.file('docs/c.md'))).toBe(1_700_000_200 * SECOND);
  });

  it('reads the whole history again when the commit it kept is not behind the one checked out', () => {
    const repo = repository();
    const first = repo.commit(1_700_000_000, { 'docs/a.md': '1' });
    repo.commit(1_700_000_300, { 'docs/a.md': '2' });
    expect(gitTimes(repo.docs, repo.cache).get(repo.file('docs/a.md'))).toBe(1_700_000_300 * SECOND);
    repo.git(['reset', '-q', '--hard', first]);
    expect(gitTimes(repo.docs, repo.cache).get(repo.file('docs/a.md'))).toBe(1_700_000_000 * SECOND);
  });

  it('reads the whole history again when what the cache kept is damaged', () => {
    const repo = repository();
    repo.commit(1_700_000_000, { 'docs/a.md': '1' });
    const key = cacheKey('git-times', repo.top, 'docs', false);
    repo.cache.set(key, { times: '{"head": 1, "times": "no"' });
    expect(gitTimes(repo.docs, repo.cache).get(repo.file('docs/a.md'))).toBe(1_700_000_000 * SECOND);
  });
});
