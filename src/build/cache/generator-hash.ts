import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A hash of the generator's own code as it will run: every file of the Rollup output (the render worker,
 * the SSR bundle, the client bundles whose names pages link to) plus the lockfile, which pins the
 * libraries the Node bundle leaves external (shiki, React, unified…). Any change to either invalidates
 * every cached page, which is what a new version of the generator must do.
 */
export function generatorHash(bundlesDir: string, lockfile: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(bundlesDir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replace(/\\/g, '/'))
    // Not what runs: tsc's declarations (`types/`, megabytes) and the bundler's own source stamps.
    .filter((f) => !/^(types|stamps)(\/|$)/.test(f))
    .sort();
  for (const name of files) {
    const file = join(bundlesDir, name);
    if (!statSync(file).isFile()) continue;
    hash.update(name).update('\0').update(readFileSync(file)).update('\0');
  }
  if (existsSync(lockfile)) hash.update(readFileSync(lockfile));
  return hash.digest('hex');
}
