import { describe, expect, it } from 'vitest';
import { isHashedAsset } from '../../../src/shared/offline-protocol';

describe('isHashedAsset', () => {
  it('recognizes files under assets/ and static/ whose name carries an 8-character hash', () => {
    expect(isHashedAsset('assets/main.Bx3k_9aQ.js')).toBe(true);
    expect(isHashedAsset('assets/search-worker.EX0CXowc.js')).toBe(true);
    expect(isHashedAsset('static/search_index.en.1a2b3c4d.json')).toBe(true);
  });

  it('leaves out unhashed files and files elsewhere', () => {
    expect(isHashedAsset('static/site-index.json')).toBe(false);
    expect(isHashedAsset('sw.js')).toBe(false);
    expect(isHashedAsset('guide/page.1a2b3c4d.html')).toBe(false);
    expect(isHashedAsset('assets/main.js')).toBe(false);
  });
});
