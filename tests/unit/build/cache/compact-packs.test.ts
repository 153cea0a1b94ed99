import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactPacks } from '../../../../src/build/cache/compact-packs';
import { cacheKey, PageCache } from '../../../../src/build/cache/page-cache';
import { writeTree } from '../tree';

const HOUR = 60 * 60 * 1000;
const text = (parts: Map<string, Buffer> | undefined) => parts?.get('body')?.toString('utf8');

/** A cache with one pack per build in `builds` (oldest first), each adding `key → body` entries. */
function cacheOfBuilds(builds: Record<string, string>[], age = HOUR) {
  const dir = join(writeTree({}), 'cache');
  builds.forEach((entries, i) => {
    const build = new PageCache(dir);
    let pack = '';
    for (const [key, body] of Object.entries(entries)) pack = build.add(cacheKey(key), { body })?.file ?? '';
    const time = new Date(Date.now() - age + i * 1000);
    utimesSync(pack, time, time);
  });
  return new PageCache(dir);
}

const packCount = (cache: PageCache) => readdirSync(cache.packDir).filter((name) => name.endsWith('.pack')).length;

describe('compactPacks', () => {
  it('leaves a cache with few packs as it is', () => {
    const cache = cacheOfBuilds([{ a: '1' }, { b: '2' }]);
    expect(compactPacks(cache.packDir, { maxPacks: 4 })).toBe(0);
    expect(packCount(cache)).toBe(2);
  });

  it('merges the smallest packs into one, keeping the newest entry of each key', () => {
    const cache = cacheOfBuilds([
      { a: 'a, first build', big: 'x'.repeat(10_000) },
      { a: 'a, second build' },
      { b: 'b' },
      { a: 'a, fourth build', c: 'c' },
      { d: 'd' },
    ]);
    expect(compactPacks(cache.packDir, { maxPacks: 4 })).toBe(3);
    expect(packCount(cache)).toBe(3);
    const after = new PageCache(cache.dir);
    expect(['a', 'b', 'c', 'd', 'big'].map((key) => text(after.get(cacheKey(key)))?.slice(0, 15))).toEqual([
      'a, fourth build',
      'b',
      'c',
      'd',
      'x'.repeat(15),
    ]);
  });

  it('gives the merged pack the newest time of those it replaced, for eviction', () => {
    const cache = cacheOfBuilds([{ a: '1' }, { b: '2' }, { c: '3' }], 3 * HOUR);
    const newest = Math.max(...readdirSync(cache.packDir).map((name) => statSync(join(cache.packDir, name)).mtimeMs));
    compactPacks(cache.packDir, { maxPacks: 2 });
    const [pack] = readdirSync(cache.packDir).filter((name) => name.endsWith('.pack'));
    expect(statSync(join(cache.packDir, pack!)).mtimeMs).toBeLessThanOrEqual(newest);
    expect(statSync(join(cache.packDir, pack!)).mtimeMs).toBeLessThan(Date.now() - 2 * HOUR);
  });

  it('leaves alone packs written to lately, which another build may still be adding to', () => {
    const cache = cacheOfBuilds([{ a: '1' }, { b: '2' }, { c: '3' }], 1000);
    expect(compactPacks(cache.packDir, { maxPacks: 2 })).toBe(0);
    expect(packCount(cache)).toBe(3);
  });

  describe('over the bound', () => {
    const big = 'x'.repeat(2000);

    it("keeps only the build's keys, so an edited page's older entries do not stay with a pack in use", () => {
      const cache = cacheOfBuilds([
        { a: big, 'a, old version': big, 'b, old version': big },
        { b: big, 'c, old version': big },
      ]);
      const keep = new Set(['a', 'b'].map((key) => cacheKey(key)));
      expect(compactPacks(cache.packDir, { keep, maxBytes: 1000 })).toBe(2);
      expect(packCount(cache)).toBe(1);
      const after = new PageCache(cache.dir);
      expect(
        ['a', 'b', 'a, old version', 'b, old version', 'c, old version'].map((k) => after.has(cacheKey(k))),
      ).toEqual([true, true, false, false, false]);
      expect(text(after.get(cacheKey('a')))).toBe(big);
    });

    it('copies nothing when the wanted entries are half of the packs or more, or the packs fit', () => {
      const cache = cacheOfBuilds([{ a: big, b: big }, { c: big, d: big }, { e: big }]);
      const keep = new Set(['a', 'b', 'c'].map((key) => cacheKey(key)));
      expect(compactPacks(cache.packDir, { keep, maxBytes: 1000 })).toBe(0);
      expect(compactPacks(cache.packDir, { keep: new Set([cacheKey('a')]), maxBytes: 1_000_000 })).toBe(0);
      expect(packCount(cache)).toBe(3);
    });

    it('leaves the packs being written alone', () => {
      const cache = cacheOfBuilds([{ a: big, old: big }], 1000);
      expect(compactPacks(cache.packDir, { keep: new Set([cacheKey('a')]), maxBytes: 1000 })).toBe(0);
      expect(new PageCache(cache.dir).has(cacheKey('old'))).toBe(true);
    });
  });
});
