import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryOf } from '../../../src/build/repository-folder';
import { writeTree } from './tree';

describe('repositoryOf', () => {
  it('finds the nearest folder above holding .git, a pnpm workspace or a package.json with workspaces', () => {
    const root = writeTree({ 'apps/docs/rspress.config.ts': '', 'apps/docs/package.json': '{"name":"docs"}' });
    expect(repositoryOf(join(root, 'apps/docs'))).toBeUndefined();
    mkdirSync(join(root, '.git'));
    expect(repositoryOf(join(root, 'apps/docs'))).toBe(root);
    const pnpm = writeTree({ 'pnpm-workspace.yaml': 'packages: []\n', 'site/a.md': '' });
    expect(repositoryOf(join(pnpm, 'site'))).toBe(pnpm);
    const npm = writeTree({ 'package.json': '{"workspaces":["apps/*"]}', 'apps/docs/a.md': '' });
    expect(repositoryOf(join(npm, 'apps/docs'))).toBe(npm);
  });
});
