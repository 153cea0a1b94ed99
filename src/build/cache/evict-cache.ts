import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listPacks, readPackIndex } from './pack-file';

/** The cache's size bound without `ESMX_DOCS_CACHE_MAX_MB`: a few builds of a large site fit. */
const DEFAULT_MAX_MB = 500;
/** Slack for file systems whose times are whole seconds (or coarser): an entry touched just after the
 * build began may carry a time just before it. */
const COARSE_CLOCK_MS = 2000;
/** A temp file this old is what a crashed writer left behind (a live write takes milliseconds). */
const STRAY_TEMP_MS = 60 * 60 * 1000;

export interface EvictOptions {
  /** Size the entries may take together; default `ESMX_DOCS_CACHE_MAX_MB` megabytes, else 500 MB. */
  maxBytes?: number;
  /**
   * Entries read or written since this time (ms since the epoch) stay whatever the size: the build that
   * calls this used them, and the next one will want them. Pass the build's start.
   */
  keepSince: number;
  /** Keys to keep though not read since (a route whose output files the build kept without its entry). */
  keep?: Iterable<string>;
}

export interface Eviction {
  /** Bytes of the entries before and after. */
  before: number;
  after: number;
  removed: number;
}

/**
 * Keeps the page cache (see page-cache.ts) under a size: removes the least recently used entries (a read
 * touches an entry's modification time) until the rest fit, sparing those the current build used. A pack
 * (pack-file.ts) counts as one entry, removed with its index. One listing of the cache with a stat per
 * entry, meant to run once, at the end of a build. Removing an entry another process is about to read
 * only costs it a render: a missing entry is a miss.
 *
 * @example
 * const started = Date.now();
 * // … the build …
 * evictCache(cache.dir, { keepSince: started }); // { before: 612_000_000, after: 498_000_000, removed: 310 }
 */
export function evictCache(
  dir: string,
  { maxBytes = cacheMaxBytes(process.env), keepSince, keep = [] }: EvictOptions,
): Eviction {
  const keys = [...keep];
  const kept = new Set(keys.map((key) => `${key}.entry`));
  const entries: { path: string; size: number; used: number; also?: string }[] = [];
  const now = Date.now();
  for (const folder of listNames(dir)) {
    // Entries live in folders named by their key's first two hex digits; anything else (the dev server's
    // kept site in dev/) is not ours to remove.
    if (!/^[0-9a-f]{2}$/.test(folder)) continue;
    for (const name of listNames(join(dir, folder))) {
      const path = join(dir, folder, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat?.isFile()) continue;
      if (name.endsWith('.entry')) entries.push({ path, size: stat.size, used: kept.has(name) ? now : stat.mtimeMs });
      else if (name.includes('.entry.tmp-') && now - stat.mtimeMs > STRAY_TEMP_MS) remove(path);
    }
  }
  // A pack is one unit: used when any entry in it was (reads touch it), kept whole when a kept key is in it.
  const packDir = join(dir, 'packs');
  const keptPacks = kept.size === 0 ? new Set<string>() : packsHolding(packDir, new Set(keys));
  for (const { pack, index } of listPacks(packDir)) {
    const [packStat, indexStat] = [
      statSync(pack, { throwIfNoEntry: false }),
      statSync(index, { throwIfNoEntry: false }),
    ];
    if (!packStat?.isFile()) continue;
    const used = keptPacks.has(pack) ? now : packStat.mtimeMs;
    entries.push({ path: pack, size: packStat.size + (indexStat?.size ?? 0), used, also: index });
  }
  const before = entries.reduce((sum, entry) => sum + entry.size, 0);
  let after = before;
  let removed = 0;
  if (before > maxBytes) {
    entries.sort((a, b) => a.used - b.used);
    for (const entry of entries) {
      if (after <= maxBytes || entry.used >= keepSince - COARSE_CLOCK_MS) break;
      if (remove(entry.path)) {
        if (entry.also) remove(entry.also);
        after -= entry.size;
        removed++;
      }
    }
  }
  return { before, after, removed };
}

/** `ESMX_DOCS_CACHE_MAX_MB` (megabytes, a number ≥ 0) in bytes; 500 MB when unset or not such a number. */
export function cacheMaxBytes(env: NodeJS.ProcessEnv): number {
  const mb = Number(env.ESMX_DOCS_CACHE_MAX_MB);
  return (env.ESMX_DOCS_CACHE_MAX_MB?.trim() && Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_MAX_MB) * 1024 * 1024;
}

/** The packs whose index records any of `keys`. */
function packsHolding(packDir: string, keys: Set<string>): Set<string> {
  const holding = new Set<string>();
  for (const [key, location] of readPackIndex(packDir)) if (keys.has(key)) holding.add(location.file);
  return holding;
}

function listNames(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function remove(path: string): boolean {
  try {
    rmSync(path, { force: true });
    return true;
  } catch {
    return false;
  }
}
