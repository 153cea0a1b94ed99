import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../bin/bundle-cache.mjs';
import { writeTree } from '../build/tree';

// A package folder of its own with two tiny plain-JS bundles: the cache logic is the same as for the
// generator's three, without spending half a minute in TypeScript and terser.
const CONFIG = `
const here = (path) => new URL(path, import.meta.url).pathname;
const bundle = (name) => ({
  name,
  extraInputs: ['settings.json'],
  options: { input: { [name]: here('src/' + name + '.js') }, output: { dir: here('.build/' + name), format: 'es' } },
});
export const bundles = [bundle('a'), bundle('b')];
`;

function packageFolder(): string {
  return writeTree({
    'rollup.config.mjs': CONFIG,
    'package-lock.json': '{"lockfileVersion":3}',
    'settings.json': '{}',
    'src/a.js': "import { shared } from './shared.js';\nexport const a = shared + 'a';\n",
    'src/b.js': "export const b = 'b';\n",
    'src/shared.js': "export const shared = 'x';\n",
  });
}

const names = ['a', 'b'];

describe('ensureBundles', () => {
  it('builds every bundle on first use and writes each entry into its manifest', async () => {
    const root = packageFolder();
    expect(await ensureBundles({ root, names })).toEqual(['a', 'b']);
    expect(readFileSync(join(root, '.build/a/a.js'), 'utf8')).toContain("const shared = 'x'");
    expect(JSON.parse(readFileSync(join(root, '.build/b-manifest.json'), 'utf8'))).toEqual({
      b: { file: 'b.js', imports: [] },
    });
  });

  it("loads the config and bundles in the package's folder, whatever the working directory, and restores it", async () => {
    const root = packageFolder();
    // The config records where it was loaded from, as @rollup/plugin-typescript reads process.cwd() then.
    writeFileSync(
      join(root, 'rollup.config.mjs'),
      `${CONFIG}\nimport { writeFileSync } from 'node:fs';\nwriteFileSync(here('loaded-in.txt'), process.cwd());\n`,
    );
    const elsewhere = writeTree({ 'docs/en/index.md': '# Home\n' });
    const before = process.cwd();
    process.chdir(elsewhere);
    try {
      await ensureBundles({ root, names });
      expect(process.cwd()).toBe(elsewhere);
    } finally {
      process.chdir(before);
    }
    expect(realpathSync(readFileSync(join(root, 'loaded-in.txt'), 'utf8'))).toBe(realpathSync(root));
  });

  it('runs no bundler when nothing changed', async () => {
    const root = packageFolder();
    await ensureBundles({ root, names });
    expect(await ensureBundles({ root, names })).toEqual([]);
  });

  it('rebuilds only the bundle whose module changed, even one imported deep inside it', async () => {
    const root = packageFolder();
    await ensureBundles({ root, names });
    writeFileSync(join(root, 'src/shared.js'), "export const shared = 'y';\n");
    expect(await ensureBundles({ root, names })).toEqual(['a']);
    expect(readFileSync(join(root, '.build/a/a.js'), 'utf8')).toContain("const shared = 'y'");
  });

  it('rebuilds every bundle when the lock file or a shared extra input changes', async () => {
    const root = packageFolder();
    await ensureBundles({ root, names });
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(await ensureBundles({ root, names })).toEqual(['a', 'b']);
    writeFileSync(join(root, 'settings.json'), '{"changed":true}');
    expect(await ensureBundles({ root, names })).toEqual(['a', 'b']);
  });

  it('rebuilds a bundle whose output was deleted', async () => {
    const root = packageFolder();
    await ensureBundles({ root, names });
    rmSync(join(root, '.build/b/b.js'));
    expect(await ensureBundles({ root, names })).toEqual(['b']);
    expect(existsSync(join(root, '.build/b/b.js'))).toBe(true);
  });

  it('starts from a clean folder when the record of an earlier run is unreadable', async () => {
    const root = packageFolder();
    await ensureBundles({ root, names });
    writeFileSync(join(root, '.build/stale.js'), 'left over');
    writeFileSync(join(root, '.build/stamps/b.json'), '{ half-written');
    expect(await ensureBundles({ root, names })).toEqual(['a', 'b']);
    expect(existsSync(join(root, '.build/stale.js'))).toBe(false);
    expect(existsSync(join(root, '.build/b/b.js'))).toBe(true);
  });

  it('removes the files of the previous build of a bundle it rebuilds', async () => {
    const root = writeTree({
      'rollup.config.mjs': CONFIG.replace("format: 'es'", "format: 'es', entryFileNames: '[name].[hash].js'"),
      'package-lock.json': '{}',
      'settings.json': '{}',
      'src/a.js': "export const a = 'a';\n",
      'src/b.js': "export const b = 'b';\n",
    });
    await ensureBundles({ root, names });
    const first = JSON.parse(readFileSync(join(root, '.build/a-manifest.json'), 'utf8')).a.file;
    writeFileSync(join(root, 'src/a.js'), "export const a = 'changed';\n");
    await ensureBundles({ root, names });
    const second = JSON.parse(readFileSync(join(root, '.build/a-manifest.json'), 'utf8')).a.file;
    expect(second).not.toBe(first);
    expect(existsSync(join(root, '.build/a', first))).toBe(false);
    expect(existsSync(join(root, '.build/a', second))).toBe(true);
  });
});
