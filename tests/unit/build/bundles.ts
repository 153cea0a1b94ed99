import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The generator's Rollup output, which the build's render workers run; made here when a checkout lacks it. */
export function ensureBundles(): string {
  const dir = join(import.meta.dirname, '../../../.build');
  if (!existsSync(join(dir, 'render-worker.mjs')) || !existsSync(join(dir, 'client-manifest.json'))) {
    execFileSync('npx', ['rollup', '-c', '--silent'], { cwd: join(dir, '..'), stdio: 'inherit' });
  }
  return dir;
}
