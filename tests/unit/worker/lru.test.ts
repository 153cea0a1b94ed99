import { describe, expect, it } from 'vitest';
import { LruCache } from '../../../worker/lru';

describe('LruCache', () => {
  it('returns what was stored and undefined for what was not', () => {
    const cache = new LruCache<string, number>(2).set('a', 1);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new LruCache<string, number>(2).set('a', 1).set('b', 2).set('c', 3);
    expect(cache.keys()).toEqual(['b', 'c']);
    expect(cache.has('a')).toBe(false);
  });

  it('counts a read as a use', () => {
    const cache = new LruCache<string, number>(2).set('a', 1).set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['a', 'c']);
  });

  it('replaces the value of a key set again and makes it the most recent', () => {
    const cache = new LruCache<string, number>(2).set('a', 1).set('b', 2).set('a', 9);
    expect(cache.keys()).toEqual(['b', 'a']);
    expect(cache.get('a')).toBe(9);
    expect(cache.size).toBe(2);
  });

  it('caches undefined-free falsy values', () => {
    const cache = new LruCache<string, number>(1).set('zero', 0);
    expect(cache.get('zero')).toBe(0);
  });

  it('holds 100 entries when made with a capacity of 100', () => {
    const cache = new LruCache<number, number>(100);
    for (let i = 0; i < 150; i++) cache.set(i, i);
    expect(cache.size).toBe(100);
    expect(cache.keys()[0]).toBe(50);
  });

  it('empties on clear', () => {
    const cache = new LruCache<string, number>(2).set('a', 1);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('rejects a capacity below one, naming the value', () => {
    expect(() => new LruCache(0)).toThrow('LruCache: capacity must be at least 1, got 0');
    expect(() => new LruCache(Number.NaN)).toThrow(RangeError);
  });
});
