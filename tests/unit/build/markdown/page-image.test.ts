import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../../../../src/build/content-hash';
import { imageOutput, isRelativeImage, resolvePageImage } from '../../../../src/build/markdown/page-image';
import { writeTree } from '../tree';

function site() {
  const root = realpathSync(
    writeTree({ 'content/en/img/a.png': 'A', 'content/en/guide/b.PNG': 'B', 'secret.png': 'S' }),
  );
  const contentDir = join(root, 'content');
  const context = { pageFile: join(contentDir, 'en/guide/start.md'), contentDir, base: '/docs/' };
  return { root, contentDir, context };
}

describe('isRelativeImage', () => {
  it('takes paths relative to the page, not site paths, remote URLs or fragments', () => {
    expect(['pic.png', './pic.png', '../img/a.png'].map(isRelativeImage)).toEqual([true, true, true]);
    expect(['/img/a.png', '//cdn/a.png', 'https://x/a.png', '#a', ''].map(isRelativeImage)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('resolvePageImage', () => {
  it("finds an image named through the config's alias in the folder it names, and nowhere past it", () => {
    const { root, contentDir, context } = site();
    const aliased = { ...context, alias: { '@public': './en/img', '@up': '..' } };
    const found = resolvePageImage('@public/a.png', aliased);
    expect(found).toEqual({
      image: { source: join(contentDir, 'en/img/a.png'), output: `static/image/a.${contentHash('A')}.png` },
      url: `/docs/static/image/a.${contentHash('A')}.png`,
    });
    expect(resolvePageImage('@public/../../../secret.png', aliased)).toEqual({
      problem: 'image "@public/../../../secret.png" leads out of the folder alias "@public" names',
    });
    // An alias the writer pointed outside the content folder is theirs to name.
    expect(resolvePageImage('@up/secret.png', aliased)).toMatchObject({ image: { source: join(root, 'secret.png') } });
  });

  it('finds an image named through tsconfig.json "paths" in the folder its target names, and nowhere past it', () => {
    const root = realpathSync(
      writeTree({
        'tsconfig.json': JSON.stringify({
          compilerOptions: { baseUrl: '.', paths: { '@/*': ['./docs/*'], '*': ['./*'] } },
        }),
        'docs/public/map.gif': 'G',
        'docs/en/guide/pic.gif': 'P',
        'docs/en/guide/start.md': '# Start',
        'secret.gif': 'S',
      }),
    );
    const contentDir = join(root, 'docs');
    const context = { pageFile: join(contentDir, 'en/guide/start.md'), contentDir, base: '/' };
    expect(resolvePageImage('@/public/map.gif', context)).toEqual({
      image: { source: join(contentDir, 'public/map.gif'), output: `static/image/map.${contentHash('G')}.gif` },
      url: `/static/image/map.${contentHash('G')}.gif`,
    });
    // A pattern of every name leaves the page's own relative images where they are.
    expect(resolvePageImage('pic.gif', context)).toMatchObject({
      image: { source: join(contentDir, 'en/guide/pic.gif') },
    });
    expect(resolvePageImage('@/../secret.gif', context)).toEqual({
      problem: 'image "@/../secret.gif" leads out of the folder tsconfig.json "paths" names',
    });
  });

  it('resolves ../ against the page file and names the copy by its bytes, under the base', () => {
    const { contentDir, context } = site();
    expect(resolvePageImage('../img/a.png?v=1#x', context)).toEqual({
      image: { source: join(contentDir, 'en/img/a.png'), output: `static/image/a.${contentHash('A')}.png` },
      url: `/docs/static/image/a.${contentHash('A')}.png?v=1#x`,
    });
    expect(resolvePageImage('b.PNG', context)).toMatchObject({ url: `/docs/static/image/b.${contentHash('B')}.png` });
  });

  it('refuses a missing file, and a file outside the content folder by .. or by a symlink', () => {
    const { contentDir, context } = site();
    symlinkSync(join(contentDir, '../secret.png'), join(contentDir, 'en/guide/link.png'));
    expect(resolvePageImage('./nope.png', context)).toEqual({
      problem: expect.stringMatching(
        /^image "\.\/nope\.png" not found: .*content\/en\/guide\/nope\.png does not exist$/,
      ),
      missing: true,
    });
    for (const url of ['../../../secret.png', './link.png']) {
      expect(resolvePageImage(url, context)).toEqual({
        problem: `image "${url}" is outside the content folder: only files inside it are copied into the site`,
      });
    }
  });

  it('follows a symlink that stays inside the content folder to its target', () => {
    const { contentDir, context } = site();
    symlinkSync(join(contentDir, 'en/img/a.png'), join(contentDir, 'en/guide/same.png'));
    expect(resolvePageImage('same.png', context)).toMatchObject({
      image: { source: join(contentDir, 'en/img/a.png') },
    });
  });
});

describe('resolvePageImage in an Rspress project (its config above the content folder)', () => {
  function project() {
    const root = realpathSync(
      writeTree({
        'site/rspress.config.ts': "export default { root: 'docs' };",
        'site/assets/demo.svg': '<svg/>',
        'site/node_modules/pkg/logo.png': 'P',
        'site/docs/index.md': '# Home',
        'secret.png': 'S',
      }),
    );
    const contentDir = join(root, 'site/docs');
    return { root, contentDir, context: { pageFile: join(contentDir, 'index.md'), contentDir, base: '/' } };
  }

  it("copies an image beside the docs, in the project's folder, as Rspress shows it", () => {
    const { root, context } = project();
    expect(resolvePageImage('../assets/demo.svg', context)).toEqual({
      image: { source: join(root, 'site/assets/demo.svg'), output: `static/image/demo.${contentHash('<svg/>')}.svg` },
      url: `/static/image/demo.${contentHash('<svg/>')}.svg`,
    });
  });

  it('refuses an image above the project, naming the config that bounds it', () => {
    const { root, context } = project();
    const config = relative(process.cwd(), join(root, 'site/rspress.config.ts'));
    expect(resolvePageImage('../../secret.png', context)).toEqual({
      problem: `image "../../secret.png" is outside the Rspress project, the folder holding ${config}: only files inside it are copied into the site`,
    });
  });

  it('refuses a link in the project that leads out of it', () => {
    const { root, context } = project();
    symlinkSync(join(root, 'secret.png'), join(root, 'site/assets/link.png'));
    expect(resolvePageImage('../assets/link.png', context)).toMatchObject({
      problem: expect.stringMatching(/^image "\.\.\/assets\/link\.png" is outside the Rspress project/),
    });
  });

  it("refuses an image in the project's node_modules, by its path or by a link into it", () => {
    const { root, context } = project();
    symlinkSync(join(root, 'site/node_modules/pkg'), join(root, 'site/assets/pkg'));
    for (const url of ['../node_modules/pkg/logo.png', '../assets/pkg/logo.png']) {
      expect(resolvePageImage(url, context)).toEqual({
        problem: `image "${url}" is in node_modules: only the project's own files are copied into the site`,
      });
    }
  });

  it('tells of a missing image beside the docs as a dead image, not as one out of reach', () => {
    const { context } = project();
    expect(resolvePageImage('../assets/none.svg', context)).toMatchObject({ missing: true });
  });
});

describe('imageOutput', () => {
  it('keeps only URL-safe characters of the name, and is undefined for a file that cannot be read', () => {
    const { root } = site();
    mkdirSync(join(root, 'odd'));
    writeFileSync(join(root, 'odd/图 one (1).JPEG'), 'J');
    expect(imageOutput(join(root, 'odd/图 one (1).JPEG'))).toBe(`static/image/one-1.${contentHash('J')}.jpeg`);
    expect(imageOutput(join(root, 'odd/none.png'))).toBeUndefined();
  });
});
