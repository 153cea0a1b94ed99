import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOutput } from '../../../../src/build/cache/build-stamp';
import { PreviousOutput, type RecordedFile } from '../../../../src/build/cache/previous-output';
import { tempFolder } from '../../../support/temp-folder';

/** An old output folder with a few files, and the PreviousOutput its stamp would give. */
function previousOutput() {
  const old = join(tempFolder('previous-output-'), 'dist');
  mkdirSync(join(old, 'guide'), { recursive: true });
  writeFileSync(join(old, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(old, 'guide/a.html'), '<h1>A</h1>');
  writeFileSync(join(old, 'guide/a.html.gz'), 'gz of A');
  const recorded = listOutput(old);
  return { old, recorded, previous: new PreviousOutput(old, recorded) };
}

const byPath = (files: ReturnType<typeof listOutput>, path: string) => files.find((f) => f[0] === path)!;

describe('PreviousOutput.same', () => {
  it('gives the record of a file the last build wrote with the very same bytes, and nothing else', () => {
    const { recorded, previous } = previousOutput();
    expect(previous.same('index.html', '<h1>Home</h1>')).toEqual(byPath(recorded, 'index.html'));
    // Same length, other bytes; another length; a path the last build did not write.
    expect(previous.same('guide/a.html', '<h1>B</h1>')).toBeUndefined();
    expect(previous.same('guide/a.html', '<h1>AA</h1>')).toBeUndefined();
    expect(previous.same('guide/new.html', '<h1>A</h1>')).toBeUndefined();
  });

  it('refuses a file changed by hand since, even with the same bytes', () => {
    const { old, previous } = previousOutput();
    utimesSync(join(old, 'guide/a.html'), new Date(), new Date(Date.now() + 5000));
    expect(previous.same('guide/a.html', '<h1>A</h1>')).toBeUndefined();
  });
});

describe('PreviousOutput.unchanged', () => {
  it('holds for files still as recorded', () => {
    const { recorded, previous } = previousOutput();
    expect(previous.unchanged([byPath(recorded, 'guide/a.html'), byPath(recorded, 'guide/a.html.gz')])).toBe(true);
  });

  it('fails for a set with one file touched since, or gone', () => {
    const { old, recorded, previous } = previousOutput();
    const files = [byPath(recorded, 'guide/a.html'), byPath(recorded, 'guide/a.html.gz')];
    // Same size, new time: changed by hand after the build.
    utimesSync(join(old, 'guide/a.html.gz'), new Date(), new Date(Date.now() + 5000));
    expect(previous.unchanged(files)).toBe(false);
    rmSync(join(old, 'index.html'));
    expect(previous.unchanged([byPath(recorded, 'index.html')])).toBe(false);
  });
});

describe('a stamp read from a damaged cache', () => {
  it('keeps no file outside the folder, nor one the listing does not hold, nor an entry of another shape', () => {
    const { old, recorded } = previousOutput();
    // A file beside the old output, recorded as it is: only its path gives it away.
    writeFileSync(join(old, '../secret.txt'), 'not the site');
    const [, size, mtimeMs] = listOutput(join(old, '..')).find(([path]) => path === 'secret.txt')!;
    const outside: RecordedFile[] = [
      ['../secret.txt', size, mtimeMs],
      ['guide/../../secret.txt', size, mtimeMs],
      [`${join(old, '..')}/secret.txt`, size, mtimeMs],
    ];
    const damaged = [...recorded, ...outside, ['index.html'], 'guide/a.html', null] as unknown as RecordedFile[];
    const previous = new PreviousOutput(old, damaged);
    for (const file of outside) {
      expect(previous.unchanged([file])).toBe(false);
      expect(previous.recorded(file[0])).toBeUndefined();
    }
    // Recorded, but not with this size: the listing's record is the one that counts.
    const [path, , time] = byPath(recorded, 'index.html');
    expect(previous.unchanged([[path, 999, time]])).toBe(false);
    expect(previous.unchanged([byPath(recorded, 'index.html')])).toBe(true);
  });
});
