import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KeptSite } from '../../../../src/build/dev/kept-site';
import { page, writeTree } from '../tree';

/** A cache folder and a content folder, and a finished build's site in the kept folder. */
function claimed() {
  const root = writeTree({ 'docs/en/a.md': page('A') });
  const cacheDir = join(root, 'cache');
  const contentDir = join(root, 'docs');
  const site = KeptSite.claim(cacheDir, contentDir);
  mkdirSync(site.dir, { recursive: true });
  writeFileSync(join(site.dir, 'index.html'), '<h1>A</h1>');
  return { root, cacheDir, contentDir, site };
}

describe('KeptSite', () => {
  it('gives the next run on the same content the folder the last run built into', () => {
    const { cacheDir, contentDir, site } = claimed();
    site.release();
    const next = KeptSite.claim(cacheDir, contentDir);
    expect(next.dir).toBe(site.dir);
    expect(readFileSync(join(next.dir, 'index.html'), 'utf8')).toBe('<h1>A</h1>');
  });

  it('gives other content a folder of its own', () => {
    const { root, cacheDir, site } = claimed();
    expect(KeptSite.claim(cacheDir, join(root, 'elsewhere')).dir).not.toBe(site.dir);
  });

  it('builds a second server on the same content into a temp folder of its own, removed on release', async () => {
    const { cacheDir, contentDir, site } = claimed();
    // Another live process holds the kept folder.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(site.dir, '..', 'lock'), String(holder.pid));
      const second = KeptSite.claim(cacheDir, contentDir);
      expect(second.dir).not.toBe(site.dir);
      mkdirSync(second.dir, { recursive: true });
      second.release();
      // The whole temp folder goes, not only the site in it.
      expect(existsSync(join(second.dir, '..'))).toBe(false);
    } finally {
      holder.kill();
    }
    expect(existsSync(site.dir)).toBe(true);
  });

  it('takes over a kept folder whose lock names a process that has ended', () => {
    const { cacheDir, contentDir, site } = claimed();
    writeFileSync(join(site.dir, '..', 'lock'), '999999999');
    expect(KeptSite.claim(cacheDir, contentDir).dir).toBe(site.dir);
  });

  it('builds into a temp folder when there is no cache folder, removed on release', () => {
    const { contentDir, site } = claimed();
    const temp = KeptSite.claim(undefined, contentDir);
    expect(temp.dir).not.toBe(site.dir);
    expect(existsSync(join(temp.dir, '..'))).toBe(true);
    temp.release();
    expect(existsSync(join(temp.dir, '..'))).toBe(false);
  });
});
