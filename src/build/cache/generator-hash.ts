import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cacheKey, type PageCache } from './page-cache';
import { type TrustedStat, trustedStat } from './page-file-records';

/** The cache entry of the last hash made, under the files' stats it was made from. */
const memoKey = (bundlesDir: string, lockfile: string) => cacheKey('generator-hash', bundlesDir, lockfile);

/**
 * A hash of the generator's own code as it will run: every file of the Rollup output (the render worker,
 * the SSR bundle, the client bundles whose names pages link to) plus the lockfile, which pins the
 * libraries the Node bundle leaves external (shiki, React, unified…). Any change to either invalidates
 * every cached page, which is what a new version of the generator must do.
 *
 * With a `store`, the hash is kept under the stat of every file it read (size, times, inode, as page files
 * are: see page-file-records.ts), and a build whose files all stat the same takes it from there: reading
 * and hashing the bundles (megabytes) was a twentieth of a rebuild after one edit.
 */
export function generatorHash(bundlesDir: string, lockfile: string, store?: PageCache): string {
  // Not what runs, and not listed: tsc's declarations (`types/`, hundreds of files, whose listing alone
  // took 0.06-0.7 s of every build on a busy disk) and the bundler's own source stamps.
  const files = readdirSync(bundlesDir, { encoding: 'utf8' })
    .filter((name) => name !== 'types' && name !== 'stamps')
    .flatMap((name) =>
      statSync(join(bundlesDir, name)).isDirectory()
        ? readdirSync(join(bundlesDir, name), { recursive: true, encoding: 'utf8' }).map((f) => `${name}/${f}`)
        : [name],
    )
    .map((f) => f.replace(/\\/g, '/'))
    .sort()
    .filter((name) => statSync(join(bundlesDir, name)).isFile());
  const stats = store && statsOf([...files.map((name) => join(bundlesDir, name)), lockfile]);
  const key = memoKey(bundlesDir, lockfile);
  const seen = stats && JSON.stringify([files, stats]);
  const kept = seen && store?.get(key);
  if (kept && kept.get('seen')?.toString('utf8') === seen) {
    const hash = kept.get('hash')?.toString('utf8');
    if (hash && /^[0-9a-f]{64}$/.test(hash)) return hash;
  }
  const hash = createHash('sha256');
  for (const name of files)
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(bundlesDir, name)))
      .update('\0');
  if (existsSync(lockfile)) hash.update(readFileSync(lockfile));
  const digest = hash.digest('hex');
  if (seen) store?.set(key, { seen, hash: digest });
  return digest;
}

/** Every file's trusted stat (a missing lockfile counts as `null`); undefined if any was written just now. */
function statsOf(files: readonly string[]): (TrustedStat | null)[] | undefined {
  const now = Date.now();
  const stats: (TrustedStat | null)[] = [];
  for (const file of files) {
    if (!existsSync(file)) {
      stats.push(null);
      continue;
    }
    const stat = trustedStat(file, now);
    if (!stat) return undefined;
    stats.push(stat);
  }
  return stats;
}
