import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { decodeEntry, type EntryParts, encodeEntry } from './entry-file';
import { type PackLocation, PackWriter, readPacked, readPackIndex } from './pack-file';

/**
 * A persistent store of rendered results under `dir` (by default `node_modules/.cache/esmx-docs/`). The key
 * must name everything the result depends on (see `cacheKey`); the store itself only guarantees that a
 * read gives back exactly what was written, or nothing.
 *
 * Two ways in, one way out (`get`):
 * - `set`: a file of its own per key, for entries rewritten under the same key (the build stamp, a search
 *   index's state). Writers in several threads and processes may race on one key: each writes a private
 *   temp file and renames it into place, so a reader sees a whole entry or none.
 * - `add`: appended to this instance's pack (see pack-file.ts), for the per-page entries a build makes by
 *   the thousand, where a file per entry cost more to create than to render. A key added twice is read
 *   from the newest pack. Packs written after this instance first read its index are not seen by it:
 *   within a build each thread reads only what earlier builds and it itself added.
 *
 * @example
 * const cache = new PageCache('node_modules/.cache/esmx-docs');
 * const key = cacheKey('page', generatorHash, source);
 * const hit = cache.get(key); // Map { 'html' => Buffer, … } or undefined
 * if (!hit) cache.add(key, { html });
 */
export class PageCache {
  private packed: Map<string, PackLocation> | undefined;
  private writer: PackWriter | undefined;
  /** Packs this instance has read from (each touched once, for eviction by use). */
  private readonly used = new Set<string>();

  constructor(readonly dir: string) {}

  /** The folder of the packs `add` writes. */
  get packDir(): string {
    return join(this.dir, 'packs');
  }

  /**
   * The entry's parts, or `undefined` when it is missing, unreadable or corrupt (then it is removed). A
   * hit sets the entry's modification time to now: the cache is bounded by evicting the entries least
   * recently used (see evict-cache.ts), and access times are not kept on many disks (noatime, relatime).
   */
  get(key: string): Map<string, Buffer> | undefined {
    const location = this.packIndex().get(key);
    if (location) {
      const parts = this.at(location);
      if (parts) return parts;
      this.packed?.delete(key);
    }
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
    return this.packIndex().has(key) || existsSync(this.fileOf(key));
  }

  /**
   * Appends an entry to this instance's pack and says where it went (what `at` reads back within the
   * build, whichever thread asks); undefined when the cache cannot be written, which only costs speed.
   */
  add(key: string, parts: EntryParts): PackLocation | undefined {
    try {
      this.writer ??= new PackWriter(this.packDir);
      const location = this.writer.append(encodeEntry(parts), key);
      this.packIndex().set(key, location);
      return location;
    } catch {
      return undefined;
    }
  }

  /** The entry an `add` put at `location`, or undefined when it is gone or damaged. */
  at(location: PackLocation): Map<string, Buffer> | undefined {
    const parts = readEntryAt(location);
    if (parts && !this.used.has(location.file)) {
      this.used.add(location.file);
      touch(location.file);
    }
    return parts;
  }

  private packIndex(): Map<string, PackLocation> {
    this.packed ??= readPackIndex(this.packDir);
    return this.packed;
  }

  /** Path of a key's entry; exported for tests that damage entries on purpose. */
  fileOf(key: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.entry`);
  }
}

/** The entry at `location` (in any pack, the cache's or a scratch one), or undefined when gone or damaged. */
export function readEntryAt(location: PackLocation): Map<string, Buffer> | undefined {
  const bytes = readPacked(location);
  return bytes && decodeEntry(bytes);
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
