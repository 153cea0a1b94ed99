import { rmSync, statSync, utimesSync } from 'node:fs';
import { listPacks, PackWriter, readPacked, readPackIndex } from './pack-file';

export interface CompactOptions {
  /** More packs than this are merged down to half as many; default 32. */
  maxPacks?: number;
  /** A pack written to this recently may still have a writer (another build) and is left alone; default 1 minute. */
  quietMs?: number;
}

/**
 * Merges the smallest packs of `packDir` into one, keeping only the newest record of each key, when there
 * are more than `maxPacks`. Every build adds a pack per render thread, holding the pages it rendered (after
 * an edit, one or two): without this, a long dev session or a CI cache kept from run to run would leave
 * thousands of small packs, and each build's threads read every pack's index when they start.
 *
 * The merged pack is named as the newest, so it wins over any older pack for a key. A key added in
 * another pack since is read from whichever sorts last, which is safe because every packed entry is valid
 * whatever its age: keyed by all it is made from, or (code blocks) a hint checked where used. It takes
 * the newest modification time of what it replaced, so eviction sees it as used when they last were.
 *
 * @returns how many packs were merged (0 when none had to be).
 * @example
 * compactPacks(join(cacheDir, 'packs')); // 17 after the 33rd small pack
 */
export function compactPacks(packDir: string, { maxPacks = 32, quietMs = 60_000 }: CompactOptions = {}): number {
  const packs = listPacks(packDir);
  if (packs.length <= maxPacks) return 0;
  const quietSince = Date.now() - quietMs;
  const quiet = packs
    .map((pack) => ({ ...pack, stat: statSync(pack.pack, { throwIfNoEntry: false }) }))
    .filter(({ stat }) => stat !== undefined && stat.mtimeMs < quietSince)
    .sort((a, b) => (a.stat?.size ?? 0) - (b.stat?.size ?? 0));
  const merged = quiet.slice(0, packs.length - Math.floor(maxPacks / 2));
  if (merged.length < 2) return 0;

  const from = new Set(merged.map(({ pack }) => pack));
  const writer = new PackWriter(packDir);
  let into: string | undefined;
  for (const [key, location] of readPackIndex(packDir)) {
    if (!from.has(location.file)) continue;
    const bytes = readPacked(location);
    if (bytes) into = writer.append(bytes, key).file;
  }
  if (into) {
    const used = new Date(Math.max(...merged.map(({ stat }) => stat?.mtimeMs ?? 0)));
    utimesSync(into, used, used);
  }
  for (const { pack, index } of merged) {
    rmSync(pack, { force: true });
    rmSync(index, { force: true });
  }
  return merged.length;
}
