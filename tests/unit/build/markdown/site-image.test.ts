import { realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteImage, isSitePathImage } from '../../../../src/build/markdown/site-image';
import { writeTree } from '../tree';

function site() {
  const root = realpathSync(
    writeTree({
      'docs/public/img/a.png': 'A',
      'docs/public/with space.png': 'S',
      'docs/public/100%.png': 'P',
      'docs/index.md': '# Home',
      'own/favicon.svg': '<svg/>',
      'secret.png': 'S',
    }),
  );
  const contentDir = join(root, 'docs');
  return { root, contentDir, context: { contentDir, base: '/', ownPublicDir: join(root, 'own') } };
}

describe('isSitePathImage', () => {
  it('takes a path from the site root, not a protocol-relative URL, a relative path or a remote one', () => {
    expect(['/img/a.png', '/', '//cdn.example/a.png', './a.png', 'https://x/a.png'].map(isSitePathImage)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('checkSiteImage', () => {
  it("finds a file of the content's public/, its query, hash and escapes aside, and names it", () => {
    const { contentDir, context } = site();
    expect(checkSiteImage('/img/a.png?v=2#top', context)).toEqual({ file: join(contentDir, 'public/img/a.png') });
    expect(checkSiteImage('/with%20space.png', context)).toEqual({ file: join(contentDir, 'public/with space.png') });
    expect(checkSiteImage('/100%.png', context)).toEqual({ file: join(contentDir, 'public/100%.png') });
  });

  it("takes the generator's own public files as present, naming no file of the content", () => {
    const { context } = site();
    expect(checkSiteImage('/favicon.svg', context)).toEqual({});
  });

  it('finds a file named with the base in front, or without it, as Rspress checks it', () => {
    const { contentDir, context } = site();
    const file = join(contentDir, 'public/img/a.png');
    for (const base of ['/docs/', '/docs']) {
      expect(checkSiteImage('/docs/img/a.png', { ...context, base })).toEqual({ file });
      expect(checkSiteImage('/img/a.png', { ...context, base })).toEqual({ file });
    }
  });

  it('reports a file public/ does not hold as a missing image, with the file that would end it', () => {
    const { contentDir, context } = site();
    const wanted = join(contentDir, 'public/img/gone one.png');
    expect(checkSiteImage('/img/gone%20one.png', context)).toEqual({
      problem: `image "/img/gone%20one.png" not found: ${relative(process.cwd(), wanted)} does not exist`,
      missing: true,
      file: wanted,
    });
    expect(checkSiteImage('/docs/img/gone.png', { ...context, base: '/docs/' })).toMatchObject({
      file: join(contentDir, 'public/img/gone.png'),
    });
  });

  it('never looks above public/: ".." stops at the site root, as in the browser', () => {
    const { contentDir, context } = site();
    expect(checkSiteImage('/../../secret.png', context)).toMatchObject({
      missing: true,
      file: join(contentDir, 'public/secret.png'),
    });
    expect(checkSiteImage('/%2e%2e/%2e%2e/secret.png', context)).toMatchObject({
      missing: true,
      file: join(contentDir, 'public/secret.png'),
    });
  });
});
