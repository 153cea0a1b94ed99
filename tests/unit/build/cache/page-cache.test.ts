import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, PageCache } from '../../../../src/build/cache/page-cache';
import { writeTree } from '../tree';

const newCache = () => new PageCache(join(writeTree({}), 'cache'));
const text = (parts: Map<string, Buffer> | undefined) =>
  parts && Object.fromEntries([...parts].map(([name, bytes]) => [name, bytes.toString('utf8')]));

describe('PageCache', () => {
  it('gives back exactly the parts stored under a key', () => {
    const cache = newCache();
    const key = cacheKey('page', 'a');
    cache.set(key, { html: '<p>é</p>', gz: Buffer.from([0, 1, 2]), empty: '' });
    expect(text(cache.get(key))).toEqual({ html: '<p>é</p>', gz: '\u0000\u0001\u0002', empty: '' });
  });

  it('misses a key that was never stored', () => {
    const cache = newCache();
    cache.set(cacheKey('page', 'a'), { html: 'a' });
    expect(cache.get(cacheKey('page', 'b'))).toBeUndefined();
  });

  it('says whether it holds a key without reading the entry or touching its time', () => {
    const cache = newCache();
    const key = cacheKey('page', 'a');
    expect(cache.has(key)).toBe(false);
    cache.set(key, { html: 'a' });
    const old = new Date(1_000_000);
    utimesSync(cache.fileOf(key), old, old);
    expect(cache.has(key)).toBe(true);
    expect(cache.has(cacheKey('page', 'b'))).toBe(false);
    expect(statSync(cache.fileOf(key)).mtimeMs).toBe(1_000_000);
  });

  it('ignores and removes an entry that is garbage, truncated or has a changed byte', () => {
    const cache = newCache();
    const damage = {
      garbage: () => 'not an entry',
      truncated: (bytes: Buffer) => bytes.subarray(0, bytes.length - 1),
      'changed byte': (bytes: Buffer) => Buffer.concat([bytes.subarray(0, -1), Buffer.from('X')]),
      'bad header': (bytes: Buffer) => Buffer.from(bytes.toString('latin1').replace('"parts"', '"parts'), 'latin1'),
    };
    for (const [name, spoil] of Object.entries(damage)) {
      const key = cacheKey(name);
      cache.set(key, { html: '<p>whole</p>' });
      writeFileSync(cache.fileOf(key), spoil(readFileSync(cache.fileOf(key))));
      expect(cache.get(key), name).toBeUndefined();
      cache.set(key, { html: '<p>again</p>' });
      expect(text(cache.get(key)), name).toEqual({ html: '<p>again</p>' });
    }
  });

  it('costs only speed when its folder cannot be written', () => {
    const root = writeTree({ blocked: 'a file where the cache folder should be' });
    const cache = new PageCache(join(root, 'blocked'));
    const key = cacheKey('x');
    expect(() => cache.set(key, { html: 'a' })).not.toThrow();
    expect(cache.get(key)).toBeUndefined();
  });
});

describe('cacheKey', () => {
  it('changes when any input changes, and not otherwise', () => {
    const base = cacheKey('page', 'generator', { title: 'A', links: ['/b'] }, 'body');
    expect(cacheKey('page', 'generator', { title: 'A', links: ['/b'] }, 'body')).toBe(base);
    expect(cacheKey('page', 'generator', { title: 'A', links: ['/c'] }, 'body')).not.toBe(base);
    expect(cacheKey('page', 'generator2', { title: 'A', links: ['/b'] }, 'body')).not.toBe(base);
    expect(cacheKey('page', 'generator', { title: 'A', links: ['/b'] }, 'body!')).not.toBe(base);
    // Inputs are separated: moving a character from one to the next is a different key.
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
  });
});

describe('PageCache.add', () => {
  it('appends entries to one pack that later instances read by key', () => {
    const cache = newCache();
    const [a, b] = [cacheKey('page', 'a'), cacheKey('page', 'b')];
    const at = cache.add(a, { html: '<p>a</p>' });
    cache.add(b, { html: '<p>b</p>', gz: Buffer.from([1]) });
    expect(at && text(cache.at(at))).toEqual({ html: '<p>a</p>' });
    expect(text(cache.get(b))).toEqual({ html: '<p>b</p>', gz: '\u0001' });

    const later = new PageCache(cache.dir);
    expect([later.has(a), text(later.get(a)), later.get(cacheKey('page', 'c'))]).toEqual([
      true,
      { html: '<p>a</p>' },
      undefined,
    ]);
    // Two records, two files: the pack and its index.
    expect(readdirSync(cache.packDir)).toHaveLength(2);
  });

  it('reads the newest entry of a key added again', () => {
    const cache = newCache();
    const key = cacheKey('code-blocks', 'a.md');
    cache.add(key, { blocks: 'first' });
    cache.add(key, { blocks: 'second' });
    expect(text(cache.get(key))).toEqual({ blocks: 'second' });
    expect(text(new PageCache(cache.dir).get(key))).toEqual({ blocks: 'second' });
  });

  it('misses an entry whose bytes were damaged rather than giving them back', () => {
    const cache = newCache();
    const key = cacheKey('page', 'a');
    const at = cache.add(key, { html: 'intact' });
    if (!at) throw new Error('not added');
    const pack = readFileSync(at.file);
    pack[pack.length - 1] ^= 1;
    writeFileSync(at.file, pack);
    expect(new PageCache(cache.dir).get(key)).toBeUndefined();
  });

  it('says it could not add when the cache folder cannot be made', () => {
    const root = writeTree({ cache: 'a file where the folder should be' });
    expect(new PageCache(join(root, 'cache')).add(cacheKey('page', 'a'), { html: 'a' })).toBeUndefined();
  });
});
