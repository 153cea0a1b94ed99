import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { listOutput } from '../../../src/build/cache/build-stamp';
import { PreviousOutput } from '../../../src/build/cache/previous-output';
import { Output, precompress } from '../../../src/build/output';
import { writeTree } from './tree';

describe('Output', () => {
  it('leaves the old site untouched until commit, then swaps the new one in', () => {
    const root = writeTree({ 'dist/old.html': 'old' });
    const target = join(root, 'dist');
    const out = new Output(target);
    out.write('a/new.html', 'new');
    expect(readFileSync(join(target, 'old.html'), 'utf8')).toBe('old');
    expect(existsSync(join(target, 'a/new.html'))).toBe(false);
    out.commit();
    expect(readFileSync(join(target, 'a/new.html'), 'utf8')).toBe('new');
    expect(existsSync(join(target, 'old.html'))).toBe(false);
    expect(existsSync(out.dir)).toBe(false);
  });

  it('removes the old site after the swap, without the build waiting for it', async () => {
    const root = writeTree({ 'dist/old.html': 'old', 'dist/deep/er/page.html': 'old' });
    const out = new Output(join(root, 'dist'));
    out.write('new.html', 'new');
    out.commit();
    expect(readFileSync(join(root, 'dist/new.html'), 'utf8')).toBe('new');
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(['dist']), { timeout: 20_000, interval: 50 });
  });

  it('discards a failed build and keeps the old site', () => {
    const root = writeTree({ 'dist/old.html': 'old' });
    const out = new Output(join(root, 'dist'));
    out.write('half.html', 'half');
    out.discard();
    expect(existsSync(out.dir)).toBe(false);
    expect(readFileSync(join(root, 'dist/old.html'), 'utf8')).toBe('old');
  });
});

describe('precompress', () => {
  it('writes gzip and brotli twins of text files over 1 KB only', () => {
    const root = writeTree({});
    mkdirSync(join(root, 'assets'));
    const big = 'x'.repeat(4000);
    writeFileSync(join(root, 'assets/big.js'), big);
    writeFileSync(join(root, 'small.html'), '<p>hi</p>');
    writeFileSync(join(root, 'image.png'), Buffer.alloc(4000));
    precompress(root);
    expect(gunzipSync(readFileSync(join(root, 'assets/big.js.gz'))).toString()).toBe(big);
    expect(existsSync(join(root, 'assets/big.js.br'))).toBe(true);
    expect(existsSync(join(root, 'small.html.gz'))).toBe(false);
    expect(existsSync(join(root, 'image.png.gz'))).toBe(false);
  });
});

describe('Output.copyDir over a file linked from the last build', () => {
  it('replaces the file in the new site and leaves the one of the last build as it was', () => {
    const root = mkdtempSync(join(tmpdir(), 'output-copy-'));
    const old = join(root, 'dist');
    mkdirSync(old);
    writeFileSync(join(old, 'robots.txt'), 'ours');
    const output = new Output(old, new PreviousOutput(old, listOutput(old)));
    output.write('robots.txt', 'ours');
    expect(statSync(join(output.dir, 'robots.txt')).ino).toBe(statSync(join(old, 'robots.txt')).ino);

    const publicDir = join(root, 'public');
    mkdirSync(publicDir);
    writeFileSync(join(publicDir, 'robots.txt'), 'the content folder’s own');
    output.copyDir(publicDir);
    expect(readFileSync(join(output.dir, 'robots.txt'), 'utf8')).toBe('the content folder’s own');
    expect(readFileSync(join(old, 'robots.txt'), 'utf8')).toBe('ours');
    expect(output.linkTwins('robots.txt')).toBe(false);
  });
});
