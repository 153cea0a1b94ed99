import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputsFingerprint, KeptSite } from '../../../../src/build/dev/kept-site';
import { page, writeTree } from '../tree';

const build = (fingerprint: string) => ({ fingerprint, pages: 2, warnings: [] });

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
  it('gives the next run on the same content the site the last finished build left', () => {
    const { cacheDir, contentDir, site } = claimed();
    site.remember(build('f1'));
    site.release();
    const next = KeptSite.claim(cacheDir, contentDir);
    expect(next.dir).toBe(site.dir);
    expect(next.reusable('f1')).toEqual(build('f1'));
    expect(readFileSync(join(next.dir, 'index.html'), 'utf8')).toBe('<h1>A</h1>');
  });

  it('does not reuse a site built from other inputs', () => {
    const { site } = claimed();
    site.remember(build('f1'));
    expect(site.reusable('f2')).toBeUndefined();
  });

  it('does not reuse a site whose build started again and never finished', () => {
    const { site } = claimed();
    site.remember(build('f1'));
    site.forget();
    expect(site.reusable('f1')).toBeUndefined();
  });

  it('does not reuse a record whose site is gone, nor a damaged record', () => {
    const { root, cacheDir, contentDir, site } = claimed();
    site.remember(build('f1'));
    site.release();
    const other = KeptSite.claim(cacheDir, join(root, 'elsewhere'));
    other.remember(build('f1'));
    expect(other.reusable('f1')).toBeUndefined();
    writeFileSync(join(site.dir, '..', 'build.json'), '{"fingerp');
    expect(KeptSite.claim(cacheDir, contentDir).reusable('f1')).toBeUndefined();
  });

  it('builds a second server on the same content into a temp folder of its own, removed on release', async () => {
    const { cacheDir, contentDir, site } = claimed();
    // Another live process holds the kept folder.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(site.dir, '..', 'lock'), String(holder.pid));
      const second = KeptSite.claim(cacheDir, contentDir);
      expect(second.dir).not.toBe(site.dir);
      second.remember(build('f1'));
      expect(second.reusable('f1')).toBeUndefined();
      mkdirSync(second.dir, { recursive: true });
      second.release();
      expect(existsSync(second.dir)).toBe(false);
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

  it('builds into a temp folder when there is no cache folder', () => {
    const { contentDir, site } = claimed();
    expect(KeptSite.claim(undefined, contentDir).dir).not.toBe(site.dir);
  });
});

describe('inputsFingerprint', () => {
  const tree = () => writeTree({ 'docs/en/a.md': page('A'), 'docs/en/g/b.md': page('B'), 'gen/x.js': 'x' });
  const of = (root: string, times = new Map<string, number>()) =>
    inputsFingerprint({ dirs: [join(root, 'docs'), join(root, 'gen')], files: [join(root, 'site.config.ts')], times });

  it('is the same for the same files', () => {
    const root = tree();
    expect(of(root)).toBe(of(root));
  });

  it('changes when a nested page is saved, even with the same text', () => {
    const root = tree();
    const before = of(root);
    utimesSync(join(root, 'docs/en/g/b.md'), new Date(), new Date(Date.now() + 5000));
    expect(of(root)).not.toBe(before);
  });

  it('changes when a page is added, when a generator file changes, and when the config file appears', () => {
    const root = tree();
    const seen = new Set([of(root)]);
    writeFileSync(join(root, 'docs/en/c.md'), page('C'));
    seen.add(of(root));
    writeFileSync(join(root, 'gen/x.js'), 'xy');
    seen.add(of(root));
    writeFileSync(join(root, 'site.config.ts'), 'export default {}');
    seen.add(of(root));
    expect(seen.size).toBe(4);
  });

  it('changes with the last-commit times that date the pages', () => {
    const root = tree();
    expect(of(root, new Map([['a', 1]]))).not.toBe(of(root, new Map([['a', 2]])));
  });
});
