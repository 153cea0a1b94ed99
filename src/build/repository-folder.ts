import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The repository (or workspace) a project folder lies in: the nearest folder at or above it holding `.git`, a
 * `pnpm-workspace.yaml`, or a `package.json` with `workspaces`; none outside one. A monorepo keeps its brand
 * files at its top (`docs/logo/logo.svg` beside `apps/docs/`), where the docs' config names them.
 *
 * @example repositoryOf('/repo/apps/docs') // '/repo', beside /repo/.git
 */
export function repositoryOf(folder: string): string | undefined {
  for (let dir = resolve(folder); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git')) || existsSync(join(dir, 'pnpm-workspace.yaml')) || hasWorkspaces(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

function hasWorkspaces(dir: string): boolean {
  try {
    return 'workspaces' in (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) ?? {});
  } catch {
    return false;
  }
}
