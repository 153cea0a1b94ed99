import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
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
