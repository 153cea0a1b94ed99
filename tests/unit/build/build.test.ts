import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build';
import { ContentError } from '../../../src/build/errors';
import { defineConfig } from '../../../src/shared/config';
import { page, writeTree } from './tree';

describe('buildSite', () => {
  it('fails on content problems without touching the existing dist/', async () => {
    const root = writeTree({
      'dist/index.html': 'the old site',
      'content/en/index.md': page('Home', 'A [dead link](/nowhere).'),
    });
    const config = defineConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    await expect(buildSite({ root, config })).rejects.toBeInstanceOf(ContentError);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the old site');
    expect(readdirSync(root).sort()).toEqual(['content', 'dist']);
  });

  it('removes its temp folder and keeps dist/ when writing fails half-way', async () => {
    // Valid content, but no rollup output in .build/: the build stops after it started writing.
    const root = writeTree({ 'dist/index.html': 'the old site', 'content/en/index.md': page('Home') });
    const config = defineConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    await expect(buildSite({ root, config })).rejects.toThrow();
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the old site');
    expect(readdirSync(root).sort()).toEqual(['content', 'dist']);
  });
});
