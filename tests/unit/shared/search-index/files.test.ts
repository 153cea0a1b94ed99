import { describe, expect, it } from 'vitest';
import { hashAt, manifestProblem, type SearchManifest, shardOf } from '../../../../src/shared/search-index/files';

const manifest: SearchManifest = {
  format: 3,
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

describe('manifestProblem', () => {
  it('accepts a well-formed manifest', () => {
    expect(manifestProblem(manifest)).toBeNull();
  });

  it.each([
    ['not an object', null],
    ['format 2, expected 3', { ...manifest, format: 2 }],
    ['bad shard starts', { ...manifest, shardStarts: ['a', 'm'] }],
    ['shard starts not ascending', { ...manifest, shardStarts: ['', 'x', 'm'] }],
    ['bad shard hashes', { ...manifest, shardHashes: '00000000' }],
    ['bad fragment hashes', { ...manifest, pages: 7 }],
    ['bad vocabulary starts', { ...manifest, vocabularyStarts: [7, 4] }],
    ['bad vocabulary hashes', { ...manifest, vocabularyHashes: '' }],
  ])('refuses a manifest with %s', (problem, value) => {
    expect(manifestProblem(value)).toBe(problem);
  });

  const page = (n: number) => [`Page ${n}`, `/p${n}`, [['', '', 'text', 1]], []];
  const inline = {
    ...manifest,
    pages: 2,
    shardStarts: [''],
    shardHashes: '',
    fragmentSize: 2,
    fragmentHashes: '',
    inline: { pages: [page(0), page(1)] },
  };

  it('accepts a manifest that carries its pages, with one shard, one fragment and no hashes of either', () => {
    expect(manifestProblem(inline)).toBeNull();
  });

  it.each([
    ['bad shard hashes', { ...inline, shardHashes: '00000000' }],
    ['bad fragment hashes', { ...inline, fragmentHashes: 'aaaaaaaa' }],
    ['inline index does not match its counts', { ...inline, inline: { pages: [page(0)] } }],
    ['inline index does not match its counts', { ...inline, inline: { shards: [], fragments: [] } }],
    ['inline index does not match its counts', { ...inline, shardStarts: ['', 'm'], shardHashes: '' }],
    ['inline index does not match its counts', { ...inline, fragmentSize: 1 }],
  ])('refuses an inline manifest with %s', (problem, value) => {
    expect(manifestProblem(value)).toBe(problem);
  });
});
