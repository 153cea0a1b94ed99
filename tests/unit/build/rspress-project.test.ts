import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rspressProjectOf, writtenRoot } from '../../../src/build/rspress-project';
import { writeTree } from './tree';

describe('rspressProjectOf', () => {
  it('is the nearest folder above the content folder holding an Rspress config, however deep the docs are', () => {
    const root = writeTree({ 'website/rspress.config.ts': 'export default {};', 'website/src/latest/index.md': '# A' });
    expect(rspressProjectOf(join(root, 'website/src/latest'))).toBe(join(root, 'website'));
    expect(rspressProjectOf(join(root, 'website/src'))).toBe(join(root, 'website'));
  });

  it('is none for a content folder with no Rspress config above it, nor for one holding its own', () => {
    const root = writeTree({ 'docs/rspress.config.ts': 'export default {};', 'docs/index.md': '# A' });
    expect(rspressProjectOf(join(root, 'docs'))).toBeUndefined();
  });

  it('is a folder beside the content folder whose config names it as its root, as written', () => {
    const root = writeTree({
      'a-site/rspress.config.ts': "export default { root: 'docs' };",
      'website/rspress.config.ts': "export default { root: path.join(__dirname, '..', 'docs') };",
      'docs/index.md': '# A',
    });
    expect(rspressProjectOf(join(root, 'docs'))).toBe(join(root, 'website'));
  });

  it('is a folder two levels from the content folder whose config names it, as a monorepo keeps sites apart from docs', () => {
    const root = writeTree({
      'package.json': '{ "private": true }',
      'site/jig/rspress.config.ts': "export default { root: path.join(__dirname, '../../docs/jig') };",
      'site/flow/rspress.config.ts': "export default { root: path.join(__dirname, '../../docs/flow') };",
      'docs/jig/index.md': '# Jig',
      'docs/flow/index.md': '# Flow',
      'docs/other/index.md': '# Other',
    });
    expect(rspressProjectOf(join(root, 'docs/jig'))).toBe(join(root, 'site/jig'));
    expect(rspressProjectOf(join(root, 'docs/flow'))).toBe(join(root, 'site/flow'));
    expect(rspressProjectOf(join(root, 'docs/other'))).toBeUndefined();
    // Outside a project, nothing above the content folder's parent is looked through.
    const loose = writeTree({
      'site/jig/rspress.config.ts': "export default { root: path.join(__dirname, '../../docs/jig') };",
      'docs/jig/index.md': '# Jig',
    });
    expect(rspressProjectOf(join(loose, 'docs/jig'))).toBeUndefined();
  });
});

describe('writtenRoot', () => {
  it("is the folder a config's root names as a literal path or a join from its own folder", () => {
    const root = writeTree({
      'a/rspress.config.ts': "export default { root: '../docs' };",
      'b/rspress.config.ts': 'export default { root: path.resolve(import.meta.dirname, `..`, `docs`,) };',
      'c/rspress.config.ts': 'export default { root: path.join(__dirname, folder) };',
      'd/rspress.config.ts': 'export default { title: "No root" };',
    });
    expect(['a', 'b', 'c', 'd', 'missing'].map((dir) => writtenRoot(join(root, dir, 'rspress.config.ts')))).toEqual([
      join(root, 'docs'),
      join(root, 'docs'),
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("is the folder named from the config's own file as an ES module names it, by its URL", () => {
    const root = writeTree({
      'a/rspress.config.ts':
        "const currentDir = path.dirname(fileURLToPath(import.meta.url));\nexport default { root: path.join(currentDir, '..', 'docs', 'v01') };",
      'b/rspress.config.ts': "export default { root: fileURLToPath(new URL('../site-docs', import.meta.url)) };",
      'c/rspress.config.ts': "export default { root: path.resolve(fileURLToPath(import.meta.url), '../docs') };",
    });
    expect(['a', 'b', 'c'].map((dir) => writtenRoot(join(root, dir, 'rspress.config.ts')))).toEqual([
      join(root, 'docs/v01'),
      join(root, 'site-docs'),
      join(root, 'c/docs'),
    ]);
  });

  it('is the folder a constant the config defines names, given by name or as the shorthand root', () => {
    const root = writeTree({
      'a/rspress.config.ts':
        "const DOCS = path.join(__dirname, '..', 'docs');\nexport default defineConfig({\n  root: DOCS,\n  title: 'A',\n});",
      'b/rspress.config.ts': "const root = '../site-docs';\nexport default { root, title: 'B' };",
      'c/rspress.config.ts': 'const DOCS = process.env.DOCS;\nexport default { root: DOCS };',
      'd/rspress.config.ts': 'export default { root: DOCS };',
    });
    expect(['a', 'b', 'c', 'd'].map((dir) => writtenRoot(join(root, dir, 'rspress.config.ts')))).toEqual([
      join(root, 'docs'),
      join(root, 'site-docs'),
      undefined,
      undefined,
    ]);
  });

  it("follows constants made of constants, and an environment variable's fallback when it is unset", () => {
    const root = writeTree({
      'a/rspress.config.ts': [
        'const ROOT = process.env.ESMX_TEST_UNSET_ROOT || path.join(__dirname, "..");',
        "const DOCS = path.join(ROOT, 'docs');",
        'export default defineConfig({',
        '  root: DOCS,',
        '});',
      ].join('\n'),
      'b/rspress.config.ts':
        "export default { root: process.env.ESMX_TEST_UNSET_ROOT ?? resolve(import.meta.dirname, 'site') };",
      'c/rspress.config.ts': 'const A = B;\nconst B = A;\nexport default { root: A };',
    });
    expect(['a', 'b', 'c'].map((dir) => writtenRoot(join(root, dir, 'rspress.config.ts')))).toEqual([
      join(root, 'docs'),
      join(root, 'b/site'),
      undefined,
    ]);
  });
});
