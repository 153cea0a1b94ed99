import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { decodeEntry, type EntryParts, encodeEntry } from './entry-file';

/**
 * A persistent store of rendered results, one file per key under `dir` (by default
 * `node_modules/.cache/esmx-docs/`). The key must name everything the result depends on (see `cacheKey`);
 * the store itself only guarantees that a read gives back exactly what was written, or nothing.
 *
 * Writers in several threads and processes may race on one key: each writes a private temp file and
 * renames it into place, so a reader sees a whole entry or none, and a crash leaves at most a stray
 * temp file, never a half-written entry.
 *
 * @example
 * const cache = new PageCache('node_modules/.cache/esmx-docs');
 * const key = cacheKey('page', generatorHash, source);
 * const hit = cache.get(key); // Map { 'html' => Buffer, … } or undefined
 * if (!hit) cache.set(key, { html });
 */
export class PageCache {
  constructor(readonly dir: string) {}

  /**
   * The entry's parts, or `undefined` when it is missing, unreadable or corrupt (then it is removed). A
   * hit sets the entry's modification time to now: the cache is bounded by evicting the entries least
   * recently used (see evict-cache.ts), and access times are not kept on many disks (noatime, relatime).
   */
  get(key: string): Map<string, Buffer> | undefined {
    const file = this.fileOf(key);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      return undefined;
    }
    const parts = decodeEntry(bytes);
    if (!parts) removeQuietly(file);
    else touch(file);
    return parts;
  }

  /**
   * Stores an entry, and says whether it did: a cache that cannot be written (read-only disk, full disk)
   * only costs speed.
   */
  set(key: string, parts: EntryParts): boolean {
    const file = this.fileOf(key);
    const temp = `${file}.tmp-${process.pid}-${threadId}`;
    try {
      mkdirSync(join(this.dir, key.slice(0, 2)), { recursive: true });
      writeFileSync(temp, encodeEntry(parts));
      renameSync(temp, file);
      return true;
    } catch {
      removeQuietly(temp);
      return false;
    }
  }

  /** Whether an entry is stored under `key` (without reading it, or counting as a use). */
  has(key: string): boolean {
    return existsSync(this.fileOf(key));
  }

  /** Path of a key's entry; exported for tests that damage entries on purpose. */
  fileOf(key: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.entry`);
  }
}

function touch(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // A read-only cache is still a cache; it is just not evicted by use.
  }
}

function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Left for the next write to replace.
  }
}

/**
 * A cache key: SHA-256 over the JSON of every input, in order. Inputs that differ in any byte give
 * different keys, so put in everything the cached result is made from.
 */
export function cacheKey(...inputs: unknown[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(typeof input === 'string' ? input : JSON.stringify(input)).update('\0');
  return hash.digest('hex');
}
