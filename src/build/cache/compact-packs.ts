import { rmSync, statSync, utimesSync } from 'node:fs';
import { cacheMaxBytes } from './evict-cache';
import { listPacks, PackWriter, readPacked, readPackIndex } from './pack-file';

export interface CompactOptions {
  /** More packs than this are merged down to half as many; default 32. */
  maxPacks?: number;
  /** A pack written to this recently may still have a writer (another build) and is left alone; default 1 minute. */
  quietMs?: number;
  /**
   * The keys the build asked for. When the packs take more than `maxBytes` and these are under half of
   * what the quiet packs hold, the quiet packs are replaced by one holding only these.
   */
  keep?: ReadonlySet<string>;
  /** Default: the cache's bound (`ESMX_DOCS_CACHE_MAX_MB`, else 500 MB; see evict-cache.ts). */
  maxBytes?: number;
}

/**
 * Keeps the packs of `packDir` few and free of what no build asks for, at the end of a build:
 * - more than `maxPacks`: the smallest quiet packs are merged into one, each key's newest record kept.
 *   Every build adds a pack per render thread, holding the pages it rendered (after an edit, one or two):
 *   without this, a long dev session or a CI cache kept from run to run would leave thousands of small
 *   packs, and each build's threads read every pack's index when they start.
 * - over the cache's bound (eviction removes whole packs no build used lately, so what is left is in
 *   use): the quiet packs are replaced by one holding only the records of `keep`, when those are under
 *   half of them. A pack stays in use while any of its entries is, and an edited page's older entries
 *   would otherwise stay with it for good.
 *
 * The new pack is named as the newest, so it wins over any older pack for a key. A key added in another
 * pack since is read from whichever sorts last, which is safe because every packed entry is valid
 * whatever its age: keyed by all it is made from, or (code blocks) a hint checked where used. It takes
 * the newest modification time of what it replaced, so eviction sees it as used when they last were.
 *
 * @returns how many packs were replaced (0 when none had to be).
 * @example
 * compactPacks(join(cacheDir, 'packs'), { keep: build.cache.wanted }); // 17 after the 33rd small pack
 */
export function compactPacks(
  packDir: string,
  { maxPacks = 32, quietMs = 60_000, keep, maxBytes = cacheMaxBytes(process.env) }: CompactOptions = {},
): number {
  const packs = listPacks(packDir).map((pack) => ({ ...pack, stat: statSync(pack.pack, { throwIfNoEntry: false }) }));
  const size = (list: typeof packs) => list.reduce((sum, { stat }) => sum + (stat?.size ?? 0), 0);
  const overBound = keep !== undefined && size(packs) > maxBytes;
  // The usual end of a build: nothing to do, and no index read.
  if (!overBound && packs.length <= maxPacks) return 0;
  const quietSince = Date.now() - quietMs;
  const quiet = packs
    .filter(({ stat }) => stat !== undefined && stat.mtimeMs < quietSince)
    .sort((a, b) => (a.stat?.size ?? 0) - (b.stat?.size ?? 0));
  const index = readPackIndex(packDir);

  // Over the bound with every pack in use (eviction spares those), what keeps the packs large is the
  // entries no build asks for any more (a page's older versions): copy the wanted ones out, if they are
  // under half, so each byte is copied at most once for each byte of garbage it frees.
  let merged: typeof packs = [];
  let wanted = (_key: string) => true;
  if (keep && overBound) {
    const from = new Set(quiet.map(({ pack }) => pack));
    let live = 0;
    for (const [key, location] of index) if (keep.has(key) && from.has(location.file)) live += location.length;
    if (live * 2 < size(quiet)) {
      merged = quiet;
      wanted = (key) => keep.has(key);
    }
  }
  if (merged.length === 0 && packs.length > maxPacks) {
    const smallest = quiet.slice(0, packs.length - Math.floor(maxPacks / 2));
    if (smallest.length >= 2) merged = smallest;
  }
  if (merged.length === 0) return 0;

  const from = new Set(merged.map(({ pack }) => pack));
  const writer = new PackWriter(packDir);
  let into: string | undefined;
  for (const [key, location] of index) {
    if (!from.has(location.file) || !wanted(key)) continue;
    const bytes = readPacked(location);
    if (bytes) into = writer.append(bytes, key).file;
  }
  if (into) {
    const used = new Date(Math.max(...merged.map(({ stat }) => stat?.mtimeMs ?? 0)));
    utimesSync(into, used, used);
  }
  for (const { pack, index: indexFile } of merged) {
    rmSync(pack, { force: true });
    rmSync(indexFile, { force: true });
  }
  return merged.length;
}
