import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';

/** Lets `renameSync` succeed `n` more times, then throw once: a commit failing half-way. */
const renames = vi.hoisted(() => ({ left: Number.POSITIVE_INFINITY }));
const failRenameAfter = (n: number) => {
  renames.left = n;
};
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const renameSync: typeof fs.renameSync = (from, to) => {
    if (renames.left-- === 0) throw new Error('rename failed on purpose');
    fs.renameSync(from, to);
  };
  return { ...fs, renameSync, default: { ...fs, renameSync } };
});

import { listOutput } from '../../../src/build/cache/build-stamp';
import { PreviousOutput } from '../../../src/build/cache/previous-output';
import { COMMIT_JOURNAL, finishCommit } from '../../../src/build/commit-in-place';
import { compressedCopies, Output, writeCompressedCopies, writeWithCompressed } from '../../../src/build/output';
import { OUTPUT_MARK } from '../../../src/build/output-folder';
import { precompress } from '../../support/precompress';
import { writeTree } from './tree';

describe('Output', () => {
  it('leaves the old site untouched until commit, then swaps the new one in', () => {
    const root = writeTree({ 'dist/old.html': 'old' });
    const target = join(root, 'dist');
    const out = new Output(target);
    out.write('a/new.html', 'new');
    expect(readFileSync(join(target, 'old.html'), 'utf8')).toBe('old');
    expect(existsSync(join(target, 'a/new.html'))).toBe(false);
    out.commit();
    expect(readFileSync(join(target, 'a/new.html'), 'utf8')).toBe('new');
    expect(existsSync(join(target, 'old.html'))).toBe(false);
    expect(existsSync(out.dir)).toBe(false);
  });

  it('removes the old site after the swap, without the build waiting for it', async () => {
    const root = writeTree({ 'dist/old.html': 'old', 'dist/deep/er/page.html': 'old' });
    const out = new Output(join(root, 'dist'));
    out.write('new.html', 'new');
    out.commit();
    expect(readFileSync(join(root, 'dist/new.html'), 'utf8')).toBe('new');
    // Kept beside the new site until asked for: the build still writes its stamp.
    expect(readdirSync(root).filter((name) => name.startsWith('dist.old-'))).toHaveLength(1);
    out.removeReplaced();
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(['dist']), { timeout: 20_000, interval: 50 });
  });

  it('discards a failed build and keeps the old site', () => {
    const root = writeTree({ 'dist/old.html': 'old' });
    const out = new Output(join(root, 'dist'));
    out.write('half.html', 'half');
    out.discard();
    expect(existsSync(out.dir)).toBe(false);
    expect(readFileSync(join(root, 'dist/old.html'), 'utf8')).toBe('old');
  });
});

describe('compressedCopies', () => {
  it('writes gzip and brotli copies of text files over 1 KB only', () => {
    const root = writeTree({});
    mkdirSync(join(root, 'assets'));
    const big = 'x'.repeat(4000);
    writeFileSync(join(root, 'assets/big.js'), big);
    writeFileSync(join(root, 'small.html'), '<p>hi</p>');
    writeFileSync(join(root, 'image.png'), Buffer.alloc(4000));
    precompress(root);
    expect(gunzipSync(readFileSync(join(root, 'assets/big.js.gz'))).toString()).toBe(big);
    expect(existsSync(join(root, 'assets/big.js.br'))).toBe(true);
    expect(existsSync(join(root, 'small.html.gz'))).toBe(false);
    expect(existsSync(join(root, 'image.png.gz'))).toBe(false);
  });
});

describe('writeCompressedCopies', () => {
  /** Text of `bytes` bytes that compresses like prose, not like one repeated word. */
  const prose = (bytes: number) => {
    let seed = 5;
    const words = ['module', 'render', 'hydration', 'import', 'map', 'server', 'client', 'route', 'build', 'page'];
    const out: string[] = [];
    for (let n = 0; n < bytes; ) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const word = words[seed % words.length];
      out.push(word);
      n += word.length + 1;
    }
    return out.join(' ').slice(0, bytes);
  };

  it('streams the same copies compressedCopies makes, of a file larger than zlib takes at once', async () => {
    const root = writeTree({});
    const text = prose(3 * 2 ** 20);
    const file = join(root, 'llms-full.txt');
    writeFileSync(file, text);
    await writeCompressedCopies(file, 'llms-full.txt', statSync(file).size);
    const [gz, br] = compressedCopies('llms-full.txt', text);
    expect(readFileSync(`${file}.gz`).equals(gz.data)).toBe(true);
    expect(readFileSync(`${file}.br`).equals(br.data)).toBe(true);
  });

  it('replaces a copy left there instead of writing through it, and gives files it would not compress none', async () => {
    const root = writeTree({ 'a.json': prose(5000), 'old.json.gz': 'old', 'image.png': prose(5000) });
    const linked = join(root, 'a.json.gz');
    linkSync(join(root, 'old.json.gz'), linked);
    await writeCompressedCopies(join(root, 'a.json'), 'a.json', 5000);
    expect(readFileSync(join(root, 'old.json.gz'), 'utf8')).toBe('old');
    expect(gunzipSync(readFileSync(linked)).toString()).toBe(prose(5000));
    await writeCompressedCopies(join(root, 'image.png'), 'image.png', 5000);
    expect(existsSync(join(root, 'image.png.gz'))).toBe(false);
  });
});

/** An old site as a finished build left it, and an Output to build the next one over it. */
function overLastBuild(files: Record<string, string>) {
  const target = join(writeTree(Object.fromEntries(Object.entries(files).map(([p, t]) => [`dist/${p}`, t]))), 'dist');
  const output = new Output(target, new PreviousOutput(target, listOutput(target)));
  return { target, output, ino: (path: string) => statSync(join(target, path)).ino };
}

/** Files `keepAll` keeps: enough that a commit which writes a few files moves those in place. */
const many = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`kept/${i}.html`, `kept ${i}`]));
const keepAll = (output: Output) => {
  for (const [path, text] of Object.entries(many)) output.write(path, text);
};

describe('Output over the last build', () => {
  it('keeps files with the same bytes where they are, and moves only new and changed ones into the target', () => {
    const { target, output, ino } = overLastBuild({
      ...many,
      'same.html': 'same',
      'changed.html': 'old',
      'gone.html': 'gone',
      'old/deep/gone.html': 'gone',
    });
    const before = { same: ino('same.html'), changed: ino('changed.html'), kept: ino('kept/0.html') };
    keepAll(output);
    output.write('same.html', 'same');
    output.write('changed.html', 'new');
    output.write('a/added.html', 'added');
    expect(listOutput(output.dir).map((f) => f[0])).toEqual(['a/added.html', 'changed.html']);
    expect(output.fileOf('same.html')).toBe(join(target, 'same.html'));
    // Nothing in the target changes before the commit.
    expect(readFileSync(join(target, 'changed.html'), 'utf8')).toBe('old');
    expect(existsSync(join(target, 'a/added.html'))).toBe(false);

    const files = output.commit();
    expect(ino('same.html')).toBe(before.same);
    expect(ino('kept/0.html')).toBe(before.kept);
    expect(ino('changed.html')).not.toBe(before.changed);
    expect(readFileSync(join(target, 'changed.html'), 'utf8')).toBe('new');
    expect(readFileSync(join(target, 'a/added.html'), 'utf8')).toBe('added');
    // Files the new site does not have go, and the folders they leave empty.
    expect(existsSync(join(target, 'gone.html'))).toBe(false);
    expect(existsSync(join(target, 'old'))).toBe(false);
    expect(existsSync(output.dir)).toBe(false);
    expect(readdirSync(dirname(target))).toEqual(['dist']);
    // What the stamp records is what the target holds, the mark of a build's output included.
    expect(files).toEqual(listOutput(target));
    expect(files.map((f) => f[0])).toEqual([
      OUTPUT_MARK,
      'a/added.html',
      'changed.html',
      'kept/0.html',
      'kept/1.html',
      'kept/2.html',
      'kept/3.html',
      'kept/4.html',
      'kept/5.html',
      'kept/6.html',
      'kept/7.html',
      'same.html',
    ]);
  });

  it('swaps the whole folder in, the kept files linked into it, when it wrote more files than it kept', async () => {
    const { target, output, ino } = overLastBuild({ 'same.html': 'same', 'a.html': 'old a', 'b.html': 'old b' });
    const same = ino('same.html');
    output.write('same.html', 'same');
    output.write('a.html', 'new a');
    output.write('b.html', 'new b');
    const files = output.commit();
    expect(ino('same.html')).toBe(same);
    expect(readFileSync(join(target, 'a.html'), 'utf8')).toBe('new a');
    expect(files).toEqual(listOutput(target));
    // The old site waits beside the new one for its removal in the background.
    expect(readdirSync(dirname(target)).filter((name) => name.startsWith('dist.old-'))).toHaveLength(1);
    output.removeReplaced();
    await vi.waitFor(() => expect(readdirSync(dirname(target))).toEqual(['dist']), { timeout: 20_000, interval: 50 });
  });

  it.each([
    ['in place', true],
    ['by a swap', false],
  ])('lets a file take the place of a folder, and a folder the place of a file (%s)', (_, inPlace) => {
    const { target, output } = overLastBuild({
      ...(inPlace ? many : {}),
      'kept.html': 'kept',
      'old/page.html': 'x',
      'guide/a': 'a file',
    });
    if (inPlace) keepAll(output);
    output.write('kept.html', 'kept');
    output.write('old', 'now a file');
    output.write('guide/a/index.html', 'now a folder');
    output.commit();
    expect(readFileSync(join(target, 'old'), 'utf8')).toBe('now a file');
    expect(readFileSync(join(target, 'guide/a/index.html'), 'utf8')).toBe('now a folder');
    expect(listOutput(target).map((f) => f[0])).toEqual([
      OUTPUT_MARK,
      'guide/a/index.html',
      'kept.html',
      ...(inPlace ? Object.keys(many) : []),
      'old',
    ]);
    expect(readdirSync(dirname(target)).filter((name) => !name.startsWith('dist.old-'))).toEqual(['dist']);
  });

  it('removes files it did not keep or write, links included, and never follows a link out', () => {
    const { target, output } = overLastBuild({ ...many });
    const outside = writeTree({ 'precious.txt': 'not ours' });
    symlinkSync(outside, join(target, 'link-to-outside'));
    writeFileSync(join(target, 'kept/dropped-by-hand.html'), 'x');
    keepAll(output);
    output.write('new.html', 'new');
    output.commit();
    expect(existsSync(join(target, 'link-to-outside'))).toBe(false);
    expect(existsSync(join(target, 'kept/dropped-by-hand.html'))).toBe(false);
    expect(readFileSync(join(outside, 'precious.txt'), 'utf8')).toBe('not ours');
  });

  it('keeps a recorded set of files only when every one is as the last build left it', () => {
    const { target, output } = overLastBuild({ 'p.html': 'page', 'p.html.gz': 'gz' });
    const recorded = listOutput(target);
    writeFileSync(join(target, 'p.html.gz'), 'edited by hand');
    expect(output.keep(recorded)).toBe(false);
    output.write('p.html', 'page');
    // The compressed copy changed since: the build compresses the kept file again rather than keep it.
    expect(output.keepCompressed('p.html')).toBe(false);
    expect(existsSync(join(output.dir, 'p.html.gz'))).toBe(false);
  });

  it('keeps a file by its path alone only when the last build wrote it and it is as that build left it', () => {
    const { target, output } = overLastBuild({ 'a.md': 'a', 'b.md': 'b' });
    writeFileSync(join(target, 'b.md'), 'edited by hand');
    expect(output.keepRecorded('a.md')).toBe(true);
    expect(output.keepRecorded('b.md')).toBe(false);
    expect(output.keepRecorded('never-written.md')).toBe(false);
    expect(output.fileOf('a.md')).toBe(join(target, 'a.md'));
    expect(readdirSync(output.dir)).toEqual([]);
  });

  it('never changes the last build’s file when a render worker writes over a path this thread kept', () => {
    const { target, output } = overLastBuild({ ...many, 'page.html': 'last build', 'other.html': 'kept' });
    keepAll(output);
    output.write('page.html', 'last build');
    output.write('other.html', 'kept');
    writeWithCompressed(output.dir, 'page.html', 'rendered again');
    expect(readFileSync(join(target, 'page.html'), 'utf8')).toBe('last build');
    const files = output.commit();
    expect(readFileSync(join(target, 'page.html'), 'utf8')).toBe('rendered again');
    expect(files).toEqual(listOutput(target));
  });

  it('lets the last write of a path win, even when it brings back the bytes the last build had', () => {
    const { target, output } = overLastBuild({ ...many, 'robots.txt': 'ours' });
    keepAll(output);
    output.write('robots.txt', 'the content folder’s own');
    output.write('robots.txt', 'ours');
    expect(existsSync(join(output.dir, 'robots.txt'))).toBe(false);
    output.write('robots.txt', 'the content folder’s own');
    expect(readFileSync(join(target, 'robots.txt'), 'utf8')).toBe('ours');
    output.commit();
    expect(readFileSync(join(target, 'robots.txt'), 'utf8')).toBe('the content folder’s own');
  });

  it('writes a file from parts, keeping the last build’s file when the parts make the same bytes', async () => {
    const big = 'twin text, '.repeat(200_000);
    const { target, output, ino } = overLastBuild({ 'llms-full.txt': `${big}end\n`, 'zh/llms-full.txt': 'old' });
    const same = ino('llms-full.txt');
    async function* parts(...list: string[]) {
      yield* list;
    }
    await output.writeParts('llms-full.txt', parts(big, 'end', '\n'));
    await output.writeParts('zh/llms-full.txt', parts('ol', 'e'));
    await output.writeParts('new/llms-full.txt', parts('a', 'b'));
    expect(existsSync(join(output.dir, 'llms-full.txt'))).toBe(false);
    expect(output.keepCompressed('llms-full.txt')).toBe(false); // kept, but the last build left no copies to keep
    expect(readFileSync(join(target, 'zh/llms-full.txt'), 'utf8')).toBe('old');
    output.commit();
    expect(readFileSync(join(target, 'zh/llms-full.txt'), 'utf8')).toBe('ole');
    expect(readFileSync(join(target, 'new/llms-full.txt'), 'utf8')).toBe('ab');
    expect(readFileSync(join(target, 'llms-full.txt'), 'utf8')).toBe(`${big}end\n`);
    expect(ino('llms-full.txt')).toBe(same);
  });

  it('copies a file in, keeping the last build’s copy of the same bytes and never writing through it', () => {
    const video = Buffer.alloc(3 << 20, 7); // several of the chunks it compares at a time
    const { target, output, ino } = overLastBuild({
      'same.mp4': video.toString('latin1'),
      'other.mp4': `${video.toString('latin1').slice(1)}x`,
      'a/replaced.js': 'bundle',
    });
    const same = ino('same.mp4');
    const sources = writeTree({ 'same.mp4': video.toString('latin1'), 'other.mp4': video.toString('latin1') });
    output.copyFile('same.mp4', join(sources, 'same.mp4'));
    output.copyFile('other.mp4', join(sources, 'other.mp4'));
    output.copyFile('new/added.mp4', join(sources, 'same.mp4'));
    output.write('a/replaced.js', 'bundle');
    output.copyFile('a/replaced.js', join(sources, 'other.mp4')); // the content's public/ over one of ours
    expect(existsSync(join(output.dir, 'same.mp4'))).toBe(false);
    expect(readFileSync(join(target, 'a/replaced.js'), 'utf8')).toBe('bundle');
    expect(readFileSync(join(target, 'other.mp4')).equals(video)).toBe(false);
    output.commit();
    for (const path of ['same.mp4', 'other.mp4', 'new/added.mp4', 'a/replaced.js'])
      expect(readFileSync(join(target, path)).equals(video)).toBe(true);
    expect(ino('same.mp4')).toBe(same);
  });

  it('writes parts anew over a last build’s file of the same size but other bytes, never through it', async () => {
    const { target, output } = overLastBuild({ 'llms-full.txt': 'abc' });
    async function* parts() {
      yield 'ab';
      yield 'd';
    }
    await output.writeParts('llms-full.txt', parts());
    expect(readFileSync(join(target, 'llms-full.txt'), 'utf8')).toBe('abc');
    output.commit();
    expect(readFileSync(join(target, 'llms-full.txt'), 'utf8')).toBe('abd');
  });

  it('puts the old site back when the new one cannot be swapped in', () => {
    const { target, output } = overLastBuild({ 'a.html': 'old a', 'gone.html': 'x' });
    output.write('a.html', 'new a');
    const before = listOutput(target);
    failRenameAfter(1);
    try {
      expect(() => output.commit()).toThrow(/rename failed on purpose/);
    } finally {
      failRenameAfter(Number.POSITIVE_INFINITY);
    }
    expect(listOutput(target)).toEqual(before);
    expect(readFileSync(join(target, 'a.html'), 'utf8')).toBe('old a');
    output.discard();
  });

  it('leaves a commit in place that failed part-way for the next build to complete, never half-discarded', () => {
    const { target, output } = overLastBuild({ ...many, 'a.html': 'old a', 'b.html': 'old b', 'gone.html': 'x' });
    keepAll(output);
    output.write('a.html', 'new a');
    output.write('b.html', 'new b');
    // The journal's own rename, then one file: the second file's move fails.
    failRenameAfter(2);
    try {
      expect(() => output.commit()).toThrow(/rename failed on purpose/);
    } finally {
      failRenameAfter(Number.POSITIVE_INFINITY);
    }
    output.discard();
    expect(existsSync(join(output.dir, COMMIT_JOURNAL))).toBe(true);
    expect(finishCommit(output.dir, target)).toBe(true);
    expect(readFileSync(join(target, 'a.html'), 'utf8')).toBe('new a');
    expect(readFileSync(join(target, 'b.html'), 'utf8')).toBe('new b');
    expect(existsSync(join(target, 'gone.html'))).toBe(false);
    expect(existsSync(output.dir)).toBe(false);
  });
});
