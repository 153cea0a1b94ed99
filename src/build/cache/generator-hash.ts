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
    .sort();
  for (const name of files) {
    const file = join(bundlesDir, name);
    if (!statSync(file).isFile()) continue;
    hash.update(name).update('\0').update(readFileSync(file)).update('\0');
  }
  if (existsSync(lockfile)) hash.update(readFileSync(lockfile));
  return hash.digest('hex');
}
