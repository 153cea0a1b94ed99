import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { joinCache, othersUsing } from '../../../../src/build/cache/cache-users';
import { writeTree } from '../tree';

/** A pid no process has: above the kernel's limit. */
const DEAD_PID = 4_194_305;

describe('the builds using a cache', () => {
  it("do not count this thread's own build, and are gone once it leaves", () => {
    const dir = writeTree({});
    const leave = joinCache(dir);
    expect(readdirSync(join(dir, 'users'))).toHaveLength(1);
    expect(othersUsing(dir)).toBe(false);
    leave();
    expect(readdirSync(join(dir, 'users'))).toEqual([]);
  });

  it('count a build of another live process, or of another thread of this one', () => {
    const dir = writeTree({ 'users/.keep': '' });
    writeFileSync(join(dir, 'users', `${process.ppid}-0-0`), '');
    expect(othersUsing(dir)).toBe(true);
    const other = writeTree({});
    joinCache(other);
    writeFileSync(join(other, 'users', `${process.pid}-999-0`), '');
    expect(othersUsing(other)).toBe(true);
  });

  it('do not count a process that is gone, whose file is removed', () => {
    const dir = writeTree({ [`users/${DEAD_PID}-0-0`]: '' });
    expect(othersUsing(dir)).toBe(false);
    expect(existsSync(join(dir, 'users', `${DEAD_PID}-0-0`))).toBe(false);
    // One that cannot be removed (here a folder) is left, without failing the build that looked.
    const stuck = writeTree({ [`users/${DEAD_PID}-0-1/inside`]: '' });
    expect(othersUsing(stuck)).toBe(false);
  });

  it('are none for a cache never used, and a cache that cannot be written is joined without a word', () => {
    expect(othersUsing(writeTree({}))).toBe(false);
    const dir = writeTree({ users: 'a file where the folder should be' });
    expect(() => joinCache(dir)()).not.toThrow();
  });
});
