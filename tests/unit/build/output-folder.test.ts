import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { COMMIT_JOURNAL } from '../../../src/build/commit-in-place';
import { FolderLock } from '../../../src/build/folder-lock';
import {
  claimOutputFolder,
  OUTPUT_MARK,
  OUTPUT_MARK_TEXT,
  OutputFolderError,
  removeScratch,
  workFolderOf,
} from '../../../src/build/output-folder';
import { page, writeTree } from './tree';

/** A content folder with one language, and the claim of `out` (relative to the same root) for it. */
function site(files: Record<string, string> = {}) {
  const root = writeTree({ 'content/en/index.md': page('Home'), ...files });
  const content = join(root, 'content');
  const claim = (out: string) => claimOutputFolder(join(root, out), content, [{ folder: join(content, 'en') }]);
  return { root, content, claim };
}

/** The pid of a process that has ended (so no live process holds it, for a while at least). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

const mark = { [`dist/${OUTPUT_MARK}`]: OUTPUT_MARK_TEXT };

describe('claimOutputFolder', () => {
  it('takes a missing folder, an empty one, and one an earlier build marked', () => {
    const { root, claim } = site({ ...mark, 'dist/index.html': 'old site' });
    mkdirSync(join(root, 'empty'));
    for (const out of ['missing', 'empty', 'dist']) claim(out).release();
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('old site');
  });

  it('refuses a folder holding files no build wrote, and touches nothing', () => {
    const { root, claim } = site({ 'Documents/thesis.txt': 'years of work' });
    expect(() => claim('Documents')).toThrow(
      /--out .*Documents holds files that no esmx-docs build wrote; refusing to replace it/,
    );
    expect(readdirSync(root).sort()).toEqual(['Documents', 'content']);
    expect(readFileSync(join(root, 'Documents/thesis.txt'), 'utf8')).toBe('years of work');
  });

  it('refuses a file', () => {
    const { claim } = site({ 'notes.txt': 'mine' });
    expect(() => claim('notes.txt')).toThrow(/notes\.txt is a file, not a folder/);
  });

  it('refuses the content folder, a folder that contains it, and a folder inside one it reads', () => {
    const { claim } = site({ ...mark });
    expect(() => claim('content')).toThrow(/is the content folder/);
    expect(() => claim('.')).toThrow(/contains the content folder/);
    expect(() => claim('content/en/site')).toThrow(/is inside .*en, which the build reads/);
    expect(() => claim('content/en')).toThrow(OutputFolderError);
  });

  it('takes a folder inside a read one where its walk does not go, and names the content folder "." when it is the current one', () => {
    const root = writeTree({ 'index.md': page('Home') });
    const skips = (name: string) => name === 'node_modules' || name.startsWith('.');
    const claim = (out: string) => claimOutputFolder(join(root, out), root, [{ folder: root, skips }]);
    claim('node_modules/.cache/site').release();
    claim('.site').release();
    const cwd = process.cwd();
    process.chdir(root);
    try {
      expect(() => claim('dist')).toThrow(/--out dist is inside \., which the build reads/);
    } finally {
      process.chdir(cwd);
    }
  });

  it('refuses a link, even one to a marked folder', () => {
    const { root, claim } = site({ ...mark });
    symlinkSync(join(root, 'dist'), join(root, 'link'));
    expect(() => claim('link')).toThrow(/link is a symbolic link/);
    // Through a link to the content folder's parent: still the folder that contains the content.
    symlinkSync(root, join(root, 'up'));
    expect(() => claim('up')).toThrow(/contains the content folder/);
  });

  it('says which live process holds the folder, and takes over the lock of a dead one', () => {
    const { root, claim } = site();
    writeFileSync(join(root, 'dist.lock'), String(process.ppid));
    expect(() => claim('dist')).toThrow(`another esmx-docs build (pid ${process.ppid}) is writing`);
    writeFileSync(join(root, 'dist.lock'), String(deadPid()));
    const lock = claim('dist');
    expect(readFileSync(join(root, 'dist.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(root, 'dist.lock'))).toBe(false);
  });

  it('removes what killed builds left beside the folder (their replaced sites and finished scratch folders in the background), and nothing else', async () => {
    const dead = deadPid();
    const { root, claim } = site({
      ...mark,
      [`dist.tmp-${dead}/half.html`]: 'x',
      [`dist.old-${dead}-1700000000000/${OUTPUT_MARK}`]: OUTPUT_MARK_TEXT,
      [`dist.work-${dead}/site.json`]: '{}',
      [`dist.work-${dead}-1700000000000/pages/a.json`]: '{}',
      'dist.tmp-mine/keep.txt': 'not a name a build gives',
      'dist-backup/keep.txt': 'mine',
    });
    claim('dist').release();
    // The staging and scratch folders at once; the replaced site and the finished scratch folder once their
    // removal is done.
    expect(
      readdirSync(root)
        .filter((name) => !/^dist\.(old|work)-\d+-\d+$/.test(name))
        .sort(),
    ).toEqual(['content', 'dist', 'dist-backup', 'dist.tmp-mine']);
    await vi.waitFor(
      () => expect(readdirSync(root).sort()).toEqual(['content', 'dist', 'dist-backup', 'dist.tmp-mine']),
      {
        timeout: 20_000,
        interval: 50,
      },
    );
  });

  it('puts the old site back when a build was killed between swapping it out and the new one in', async () => {
    const dead = deadPid();
    const { root, claim } = site({
      [`dist.old-${dead}-1/${OUTPUT_MARK}`]: OUTPUT_MARK_TEXT,
      [`dist.old-${dead}-1/index.html`]: 'older site',
      [`dist.old-${dead}-2/${OUTPUT_MARK}`]: OUTPUT_MARK_TEXT,
      [`dist.old-${dead}-2/index.html`]: 'old site',
      [`dist.tmp-${dead}/${OUTPUT_MARK}`]: OUTPUT_MARK_TEXT,
      [`dist.tmp-${dead}/index.html`]: 'new site',
    });
    claim('dist').release();
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('old site');
    expect(readdirSync(root).filter((name) => name.startsWith('dist.tmp-'))).toEqual([]);
    await vi.waitFor(() => expect(readdirSync(root).sort()).toEqual(['content', 'dist']), {
      timeout: 20_000,
      interval: 50,
    });
  });

  it('completes a commit in place that a killed build began, and only one it began', () => {
    const dead = deadPid();
    const journal = JSON.stringify({ removed: ['gone.html', 'old/deep.html'] });
    const { root, claim } = site({
      ...mark,
      'dist/moved.html': 'new, moved before the kill',
      'dist/left.html': 'old',
      'dist/gone.html': 'old',
      'dist/old/deep.html': 'old',
      [`dist.tmp-${dead}/${COMMIT_JOURNAL}`]: journal,
      [`dist.tmp-${dead}/left.html`]: 'new, left to move',
      [`dist.tmp-${dead}/a/added.html`]: 'new',
    });
    claim('dist').release();
    expect(readdirSync(root).sort()).toEqual(['content', 'dist']);
    expect(readFileSync(join(root, 'dist/left.html'), 'utf8')).toBe('new, left to move');
    expect(readFileSync(join(root, 'dist/a/added.html'), 'utf8')).toBe('new');
    expect(readdirSync(join(root, 'dist')).sort()).toEqual([OUTPUT_MARK, 'a', 'left.html', 'moved.html']);

    // A staging folder without a journal never touched the site: it goes, and the site stays as it is.
    const other = site({ ...mark, 'dist/index.html': 'old', [`dist.tmp-${dead}/index.html`]: 'half-built' });
    other.claim('dist').release();
    expect(readFileSync(join(other.root, 'dist/index.html'), 'utf8')).toBe('old');
    expect(readdirSync(other.root).sort()).toEqual(['content', 'dist']);
  });

  it('says where it cannot write instead of failing inside the build', () => {
    const { claim } = site({ 'a-file': 'x' });
    expect(() => claim('a-file/site')).toThrow(/cannot write .*a-file.site: .*a-file is not writable \(ENOTDIR\)/);
  });
});

describe('FolderLock', () => {
  it('is held by one owner at a time', () => {
    const file = join(writeTree({}), 'lock');
    const first = FolderLock.take(file);
    expect(first).toBeInstanceOf(FolderLock);
    // Another process's view: the file names a live pid that is not its own.
    writeFileSync(file, String(process.ppid));
    expect(FolderLock.take(file)).toEqual({ heldBy: process.ppid });
    // Releasing a lock another process took over leaves that process's lock alone.
    (first as FolderLock).release();
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));
  });
});

describe('removeScratch', () => {
  it('removes the scratch folder and everything in it', () => {
    const root = writeTree({});
    const work = workFolderOf(join(root, 'dist'));
    mkdirSync(join(work, 'pages'), { recursive: true });
    for (let i = 0; i < 3; i++) writeFileSync(join(work, 'pages', `${i}.pack`), '{}');
    removeScratch(work);
    expect(readdirSync(root)).toEqual([]);
  });
});
