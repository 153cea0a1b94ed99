import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../src/build/build';
import { resolveConfig } from '../../../src/build/config/resolve';
import { ContentError } from '../../../src/build/errors';
import { generatorPaths } from '../../../src/build/paths';
import { page, writeTree } from './tree';

describe('buildSite', () => {
  beforeAll(() => ensureBundles(), 600_000);

  it('fails on content problems without touching the existing dist/', async () => {
    const root = writeTree({
      'dist/index.html': 'the old site',
      'content/en/index.md': page('Home', 'A [dead link](/nowhere).'),
    });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const build = buildSite({ contentDir: join(root, 'content'), outDir: join(root, 'dist'), config });
    await expect(build).rejects.toBeInstanceOf(ContentError);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the old site');
    expect(readdirSync(root).sort()).toEqual(['content', 'dist']);
  });

  it('removes its temp folder and keeps dist/ when writing fails half-way', async () => {
    // Valid content, but no rollup output in .build/: the build stops after it started writing.
    const root = writeTree({ 'dist/index.html': 'the old site', 'content/en/index.md': page('Home') });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const paths = { ...generatorPaths(), bundles: join(root, '.build') };
    await expect(
      buildSite({ contentDir: join(root, 'content'), outDir: join(root, 'dist'), config, paths }),
    ).rejects.toThrow();
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the old site');
    expect(readdirSync(root).sort()).toEqual(['content', 'dist']);
  });
});
