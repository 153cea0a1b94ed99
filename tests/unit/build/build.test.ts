import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, chunkName } from '../../../src/build/build';
import { ContentError } from '../../../src/build/errors';
import { defineConfig } from '../../../src/shared/config';
import type { SiteConfig } from '../../../src/shared/types';
import { ensureBundles } from './bundles';
import { page, writeTree } from './tree';

describe('chunkName', () => {
  it('names page chunks after their route', () => {
    expect(chunkName('/')).toBe('index');
    expect(chunkName('/zh/')).toBe('zh_index');
    expect(chunkName('/blog/')).toBe('blog_index');
    expect(chunkName('/zh/guide/start/introduction')).toBe('zh_guide_start_introduction');
  });
});

const options = (root: string, config: SiteConfig) => ({
  contentDir: join(root, 'content'),
  outDir: join(root, 'dist'),
  config,
  cacheDir: join(writeTree({}), 'cache'),
});

describe('buildSite', () => {
  beforeAll(() => void ensureBundles(), 600_000);

  it('fails on content problems without touching the existing dist/', async () => {
    const root = writeTree({
      'dist/index.html': 'the old site',
      'content/en/index.md': page('Home', 'A [dead link](/nowhere).'),
    });
    const config = defineConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    await expect(buildSite(options(root, config))).rejects.toBeInstanceOf(ContentError);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the old site');
    expect(readdirSync(root).sort()).toEqual(['content', 'dist']);
  });

  it('removes its temp folder and keeps dist/ when writing fails half-way', async () => {
    // Valid content, but no rollup output where the build looks for it: it stops after it started writing.
    const root = writeTree({ 'dist/index.html': 'the old site', 'content/en/index.md': page('Home') });
    const config = defineConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    await expect(buildSite({ ...options(root, config), bundlesDir: join(root, '.build') })).rejects.toThrow();
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the old site');
    expect(readdirSync(root).sort()).toEqual(['content', 'dist']);
  });
});
