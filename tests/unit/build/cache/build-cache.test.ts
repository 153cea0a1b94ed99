import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildCache } from '../../../../src/build/cache/build-cache';
import { PageCache } from '../../../../src/build/cache/page-cache';
import type { PageSource } from '../../../../src/build/render/protocol';
import { writeTree } from '../tree';

const source = { body: '# A', routePath: '/a' } as PageSource;

describe('BuildCache', () => {
  it("remembers every page entry's key it hands out, which the pack compaction keeps", () => {
    const cache = new BuildCache(new PageCache(join(writeTree({}), 'cache')), 'g', { title: 'T' } as never);
    const keys = [cache.markdown(source), cache.codeBlocks('docs/en/a.md'), cache.page('/a', 'inputs')];
    expect([...cache.wanted]).toEqual(keys);
    // The search indexes' entries are files of their own, never in a pack.
    cache.searchTerms('en');
    expect(cache.wanted.size).toBe(3);
  });

  it('hands out no key, and remembers none, without a store (--no-cache)', () => {
    const cache = new BuildCache(undefined, 'g', { title: 'T' } as never);
    expect([cache.markdown(source), cache.page('/a')]).toEqual([undefined, undefined]);
    expect(cache.wanted.size).toBe(0);
  });
});
