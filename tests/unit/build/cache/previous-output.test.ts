import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOutput } from '../../../../src/build/cache/build-stamp';
import { linkFiles, PreviousOutput } from '../../../../src/build/cache/previous-output';

/** An old output folder with a few files, as listed by the stamp, and an empty new one. */
function folders() {
  const root = mkdtempSync(join(tmpdir(), 'previous-output-'));
  const old = join(root, 'dist');
  mkdirSync(join(old, 'guide'), { recursive: true });
  writeFileSync(join(old, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(old, 'guide/a.html'), '<h1>A</h1>');
  writeFileSync(join(old, 'guide/a.html.gz'), 'gz of A');
  const next = join(root, 'dist.tmp');
  mkdirSync(next);
  return { old, next, recorded: listOutput(old) };
}

const byPath = (files: ReturnType<typeof listOutput>, path: string) => files.find((f) => f[0] === path)!;

describe('linkFiles', () => {
  it('links files unchanged since the last build: the same data, not a copy', () => {
    const { old, next, recorded } = folders();
    const files = [byPath(recorded, 'guide/a.html'), byPath(recorded, 'guide/a.html.gz')];
    expect(linkFiles(old, next, files)).toBe(true);
    expect(readFileSync(join(next, 'guide/a.html'), 'utf8')).toBe('<h1>A</h1>');
    expect(statSync(join(next, 'guide/a.html')).ino).toBe(statSync(join(old, 'guide/a.html')).ino);
  });

  it('refuses a set with a file changed since, and removes the links it had made', () => {
    const { old, next, recorded } = folders();
    const files = [byPath(recorded, 'guide/a.html'), byPath(recorded, 'guide/a.html.gz')];
    // Same size, new time: changed by hand after the build.
    utimesSync(join(old, 'guide/a.html.gz'), new Date(), new Date(Date.now() + 5000));
    expect(linkFiles(old, next, files)).toBe(false);
    expect(existsSync(join(next, 'guide/a.html'))).toBe(false);
  });

  it('refuses a file that is gone', () => {
    const { old, next } = folders();
    expect(linkFiles(old, next, [['guide/b.html', 10, 0]])).toBe(false);
  });
});

describe('PreviousOutput.linkIfSame', () => {
  it('links a file the last build wrote with the very same bytes, and nothing else', () => {
    const { old, next, recorded } = folders();
    const previous = new PreviousOutput(old, recorded);
    expect(previous.linkIfSame('index.html', '<h1>Home</h1>', next)).toBe(true);
    expect(statSync(join(next, 'index.html')).ino).toBe(statSync(join(old, 'index.html')).ino);
    // Same length, other bytes; another length; a path the last build did not write.
    expect(previous.linkIfSame('guide/a.html', '<h1>B</h1>', next)).toBe(false);
    expect(previous.linkIfSame('guide/a.html', '<h1>AA</h1>', next)).toBe(false);
    expect(previous.linkIfSame('guide/new.html', '<h1>A</h1>', next)).toBe(false);
    expect(existsSync(join(next, 'guide/a.html'))).toBe(false);
  });
});
