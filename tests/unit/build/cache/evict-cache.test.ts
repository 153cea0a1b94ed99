import { existsSync, mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evictCache } from '../../../../src/build/cache/evict-cache';
import { cacheKey, PageCache } from '../../../../src/build/cache/page-cache';
import { writeTree } from '../tree';

const HOUR = 60 * 60 * 1000;
const now = Date.now();

/** A cache holding one 1,000-byte entry per key, each last used `age` ms ago. */
function cacheWith(ages: Record<string, number>) {
  const cache = new PageCache(join(writeTree({}), 'cache'));
  const keys: Record<string, string> = {};
  for (const [name, age] of Object.entries(ages)) {
    const key = cacheKey(name);
    keys[name] = key;
    cache.set(key, { body: 'x'.repeat(1000 - 93) }); // the entry's header takes the rest
    const time = new Date(now - age);
    utimesSync(cache.fileOf(key), time, time);
  }
  const present = () => Object.keys(keys).filter((name) => existsSync(cache.fileOf(keys[name]!)));
  return { cache, keys, present };
}

afterEach(() => vi.unstubAllEnvs());

describe('evictCache', () => {
  it('removes the least recently used entries until the rest fit', () => {
    const { cache, keys, present } = cacheWith({ old: 3 * HOUR, older: 4 * HOUR, oldest: 5 * HOUR, fresh: HOUR });
    expect(statSync(cache.fileOf(keys.old!)).size).toBe(1000);
    expect(evictCache(cache.dir, { maxBytes: 2500, keepSince: now })).toEqual({
      before: 4000,
      after: 2000,
      removed: 2,
    });
    expect(present()).toEqual(['old', 'fresh']);
  });

  it('leaves a cache under its bound as it is', () => {
    const { cache, present } = cacheWith({ a: HOUR, b: 2 * HOUR });
    expect(evictCache(cache.dir, { maxBytes: 2000, keepSince: now })).toEqual({
      before: 2000,
      after: 2000,
      removed: 0,
    });
    expect(present()).toEqual(['a', 'b']);
  });

  it('never removes what the current build read or kept, even over the bound', () => {
    const { cache, keys, present } = cacheWith({ used: 0, kept: 5 * HOUR, stale: 4 * HOUR });
    const result = evictCache(cache.dir, { maxBytes: 0, keepSince: now - 60_000, keep: [keys.kept!] });
    expect(result).toEqual({ before: 3000, after: 2000, removed: 1 });
    expect(present()).toEqual(['used', 'kept']);
  });

  it('counts a read as a use: an entry read lately outlives one written after it', () => {
    const { cache, keys, present } = cacheWith({ read: 5 * HOUR, written: 2 * HOUR });
    cache.get(keys.read!);
    evictCache(cache.dir, { maxBytes: 1000, keepSince: now + HOUR });
    expect(present()).toEqual(['read']);
  });

  it('takes its bound from ESMX_DOCS_CACHE_MAX_MB, else 500 MB', () => {
    const { cache } = cacheWith({ a: 2 * HOUR, b: 3 * HOUR });
    expect(evictCache(cache.dir, { keepSince: now }).removed).toBe(0);
    vi.stubEnv('ESMX_DOCS_CACHE_MAX_MB', '0.001'); // 1,048 bytes
    expect(evictCache(cache.dir, { keepSince: now })).toEqual({ before: 2000, after: 1000, removed: 1 });
    vi.stubEnv('ESMX_DOCS_CACHE_MAX_MB', 'lots');
    expect(evictCache(cache.dir, { keepSince: now }).removed).toBe(0);
  });

  it("leaves the dev server's site and other files alone and removes temp files a crashed writer left", () => {
    const { cache } = cacheWith({ a: HOUR });
    mkdirSync(join(cache.dir, 'dev'));
    writeFileSync(join(cache.dir, 'dev/index.html'), 'x'.repeat(5000));
    const folder = join(cache.dir, cacheKey('a').slice(0, 2));
    const stray = join(folder, `${cacheKey('a')}.entry.tmp-1-0`);
    const live = join(folder, `${cacheKey('a')}.entry.tmp-2-0`);
    writeFileSync(stray, 'half');
    writeFileSync(live, 'half');
    utimesSync(stray, new Date(now - 2 * HOUR), new Date(now - 2 * HOUR));
    expect(evictCache(cache.dir, { maxBytes: 0, keepSince: now })).toEqual({ before: 1000, after: 0, removed: 1 });
    expect([existsSync(join(cache.dir, 'dev/index.html')), existsSync(stray), existsSync(live)]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('gives nothing to do for a missing cache folder', () => {
    expect(evictCache('/nonexistent/esmx-docs-cache', { maxBytes: 0, keepSince: now })).toEqual({
      before: 0,
      after: 0,
      removed: 0,
    });
  });

  describe('packs', () => {
    /** A pack per name, each holding the entries of its keys, last used `age` ms ago. */
    function packsWith(packs: Record<string, { keys: string[]; age: number }>) {
      const cache = new PageCache(join(writeTree({}), 'cache'));
      const files: Record<string, string> = {};
      for (const [name, { keys, age }] of Object.entries(packs)) {
        const writer = new PageCache(cache.dir);
        for (const key of keys) files[name] = writer.add(cacheKey(key), { body: 'x'.repeat(500) })?.file ?? '';
        const time = new Date(now - age);
        utimesSync(files[name]!, time, time);
      }
      const present = () => Object.keys(files).filter((name) => existsSync(files[name]!));
      return { cache, files, present };
    }

    it('removes a least recently used pack whole, with its index', () => {
      const { cache, files, present } = packsWith({
        old: { keys: ['a', 'b'], age: 3 * HOUR },
        fresh: { keys: ['c'], age: HOUR },
      });
      const { before, after, removed } = evictCache(cache.dir, { maxBytes: 1500, keepSince: now });
      expect([removed, before > 1500, after <= 1500]).toEqual([1, true, true]);
      expect(present()).toEqual(['fresh']);
      expect(existsSync(files.old!.replace(/\.pack$/, '.index'))).toBe(false);
      expect(new PageCache(cache.dir).get(cacheKey('a'))).toBeUndefined();
      expect(new PageCache(cache.dir).get(cacheKey('c'))).toBeDefined();
    });

    it('keeps a pack holding a kept key, and one the build read from', () => {
      const { cache, present } = packsWith({
        kept: { keys: ['a'], age: 5 * HOUR },
        read: { keys: ['b'], age: 4 * HOUR },
        stale: { keys: ['c'], age: 3 * HOUR },
      });
      new PageCache(cache.dir).get(cacheKey('b'));
      evictCache(cache.dir, { maxBytes: 0, keepSince: now - 60_000, keep: [cacheKey('a')] });
      expect(present()).toEqual(['kept', 'read']);
    });
  });
});
