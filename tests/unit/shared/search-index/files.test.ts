import { describe, expect, it } from 'vitest';
import {
  hashAt,
  indexFileName,
  manifestProblem,
  type SearchManifest,
  shardOf,
} from '../../../../src/shared/search-index/files';

const manifest: SearchManifest = {
  format: 5,
  name: 'en',
  pages: 5,
  shardStarts: ['', 'm', 'x'],
  shardHashes: '000000001111111122222222',
  fragmentSize: 2,
  fragmentHashes: 'aaaaaaaabbbbbbbbcccccccc',
  vocabularyStarts: [4, 7],
  vocabularyHashes: 'dddddddd99999999',
};

describe('shardOf', () => {
  it('picks the last shard starting at or before the key', () => {
    expect(shardOf(manifest.shardStarts, 'apple')).toBe(0);
    expect(shardOf(manifest.shardStarts, 'm')).toBe(1);
    expect(shardOf(manifest.shardStarts, 'render')).toBe(1);
    expect(shardOf(manifest.shardStarts, '渲染')).toBe(2);
    expect(shardOf([''], 'anything')).toBe(0);
  });
});

describe('hashAt', () => {
  it('reads the n-th hash of a concatenated list', () => {
    expect(hashAt(manifest.fragmentHashes, 1)).toBe('bbbbbbbb');
  });
});

describe('indexFileName', () => {
  it('names a file of the index by its index, kind, number and hash', () => {
    expect(indexFileName('en.2', 's', 3, '1a2b3c4d')).toBe('en.2.s3.1a2b3c4d.json');
  });
});

describe('manifestProblem', () => {
  it('accepts a well-formed manifest', () => {
    expect(manifestProblem(manifest)).toBeNull();
  });

  it.each([
    ['not an object', null],
    ['format 4, expected 5', { ...manifest, format: 4 }],
    ['bad shard starts', { ...manifest, shardStarts: ['a', 'm'] }],
    ['shard starts not ascending', { ...manifest, shardStarts: ['', 'x', 'm'] }],
    ['bad shard hashes', { ...manifest, shardHashes: '00000000' }],
    ['bad fragment hashes', { ...manifest, pages: 7 }],
    ['bad vocabulary starts', { ...manifest, vocabularyStarts: [7, 4] }],
    ['bad vocabulary hashes', { ...manifest, vocabularyHashes: '' }],
  ])('refuses a manifest with %s', (problem, value) => {
    expect(manifestProblem(value)).toBe(problem);
  });
});
