import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildCache } from '../../../../src/build/cache/build-cache';
import { PageCache } from '../../../../src/build/cache/page-cache';
import { keptCodeBlocks } from '../../../../src/build/dev/kept-code-blocks';
import type { SiteConfig } from '../../../../src/shared/types';
import { writeTree } from '../tree';

const config = { title: 'Docs' } as SiteConfig;

describe('keptCodeBlocks', () => {
  it('reads the blocks a build kept for a page, under the build’s own key', () => {
    const root = writeTree({});
    const cacheDir = join(root, 'cache');
    const build = new BuildCache(new PageCache(cacheDir), 'generator-1', config);
    const page = join(root, 'docs/en/a.md');
    build.store?.set(build.codeBlocks(page) as string, { blocks: JSON.stringify([['ts\0let a', '<pre>a</pre>']]) });

    expect(keptCodeBlocks(cacheDir, 'generator-1', config)(page)).toEqual(new Map([['ts\0let a', '<pre>a</pre>']]));
    // Another page, another generator: nothing kept.
    expect(keptCodeBlocks(cacheDir, 'generator-1', config)(join(root, 'docs/en/b.md'))).toEqual(new Map());
    expect(keptCodeBlocks(cacheDir, 'generator-2', config)(page)).toEqual(new Map());
  });

  it('reads a damaged entry as no blocks', () => {
    const root = writeTree({});
    const cacheDir = join(root, 'cache');
    const build = new BuildCache(new PageCache(cacheDir), 'generator-1', config);
    const page = join(root, 'docs/en/a.md');
    build.store?.set(build.codeBlocks(page) as string, { blocks: '[["ts' });
    expect(keptCodeBlocks(cacheDir, 'generator-1', config)(page)).toEqual(new Map());
  });
});
