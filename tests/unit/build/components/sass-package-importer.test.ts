import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sassPackageImporter } from '../../../../src/build/components/sass-package-importer';
import { compileStylesheet } from '../../../../src/build/components/stylesheets';
import { writeTree } from '../tree';

/** A site whose styles load packages: `brand` (partials, a `sass` entry), `@acme/theme` (an index) and `deep`, which loads `inner` from its own node_modules. */
function site(extra: Record<string, string> = {}): string {
  const root = writeTree({
    'node_modules/brand/package.json': '{"name":"brand","sass":"scss/main.scss","main":"index.js"}',
    'node_modules/brand/scss/main.scss': '.main { color: navy; }\n',
    'node_modules/brand/_vars.scss': '$brand: teal;\n',
    'node_modules/brand/base.css': '.base { margin: 0; }\n',
    'node_modules/@acme/theme/_index.scss': '.acme { color: plum; }\n',
    'node_modules/deep/_outer.scss': "@use 'inner/core';\n.outer { color: core.$inner; }\n",
    'node_modules/deep/node_modules/inner/_core.scss': '$inner: olive;\n',
    ...extra,
  });
  symlinkSync(join(process.cwd(), 'node_modules/sass'), join(root, 'node_modules/sass'));
  return root;
}

/** The compiled CSS of `source`, written as `styles/nested/index.scss` of a site, on one line. */
async function compiled(source: string): Promise<string> {
  const root = site({ 'styles/nested/index.scss': source });
  const { css } = await compileStylesheet(join(root, 'styles/nested/index.scss'));
  return css.replace(/\s+/g, ' ');
}

describe("Sass loading a package from node_modules, as Rsbuild's sass-loader does", () => {
  it("finds a package's partial from a folder below node_modules, with @use and @import", async () => {
    expect(await compiled("@use 'brand/vars';\n.a { color: vars.$brand; }\n")).toBe('.a { color: teal; }');
    expect(await compiled("@import 'brand/vars';\n.a { color: $brand; }\n")).toBe('.a { color: teal; }');
  });

  it('finds the older ~pkg form', async () => {
    expect(await compiled("@use '~brand/vars';\n.a { color: vars.$brand; }\n")).toBe('.a { color: teal; }');
  });

  it("includes a package's plain CSS file imported without its extension", async () => {
    expect(await compiled("@import 'brand/base';\n")).toBe('.base { margin: 0; }');
  });

  it("takes a bare package name to the package's sass entry, or a scoped package's index", async () => {
    expect(await compiled("@use 'brand';\n")).toBe('.main { color: navy; }');
    expect(await compiled("@use '@acme/theme';\n")).toBe('.acme { color: plum; }');
  });

  it("finds what a package's own stylesheet loads from that package's folder", async () => {
    expect(await compiled("@use 'deep/outer';\n")).toBe('.outer { color: olive; }');
  });

  it('reports a package that is not installed at the line loading it', async () => {
    const root = site({ 'styles/index.scss': "// The brand's colours.\n@use 'missing/vars';\n" });
    await expect(compileStylesheet(join(root, 'styles/index.scss'))).rejects.toMatchObject({
      reason: "Can't find stylesheet to import.",
      file: join(root, 'styles/index.scss'),
      line: 2,
    });
  });

  it('leaves relative paths, absolute paths and URLs with a scheme to Sass', () => {
    const root = site();
    const importer = sassPackageImporter(join(root, 'styles/index.scss'));
    const context = { containingUrl: pathToFileURL(join(root, 'styles/index.scss')) };
    for (const url of ['./brand/vars', '../brand/vars', '/brand/vars', 'pkg:brand', 'https://x.test/brand'])
      expect(importer.findFileUrl(url, context)).toBeNull();
    expect(importer.findFileUrl('brand/vars', context)?.href).toBe(
      pathToFileURL(join(root, 'node_modules/brand/vars')).href,
    );
  });

  it("follows the config's alias first, as sass-loader follows Rspack's, with its partials", async () => {
    const root = site({
      'styles/_vars.scss': '$size: 0.25rem;\n',
      'components/box.module.scss': "@use '@site/styles/vars';\n.box { padding: 4 * vars.$size; }\n",
    });
    const { css } = await compileStylesheet(join(root, 'components/box.module.scss'), { alias: { '@site': root } });
    expect(css.replace(/\s+/g, ' ')).toBe('.box { padding: 1rem; }');
  });

  it('takes the name of the package a stylesheet is in to that package, when no node_modules holds it', async () => {
    const root = site({
      'docs/package.json': '{"name":"@acme/docs"}',
      'docs/styles/_vars.scss': '$accent: coral;\n',
      'docs/components/card.scss': "@use '@acme/docs/styles/vars';\n.card { color: vars.$accent; }\n",
    });
    const { css } = await compileStylesheet(join(root, 'docs/components/card.scss'));
    expect(css.replace(/\s+/g, ' ')).toBe('.card { color: coral; }');
  });
});
