import { appendFileSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPacks, PackWriter, readPacked, readPackIndex } from '../../../../src/build/cache/pack-file';
import { writeTree } from '../tree';

const bytes = (text: string) => Buffer.from(text);

describe('PackWriter', () => {
  it('appends records to one file and finds each again by its location', () => {
    const dir = join(writeTree({}), 'packs');
    const writer = new PackWriter(dir);
    const first = writer.append(bytes('first record'), 'a');
    const second = writer.append(bytes('é, the second'));
    expect(readPacked(first)?.toString()).toBe('first record');
    expect(readPacked(second)?.toString()).toBe('é, the second');
    expect(second).toEqual({ file: first.file, offset: 12, length: Buffer.byteLength('é, the second') });
    // A pack and its index, whatever the number of records.
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('makes no file before its first record', () => {
    const root = writeTree({});
    new PackWriter(join(root, 'packs'));
    expect(readdirSync(root)).toEqual([]);
  });

  it('gives two writers in one thread files of their own', () => {
    const dir = join(writeTree({}), 'packs');
    const [a, b] = [new PackWriter(dir), new PackWriter(dir)];
    const [x, y] = [a.append(bytes('from a'), 'k'), b.append(bytes('from b'), 'k')];
    expect(x.file).not.toBe(y.file);
    expect([readPacked(x)?.toString(), readPacked(y)?.toString()]).toEqual(['from a', 'from b']);
  });
});

describe('readPacked', () => {
  it('gives nothing for a location past the end of its file, or in a file that is gone', () => {
    const dir = join(writeTree({}), 'packs');
    const location = new PackWriter(dir).append(bytes('0123456789'));
    expect(readPacked({ ...location, length: 11 })).toBeUndefined();
    expect(readPacked({ ...location, file: join(dir, 'gone.pack') })).toBeUndefined();
  });
});

describe('readPackIndex', () => {
  it("finds every writer's keys, a key written twice where the newest writer put it", async () => {
    const dir = join(writeTree({}), 'packs');
    const older = new PackWriter(dir);
    older.append(bytes('old a'), 'a');
    older.append(bytes('only b'), 'b');
    // Writers are ordered by their start time, to the millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = new PackWriter(dir);
    newer.append(bytes('new a'), 'a');
    const index = readPackIndex(dir);
    expect(Object.fromEntries([...index].map(([key, at]) => [key, readPacked(at)?.toString()]))).toEqual({
      a: 'new a',
      b: 'only b',
    });
    expect(listPacks(dir).map(({ pack }) => readFileSync(pack, 'utf8'))).toEqual(['old aonly b', 'new a']);
  });

  it('skips what a crash leaves: half a line, and a line naming bytes the pack does not hold', () => {
    const dir = join(writeTree({}), 'packs');
    const writer = new PackWriter(dir);
    writer.append(bytes('kept'), 'kept');
    writer.append(bytes('cut off'), 'cut');
    const [{ pack, index }] = listPacks(dir);
    truncateSync(pack!, 'keptcut'.length);
    appendFileSync(index!, 'half\t4');
    expect([...readPackIndex(dir).keys()]).toEqual(['kept']);
  });

  it('reads only files named as a writer names them', () => {
    const dir = writeTree({ 'packs/notes.pack': 'x', 'packs/notes.index': 'k\t0\t1\n' });
    expect(readPackIndex(join(dir, 'packs')).size).toBe(0);
    writeFileSync(join(dir, 'packs/1-2-3-4.pack'), 'y');
    writeFileSync(join(dir, 'packs/1-2-3-4.index'), 'k\t0\t1\n');
    expect([...readPackIndex(join(dir, 'packs')).keys()]).toEqual(['k']);
  });
});

describe('PackWriter, when its pack is removed under it', () => {
  it('starts a new pack rather than counting offsets in a file made again', () => {
    const dir = join(writeTree({}), 'packs');
    const writer = new PackWriter(dir);
    const first = writer.append(bytes('first'), 'a');
    rmSync(first.file);
    expect(() => writer.append(bytes('lost'), 'b')).toThrow();
    const next = writer.append(bytes('next'), 'c');
    expect([next.file === first.file, next.offset, readPacked(next)?.toString()]).toEqual([false, 0, 'next']);
  });
});
