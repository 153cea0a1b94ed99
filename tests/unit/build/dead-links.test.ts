import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deadLinkExcluded, isPublicFile } from '../../../src/build/dead-links';
import { writeTree } from './tree';

describe('deadLinkExcluded', () => {
  it('leaves alone the links excludes names as written, with or without their hash, or matches', () => {
    const excluded = deadLinkExcluded({ excludes: ['/scalar.html', /^\/api\//] });
    expect(['/scalar.html', '/scalar.html#top', '/api/x', '/guide'].map(excluded)).toEqual([true, true, true, false]);
  });

  it('asks a function, and leaves nothing alone for true, false or no setting', () => {
    expect(deadLinkExcluded({ excludes: (url) => url.startsWith('/v1/') })('/v1/a')).toBe(true);
    for (const setting of [true, false, undefined]) expect(deadLinkExcluded(setting)('/scalar.html')).toBe(false);
  });
});

describe('isPublicFile', () => {
  it("finds a file of the content folder's public/, not a folder, a missing file, or a path out of it", () => {
    const root = writeTree({ 'public/scalar.html': '<p>api</p>', 'public/docs/a b.json': '{}', 'secret.txt': 'no' });
    mkdirSync(join(root, 'public/empty'));
    writeFileSync(join(root, 'public/empty/.keep'), '');
    expect(isPublicFile(root, '/scalar.html#top')).toBe(true);
    expect(isPublicFile(root, '/docs/a%20b.json?x=1')).toBe(true);
    expect(isPublicFile(root, '/empty')).toBe(false);
    expect(isPublicFile(root, '/missing.html')).toBe(false);
    expect(isPublicFile(root, '/../secret.txt')).toBe(false);
    expect(isPublicFile(root, '/%E0%A4%A')).toBe(false);
  });
});
