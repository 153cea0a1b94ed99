import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_FILE, walkFolder } from '../../../src/build/walk-folder';
import { writeTree } from './tree';

describe('walkFolder', () => {
  it('lists the pages under a folder, sorted, leaving other files out', () => {
    const root = writeTree({ 'en/b.md': '', 'en/a/x.mdx': '', 'en/a/logo.svg': '', 'en/index.md': '' });
    expect(walkFolder(join(root, 'en'), root, PAGE_FILE)).toEqual({
      files: ['a/x.mdx', 'b.md', 'index.md'],
      skipped: [],
    });
  });

  it('follows links to files and folders inside the content folder', () => {
    const root = writeTree({ 'shared/intro.md': '', 'shared/more/deep.md': '', 'en/index.md': '' });
    symlinkSync('../shared', join(root, 'en/shared'));
    symlinkSync('../shared/intro.md', join(root, 'en/intro.md'));
    expect(walkFolder(join(root, 'en'), root, PAGE_FILE).files).toEqual([
      'index.md',
      'intro.md',
      'shared/intro.md',
      'shared/more/deep.md',
    ]);
  });

  it('enters each real folder once: a link back up is skipped with a reason, not walked 40 levels deep', () => {
    const root = writeTree({ 'en/guide/a.md': '' });
    symlinkSync('..', join(root, 'en/guide/loop'));
    symlinkSync('.', join(root, 'en/guide/self'));
    const walk = walkFolder(join(root, 'en'), root, PAGE_FILE);
    expect(walk.files).toEqual(['guide/a.md']);
    expect(walk.skipped.map((s) => s.path)).toEqual([join(root, 'en/guide/loop'), join(root, 'en/guide/self')]);
    expect(walk.skipped[0]!.reason).toMatch(/^links to .*\/en, a folder already read: not read again$/);
  });

  it('does not follow links out of the content folder, nor to nothing', () => {
    const root = writeTree({ 'outside/secret.md': '', 'content/en/a.md': '' });
    mkdirSync(join(root, 'content/en/sub'));
    symlinkSync('../../../outside', join(root, 'content/en/sub/up'));
    symlinkSync(join(root, 'outside/secret.md'), join(root, 'content/en/secret.md'));
    symlinkSync('missing.md', join(root, 'content/en/gone.md'));
    symlinkSync('loop.md', join(root, 'content/en/loop.md'));
    const walk = walkFolder(join(root, 'content/en'), join(root, 'content'), PAGE_FILE);
    expect(walk.files).toEqual(['a.md']);
    expect(walk.skipped.map((s) => [s.path.slice(root.length + 1), s.reason.replace(root, '<root>')])).toEqual([
      ['content/en/gone.md', 'is a link to nothing: not read'],
      ['content/en/loop.md', 'is a link to nothing: not read'],
      ['content/en/secret.md', 'links to <root>/outside/secret.md, outside the content folder: not read'],
      ['content/en/sub/up', 'links to <root>/outside, outside the content folder: not read'],
    ]);
  });

  it('gives nothing for a missing folder', () => {
    expect(walkFolder('/nonexistent/esmx-docs/en', '/nonexistent/esmx-docs', PAGE_FILE)).toEqual({
      files: [],
      skipped: [],
    });
  });
});
