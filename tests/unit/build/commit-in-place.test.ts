import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** Renames into the site, in order; `left` more succeed, then one throws (a commit stopped part-way). */
const renames = vi.hoisted(() => ({ left: Number.POSITIVE_INFINITY, seen: [] as string[] }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const renameSync: typeof fs.renameSync = (from, to) => {
    if (renames.left-- === 0) throw new Error('rename failed on purpose');
    fs.renameSync(from, to);
    if (!String(to).includes(COMMIT_JOURNAL)) renames.seen.push(String(to));
  };
  return { ...fs, renameSync, default: { ...fs, renameSync } };
});

import { listOutput } from '../../../src/build/cache/build-stamp';
import { COMMIT_JOURNAL, commitInPlace, finishCommit } from '../../../src/build/commit-in-place';
import { writeTree } from './tree';

/** A site in `dist/` and a staging folder beside it holding what a build wrote. */
function site(old: Record<string, string>, written: Record<string, string>) {
  const root = writeTree({
    ...Object.fromEntries(Object.entries(old).map(([path, text]) => [`dist/${path}`, text])),
    ...Object.fromEntries(Object.entries(written).map(([path, text]) => [`dist.tmp-1/${path}`, text])),
  });
  const target = join(root, 'dist');
  const staging = join(root, 'dist.tmp-1');
  const files = () =>
    Object.fromEntries(listOutput(target).map(([path]) => [path, readFileSync(join(target, path), 'utf8')]));
  return { root, target, staging, files };
}

describe('commitInPlace', () => {
  it('moves the written files over the old ones and removes what is neither written nor kept', () => {
    const { root, target, staging, files } = site(
      { 'kept.html': 'kept', 'page.html': 'old', 'gone/deep/x.html': 'x', 'gone.html': 'x' },
      { 'page.html': 'new', 'new/added.html': 'added' },
    );
    commitInPlace(staging, target, new Set(['kept.html']), 'page.html');
    expect(files()).toEqual({ 'kept.html': 'kept', 'new/added.html': 'added', 'page.html': 'new' });
    // The folders the removed files leave empty go, and the staging folder.
    expect(readdirSync(target).sort()).toEqual(['kept.html', 'new', 'page.html']);
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('writes down what it removes before it moves anything, and moves the file named last after the others', () => {
    const { target, staging } = site(
      { 'a.html': 'old', mark: 'old mark', 'gone.html': 'x' },
      { 'a.html': 'new', mark: 'new mark', 'z.html': 'new' },
    );
    renames.seen = [];
    // The journal's rename, then the first move, then a failure: a kill at that instant.
    renames.left = 2;
    try {
      expect(() => commitInPlace(staging, target, new Set(), 'mark')).toThrow(/rename failed on purpose/);
    } finally {
      renames.left = Number.POSITIVE_INFINITY;
    }
    expect(JSON.parse(readFileSync(join(staging, COMMIT_JOURNAL), 'utf8'))).toEqual({
      removed: ['gone.html'],
      last: 'mark',
    });
    expect(readFileSync(join(target, 'mark'), 'utf8')).toBe('old mark');
    expect(finishCommit(staging, target)).toBe(true);
    expect(renames.seen.map((to) => to.slice(target.length + 1))).toEqual(['a.html', 'z.html', 'mark']);
  });
});

describe('finishCommit', () => {
  it('completes a commit a kill interrupted, and can run again after another', () => {
    const { target, staging, files } = site(
      { 'moved.html': 'new', 'left.html': 'old', 'gone.html': 'x' },
      { 'left.html': 'new', [COMMIT_JOURNAL]: JSON.stringify({ removed: ['gone.html'], last: 'left.html' }) },
    );
    expect(finishCommit(staging, target)).toBe(true);
    expect(files()).toEqual({ 'left.html': 'new', 'moved.html': 'new' });
    expect(existsSync(staging)).toBe(false);
    expect(finishCommit(staging, target)).toBe(false);
  });

  it('touches nothing for a staging folder without a journal, or with a damaged one', () => {
    for (const journal of [undefined, '{"removed": [', '{"removed": "gone.html"}', '{"removed": ["../outside.txt"]}']) {
      const { root, target, staging, files } = site(
        { 'page.html': 'old' },
        { 'page.html': 'half-built', ...(journal === undefined ? {} : { [COMMIT_JOURNAL]: journal }) },
      );
      writeFileSync(join(root, 'outside.txt'), 'not the site’s');
      expect(finishCommit(staging, target)).toBe(false);
      expect(files()).toEqual({ 'page.html': 'old' });
      expect(readFileSync(join(root, 'outside.txt'), 'utf8')).toBe('not the site’s');
    }
  });
});
