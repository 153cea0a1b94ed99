import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deadLinkExcluded, deadLinkMessage, intoLeftOutVersion, isPublicFile } from '../../../src/build/dead-links';
import { writeTree } from './tree';

describe('deadLinkMessage', () => {
  const pages = new Set(['/guide/a']);
  const exists = (url: string) => pages.has(url);

  it('names the page a link written with the base meant, as links leave the base out', () => {
    expect(deadLinkMessage({ url: '/docs/guide/a' }, '/docs/', exists)).toBe(
      'link to /docs/guide/a, which is not a page (links leave out the base, /docs/: write /guide/a)',
    );
  });

  it('says no more when the link leads nowhere without the base either, or has none', () => {
    expect(deadLinkMessage({ url: '/docs/guide/gone' }, '/docs/', exists)).toBe(
      'link to /docs/guide/gone, which is not a page',
    );
    expect(deadLinkMessage({ url: '/guide/gone' }, '/docs/', exists)).toBe('link to /guide/gone, which is not a page');
    expect(deadLinkMessage({ url: '/guide/gone' }, '/', exists)).toBe('link to /guide/gone, which is not a page');
  });

  it('quotes the link as its author wrote it, extension and relative path included, and where a relative one led', () => {
    const written = { url: '/api/struct.Compiler', written: '/api/struct.Compiler.html' };
    expect(deadLinkMessage(written, '/', exists)).toBe('link to /api/struct.Compiler.html, which is not a page');
    expect(deadLinkMessage({ url: '/guide/gone', written: './gone.md' }, '/', exists)).toBe(
      'link to ./gone.md (/guide/gone), which is not a page',
    );
  });

  it('shows the characters Markdown percent-encoded as written, leaving a sequence that does not decode', () => {
    const encoded = { url: '/nope#%E5%B7%A5%E5%85%B7%E6%A0%8F', written: '/nope#%E5%B7%A5%E5%85%B7%E6%A0%8F' };
    expect(deadLinkMessage(encoded, '/', exists)).toBe('link to /nope#工具栏, which is not a page');
    expect(deadLinkMessage({ url: '/%E5%BC%80%E5%A7%8B/a%2' }, '/', exists)).toBe(
      'link to /%E5%BC%80%E5%A7%8B/a%2, which is not a page',
    );
    expect(deadLinkMessage({ url: '/%E5%BC%80%E5%A7%8B/a%20b' }, '/', exists)).toBe(
      'link to /开始/a b, which is not a page',
    );
  });
});

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

describe('intoLeftOutVersion', () => {
  const leftOut = intoLeftOutVersion({ default: 'v1', versions: ['v1', 'v2'] }, ['en', 'zh']);

  it('finds a link into a version not built, bare or with a language before or after it', () => {
    expect(['/v2', '/v2/', '/v2/guide/a', '/v2/zh/guide/a', '/zh/v2/guide/a', '/v2?tab=1#x'].map(leftOut)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('leaves the default version, a folder named like a version deeper down, and a longer name to the check', () => {
    expect(['/', '/v1/guide/a', '/guide/v2/a', '/v2x/a', '/zh/guide/v2', '/fr/v2/a'].map(leftOut)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('finds nothing without multiVersion, or with one version only', () => {
    expect(intoLeftOutVersion(undefined, ['en'])('/v2/a')).toBe(false);
    expect(intoLeftOutVersion({ default: 'v2', versions: ['v2'] }, ['en'])('/v2/a')).toBe(false);
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

  it('finds a folder of public/ with an index page by its path with a slash, as a static host serves it', () => {
    const root = writeTree({ 'public/demo/index.html': '<p>demo</p>', 'public/empty/.keep': '' });
    expect(isPublicFile(root, '/demo/')).toBe(true);
    expect(isPublicFile(root, '/demo/#start')).toBe(true);
    expect(isPublicFile(root, '/empty/')).toBe(false);
    expect(isPublicFile(root, '/')).toBe(false);
  });

  it("takes the files the build writes: the root's, and each prefixed language's llms files, no other folder's", () => {
    const root = writeTree({ 'public/.keep': '' });
    expect(isPublicFile(root, '/llms.txt')).toBe(true);
    expect(isPublicFile(root, '/zh/llms-full.txt', ['zh'])).toBe(true);
    expect(isPublicFile(root, '/zh/llms.txt')).toBe(false);
    expect(isPublicFile(root, '/guide/llms.txt', ['zh'])).toBe(false);
    expect(isPublicFile(root, '/zh/sitemap.xml', ['zh'])).toBe(false);
  });
});
