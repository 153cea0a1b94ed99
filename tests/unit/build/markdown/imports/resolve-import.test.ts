import { symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport } from '../../../../../src/build/markdown/imports/resolve-import';
import { writeTree } from '../../tree';

describe('an import by a tsconfig.json "paths" name', () => {
  const root = writeTree({
    'tsconfig.json': JSON.stringify({
      compilerOptions: { paths: { '@theme': ['./theme'], '@en/*': ['./docs/en/*'] } },
    }),
    'theme/index.tsx': 'export {};',
    'docs/en/_intro.mdx': 'Intro',
    'docs/en/page.mdx': '# Page',
  });
  const docs = join(root, 'docs');
  const from = join(docs, 'en/page.mdx');

  it('follows a pattern with * for every name it matches', () => {
    expect(resolveImport('@en/_intro.mdx', from, { contentDir: docs })).toEqual({
      path: join(docs, 'en/_intro.mdx'),
      via: 'paths',
    });
  });

  it('follows a pattern without * for that one name only, not for names it begins', () => {
    expect(resolveImport('@theme', from, { contentDir: docs })).toEqual({
      path: join(root, 'theme/index.tsx'),
      via: 'paths',
    });
    expect(resolveImport('@theme-assets/github', from, { contentDir: docs })).toEqual({
      problem:
        'cannot import "@theme-assets/github": no such package in node_modules (install it in the docs folder, or add an alias)',
    });
  });
});

describe('an import by the "paths" of an Rspress project whose docs are deeper than one folder down', () => {
  it("follows the project's tsconfig.json, the one Rsbuild reads", () => {
    const root = writeTree({
      'rspress.config.ts': "export default { root: 'src/doc' };\n",
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
      'src/components/Box.tsx': 'export {};',
      'src/doc/index.mdx': '# Paths',
    });
    const docs = join(root, 'src/doc');
    expect(resolveImport('@/components/Box', join(docs, 'index.mdx'), { contentDir: docs })).toEqual({
      path: join(root, 'src/components/Box.tsx'),
      via: 'paths',
    });
  });
});

describe('a bare import with a tsconfig.json "baseUrl"', () => {
  const root = writeTree({
    'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./docs/*'] } } }),
    'components/form/type-selector.tsx': 'export {};',
    'docs/en/page.mdx': '# Page',
    'docs/en/_intro.mdx': 'Intro',
  });
  const docs = join(root, 'docs');
  const from = join(docs, 'en/page.mdx');

  it('finds the module under the baseUrl, after "paths"', () => {
    expect(resolveImport('components/form/type-selector', from, { contentDir: docs })).toEqual({
      path: join(root, 'components/form/type-selector.tsx'),
      via: 'paths',
    });
    expect(resolveImport('@/en/_intro.mdx', from, { contentDir: docs })).toEqual({
      path: join(docs, 'en/_intro.mdx'),
      via: 'paths',
    });
  });

  it('goes on to the packages for a name the baseUrl does not hold', () => {
    expect(resolveImport('not-a-package-here', from, { contentDir: docs })).toEqual({
      problem:
        'cannot import "not-a-package-here": no such package in node_modules (install it in the docs folder, or add an alias)',
    });
  });
});

describe('a relative import through a symbolic link', () => {
  const root = writeTree({
    'secret.txt': 'not for pages',
    'docs/en/page.mdx': '# Page',
    'docs/en/_real.tsx': 'export {};',
  });
  const docs = join(root, 'docs');
  const from = join(docs, 'en/page.mdx');
  symlinkSync(join(root, 'secret.txt'), join(docs, 'en/_secret.ts'));
  symlinkSync(join(docs, 'en/_real.tsx'), join(docs, 'en/_alias.tsx'));

  it('is refused when the link leads out of the content folder', () => {
    expect(resolveImport('./_secret.ts', from, { contentDir: docs })).toEqual({
      problem: `cannot import "./_secret.ts": it leads out of the content folder (name the folder in the config's "alias" instead)`,
    });
  });

  it('is followed when the link stays inside it', () => {
    expect(resolveImport('./_alias.tsx', from, { contentDir: docs })).toEqual({
      path: join(docs, 'en/_alias.tsx'),
      via: 'relative',
    });
  });
});

describe("a relative import of the site's theme folder beside the content folder", () => {
  const root = writeTree({
    'theme/index.tsx': 'export {};',
    'theme/components/BlogList.tsx': 'export default () => null;',
    'components/Other.tsx': 'export default () => null;',
    'secret.txt': 'not for pages',
    'docs/en/blog/index.mdx': '# Blog',
  });
  const docs = join(root, 'docs');
  const from = join(docs, 'en/blog/index.mdx');
  symlinkSync(join(root, 'secret.txt'), join(root, 'theme/components/secret.ts'));

  it('is followed, as Rspress follows it', () => {
    expect(resolveImport('../../../theme/components/BlogList', from, { contentDir: docs })).toEqual({
      path: join(root, 'theme/components/BlogList.tsx'),
      via: 'relative',
    });
  });

  it('is the only folder beside it a relative import may reach, and a link in it never leads further', () => {
    for (const specifier of ['../../../components/Other', '../../../theme/components/secret.ts'])
      expect(resolveImport(specifier, from, { contentDir: docs })).toEqual({
        problem: `cannot import "${specifier}": it leads out of the content folder (name the folder in the config's "alias" instead)`,
      });
  });
});

describe('a relative import in an Rspress project (its config beside the content folder)', () => {
  const root = writeTree({
    'project/rspress.config.ts': 'export default { root: "docs" };',
    'project/components/ApiMeta.tsx': 'export default () => null;',
    'project/src/index.tsx': 'export {};',
    'project/docs/en/config/index.mdx': '# Config',
    'elsewhere/Other.tsx': 'export default () => null;',
  });
  const docs = join(root, 'project/docs');
  const from = join(docs, 'en/config/index.mdx');

  it("reaches the project's own folders, as Rspress does (Rspack's pages import its components/ so)", () => {
    expect(resolveImport('../../../components/ApiMeta', from, { contentDir: docs })).toEqual({
      path: join(root, 'project/components/ApiMeta.tsx'),
      via: 'relative',
    });
  });

  it("never leads out of the project, and says so with the alias Rspress's config would name the folder in", () => {
    const config = relative(process.cwd(), join(root, 'project/rspress.config.ts'));
    expect(resolveImport('../../../../elsewhere/Other', from, { contentDir: docs })).toEqual({
      problem: `cannot import "../../../../elsewhere/Other": it leads out of the Rspress project, the folder holding ${config} (name the folder in its "builderConfig.resolve.alias" and import it by that name instead)`,
    });
  });

  it("reaches the rest of the repository the project lies in (a monorepo's shared components), and no further", () => {
    const repo = writeTree({
      'package.json': JSON.stringify({ private: true, workspaces: ['site', 'shared'] }),
      'site/rspress.config.ts': 'export default { root: "docs" };',
      'site/docs/index.mdx': '# Home',
      'shared/Button.tsx': 'export const Button = () => null;',
    });
    const page = join(repo, 'site/docs/index.mdx');
    expect(resolveImport('../../shared/Button', page, { contentDir: join(repo, 'site/docs') })).toEqual({
      path: join(repo, 'shared/Button.tsx'),
      via: 'relative',
    });
    expect(resolveImport('../../../outside/Button', page, { contentDir: join(repo, 'site/docs') })).toEqual({
      problem: expect.stringMatching(/it leads out of the repository the Rspress project lies in \(/),
    });
  });

  it('names the content folder and our own alias when the content folder has a config of its own', () => {
    const own = writeTree({
      'project/rspress.config.ts': 'export default {};',
      'project/docs/site.config.ts': 'export default {};',
      'project/docs/index.mdx': '# Home',
      'elsewhere/Other.tsx': 'export default () => null;',
    });
    const contentDir = join(own, 'project/docs');
    expect(resolveImport('../../elsewhere/Other', join(contentDir, 'index.mdx'), { contentDir })).toEqual({
      problem: `cannot import "../../elsewhere/Other": it leads out of the content folder (name the folder in the config's "alias" instead)`,
    });
  });
});

describe('a relative import in an Rspress project whose root is deeper (src/latest)', () => {
  const root = writeTree({
    'website/rspress.config.ts': "export default { root: 'src/latest' };",
    'website/templates/rspack.config.cjs': 'module.exports = {};',
    'website/theme/index.tsx': 'export {};',
    'website/src/latest/index.mdx': '# Home',
  });
  const docs = join(root, 'website/src/latest');
  const from = join(docs, 'index.mdx');

  it('reaches the folder holding the config, however many levels above the content folder it is', () => {
    expect(resolveImport('../../templates/rspack.config.cjs', from, { contentDir: docs })).toEqual({
      path: join(root, 'website/templates/rspack.config.cjs'),
      via: 'relative',
    });
  });
});

describe('an import of a package', () => {
  const root = writeTree({
    'node_modules/dual/package.json': JSON.stringify({
      name: 'dual',
      exports: { '.': { import: './index.mjs', require: './index.cjs' } },
    }),
    'node_modules/dual/index.mjs': 'export {};',
    'node_modules/dual/index.cjs': 'module.exports = {};',
    'node_modules/@scope/esm-only/package.json': JSON.stringify({
      name: '@scope/esm-only',
      exports: { './hello': { import: './dist/hello.js' } },
    }),
    'node_modules/@scope/esm-only/dist/hello.js': 'export {};',
    'docs/en/page.mdx': '# Page',
  });
  const docs = join(root, 'docs');
  const from = join(docs, 'en/page.mdx');

  it('finds the file require finds, from the node_modules above the content folder', () => {
    expect(resolveImport('dual', from, { contentDir: docs })).toEqual({
      path: join(root, 'node_modules/dual/index.cjs'),
      via: 'package',
    });
  });

  it('finds an entry its exports offer to imports only, as a bundler resolves an import statement', () => {
    expect(resolveImport('@scope/esm-only/hello', from, { contentDir: docs })).toEqual({
      path: join(root, 'node_modules/@scope/esm-only/dist/hello.js'),
      via: 'package',
    });
  });

  it('is a problem naming the import when the package has no such entry, or is not there', () => {
    for (const specifier of ['@scope/esm-only/gone', 'absent'])
      expect(resolveImport(specifier, from, { contentDir: docs })).toEqual({
        problem: `cannot import "${specifier}": no such package in node_modules (install it in the docs folder, or add an alias)`,
      });
  });
});

describe('an import written from the project folder (/theme/index), as Rspress 1 read it', () => {
  const root = writeTree({
    'rspress.config.ts': "export default { root: 'docs' };\n",
    'theme/index.tsx': 'export {};',
    'components/Hello.tsx': 'export const Hello = () => null;',
    'docs/index.mdx': '# Home',
  });
  const docs = join(root, 'docs');
  const from = join(docs, 'index.mdx');

  it("finds the module in the Rspress project's folder", () => {
    expect(resolveImport('/theme/index', from, { contentDir: docs })).toEqual({
      path: join(root, 'theme/index.tsx'),
      via: 'relative',
    });
    expect(resolveImport('/components/Hello', from, { contentDir: docs })).toMatchObject({
      path: join(root, 'components/Hello.tsx'),
    });
  });

  it('refuses any other absolute path', () => {
    expect(resolveImport('/nowhere/x', from, { contentDir: docs })).toEqual({
      problem: 'cannot import "/nowhere/x": write a relative path or an alias',
    });
    expect(resolveImport('/../../../../../../etc/hostname', from, { contentDir: docs })).toHaveProperty('problem');
  });
});

describe("Rspress 2's @theme/<path>", () => {
  it("names a file of the site's custom theme folder, as Rspress's alias does, and nothing else", () => {
    const root = writeTree({
      'rspress.config.ts': 'export default {};\n',
      'theme/landing/index.tsx': 'export const Landing = () => null;\n',
      'docs/index.mdx': '# Home\n',
    });
    const context = { contentDir: join(root, 'docs') };
    const from = join(root, 'docs/index.mdx');
    expect(resolveImport('@theme/landing', from, context)).toEqual({
      path: join(root, 'theme/landing/index.tsx'),
      via: 'alias',
    });
    expect(resolveImport('@theme/missing', from, context)).toMatchObject({
      problem: expect.stringContaining('@theme/missing'),
    });
  });
});
