import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconHref, iconInputs, iconOutput, iconSource, isIconFile, rspressIcon } from '../../../src/build/site-icon';
import { writeTree } from './tree';

describe('isIconFile', () => {
  it('takes a path starting with ./ or ../ as a file of the project, anything else as a URL or a site path', () => {
    expect(['./favicon.ico', '../assets/icon.png', '.\\icon.ico'].map(isIconFile)).toEqual([true, true, true]);
    expect(['/favicon.ico', 'favicon.ico', 'https://x.dev/i.png', '.well-known/i.png'].map(isIconFile)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('rspressIcon', () => {
  const file = '/site/rspress.config.ts';

  it("reads a relative path from the config's folder, as Rsbuild's html.favicon does, and gives it relative to the content folder", () => {
    expect(rspressIcon('docs/public/favicon.ico', file, '/site/docs')).toBe('./public/favicon.ico');
    expect(rspressIcon('./assets/icon.png', file, '/site/docs')).toBe('../assets/icon.png');
  });

  it('reads a file URL, as an object or as text, as the file it names', () => {
    expect(rspressIcon(new URL('file:///site/brand/mark.svg'), file, '/site/docs')).toBe('../brand/mark.svg');
    expect(rspressIcon('file:///site/docs/public/icon.png', file, '/site/docs')).toBe('./public/icon.png');
  });

  it('keeps a path of the public folder and URLs as written', () => {
    for (const icon of ['/favicon.ico', 'https://cdn.x.dev/i.ico', '//cdn.x.dev/i.ico', 'data:image/png;base64,AA'])
      expect(rspressIcon(icon, file, '/site/docs')).toBe(icon);
  });
});

describe('iconHref', () => {
  it("links a file of the project at the site's root under its own name, under the base", () => {
    expect(iconHref({ base: '/docs/', icon: './public/favicon.ico' })).toBe('/docs/favicon.ico');
    expect(iconOutput('..\\assets\\icon.png')).toBe('icon.png');
  });

  it('links a site path under the base, URLs as written, and the bundled favicon when there is no icon', () => {
    expect(iconHref({ base: '/docs/', icon: '/logo.png' })).toBe('/docs/logo.png');
    expect(iconHref({ base: '/docs/', icon: 'data:image/svg+xml,<svg/>' })).toBe('data:image/svg+xml,<svg/>');
    expect(iconHref({ base: '/', icon: '//cdn.x.dev/i.ico' })).toBe('//cdn.x.dev/i.ico');
    expect(iconHref({ base: '/docs/', icon: undefined })).toBe('/docs/favicon.svg');
  });

  it('keeps the base once on a site path written with it in front, as the logo does', () => {
    expect(iconHref({ base: '/docs/', icon: '/docs/logo.svg' })).toBe('/docs/logo.svg');
    expect(iconHref({ base: '/docs/', icon: '/docsx/logo.svg' })).toBe('/docs/docsx/logo.svg');
    expect(iconHref({ base: '/', icon: 'logo.svg' })).toBe('/logo.svg');
  });
});

describe('iconInputs', () => {
  it('names the file a relative icon names as a build input, and nothing for a site path or a URL', () => {
    expect(iconInputs('../assets/icon.png', '/site/docs')).toEqual(['/site/assets/icon.png']);
    expect(iconInputs('/icon.png', '/site/docs')).toEqual([]);
    expect(iconInputs(undefined, '/site/docs')).toEqual([]);
  });
});

describe('iconSource', () => {
  /** An Rspress project: its config, its docs, an icon beside them and a file above the project. */
  function project(): { root: string; docs: string; cwd: string } {
    const root = writeTree({
      'site/rspress.config.ts': 'export default {};\n',
      'site/docs/index.md': '# Home\n',
      'site/docs/public/favicon.ico': 'ico',
      'site/assets/icon.png': 'png',
      'site/node_modules/pkg/icon.png': 'theirs',
      'secret.png': 'outside',
    });
    return { root, docs: join(root, 'site/docs'), cwd: join(root, 'site') };
  }

  it("finds a file in the content folder or elsewhere in the Rspress project's folder", () => {
    const { root, ...where } = project();
    const found = (icon: string) => iconSource(icon, { contentDir: where.docs, cwd: where.cwd });
    expect(found('./public/favicon.ico')).toEqual({ file: join(root, 'site/docs/public/favicon.ico') });
    expect(found('../assets/icon.png')).toEqual({ file: join(root, 'site/assets/icon.png') });
  });

  it('names a file that does not exist, relative to the working directory', () => {
    const { docs, cwd } = project();
    expect(iconSource('./public/missing.ico', { contentDir: docs, cwd })).toEqual({
      problem: '"icon" names docs/public/missing.ico, which does not exist',
    });
  });

  it("refuses a file above the project's folder, and one a link leads out to", () => {
    const { root, docs, cwd } = project();
    symlinkSync(join(root, 'secret.png'), join(docs, 'public/linked.png'));
    const refused = (path: string) => ({
      problem: `"icon" names ${path}, which is neither among the project's own files (in .) nor in an installed package`,
    });
    const source = (icon: string) => iconSource(icon, { contentDir: docs, cwd });
    expect(source('../../secret.png')).toEqual(refused('../secret.png'));
    expect(source('./public/linked.png')).toEqual(refused('docs/public/linked.png'));
  });

  it('takes a file of the repository the project lies in, as a monorepo keeps its brand mark at its top', () => {
    const { root, docs, cwd } = project();
    mkdirSync(join(root, '.git'));
    expect(iconSource('../../secret.png', { contentDir: docs, cwd })).toEqual({ file: join(root, 'secret.png') });
  });

  it("takes an installed package's file, a workspace's linked package too, as a config resolving it names it", () => {
    const { root, docs, cwd } = project();
    const source = (icon: string) => iconSource(icon, { contentDir: docs, cwd });
    expect(source('../node_modules/pkg/icon.png')).toEqual({ file: join(root, 'site/node_modules/pkg/icon.png') });
    // A workspace package: node_modules/@brand/mark links to the workspace's packages/brand.
    mkdirSync(join(root, 'packages/brand'), { recursive: true });
    writeFileSync(join(root, 'packages/brand/mark.svg'), '<svg/>');
    mkdirSync(join(root, 'node_modules/@brand'), { recursive: true });
    symlinkSync(join(root, 'packages/brand'), join(root, 'node_modules/@brand/mark'));
    expect(source(join(root, 'node_modules/@brand/mark/mark.svg'))).toEqual({
      file: join(root, 'packages/brand/mark.svg'),
    });
    // Not another project's packages, beside this one.
    mkdirSync(join(root, 'other/node_modules/pkg'), { recursive: true });
    writeFileSync(join(root, 'other/node_modules/pkg/icon.png'), 'x');
    expect(source('../../other/node_modules/pkg/icon.png')).toEqual({
      problem: `"icon" names ../other/node_modules/pkg/icon.png, which is neither among the project's own files (in .) nor in an installed package`,
    });
  });

  it('refuses a folder', () => {
    const { docs, cwd } = project();
    mkdirSync(join(docs, 'icons'));
    expect(iconSource('./icons', { contentDir: docs, cwd })).toEqual({
      problem: '"icon" names docs/icons, which is a folder, not a file',
    });
  });
});
