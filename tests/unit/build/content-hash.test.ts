import { describe, expect, it } from 'vitest';
import { chunkName, contentHash } from '../../../src/build/content-hash';

describe('chunkName', () => {
  it('names page chunks after their route', () => {
    expect(chunkName('/')).toBe('index');
    expect(chunkName('/zh/')).toBe('zh_index');
    expect(chunkName('/blog/')).toBe('blog_index');
    expect(chunkName('/zh/guide/start/introduction')).toBe('zh_guide_start_introduction');
  });
});

describe('contentHash', () => {
  it('is eight hex digits that change with the content', () => {
    expect(contentHash('a')).toMatch(/^[0-9a-f]{8}$/);
    expect(contentHash('a')).toBe(contentHash(new TextEncoder().encode('a')));
    expect(contentHash('a')).not.toBe(contentHash('b'));
  });
});
