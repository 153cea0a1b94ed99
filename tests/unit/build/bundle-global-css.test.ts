import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BundledCss, bundleGlobalCss } from '../../../src/build/bundle-global-css';
import { writeTree } from './tree';

/** A site with a KaTeX-like package (a stylesheet and its fonts), a plain one with a `style` entry, and an image beside its styles. */
function site(): string {
  return writeTree({
    'node_modules/katex/package.json': '{"name":"katex","main":"dist/katex.js"}',
    'node_modules/katex/dist/katex.min.css':
      '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2")}.katex{font:normal 1.21em KaTeX_Main}\n',
    'node_modules/katex/dist/fonts/KaTeX_Main-Regular.woff2': 'woff2 bytes',
    'node_modules/plain/package.json': '{"name":"plain","style":"plain.css","main":"index.js"}',
    'node_modules/plain/plain.css': '.plain { margin: 0; }\n',
    'node_modules/broken/a.css': '.a {\n  background: url(./missing.png);\n}\n',
    'theme/hero.png': 'png bytes',
    'theme/parts/card.css': '.card { padding: 1rem; }\n',
  });
}

/** `css` bundled as the site's `theme/index.css` (written there), under `base`. */
async function bundled(root: string, css: string, base = '/') {
  const file = join(root, 'theme/index.css');
  writeFileSync(file, css);
  return bundleGlobalCss(css, { file, compiled: false, base });
}

const ok = (result: Awaited<ReturnType<typeof bundleGlobalCss>>): BundledCss => {
  if ('errors' in result) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result;
};

describe('bundling the global stylesheet', () => {
  it("includes a package's stylesheet in place, its fonts copied under the site's base", async () => {
    const root = site();
    const { imports, css, assets } = ok(
      await bundled(root, "@import 'katex/dist/katex.min.css';\n.note { color: red; }\n", '/docs/'),
    );
    expect(imports).toEqual([]);
    expect(
      assets.map((a) => [a.path.replace(/\.[A-Z0-9]{8}\./, '.HASH.'), Buffer.from(a.contents).toString()]),
    ).toEqual([['assets/KaTeX_Main-Regular.HASH.woff2', 'woff2 bytes']]);
    expect(css).toContain(`src: url("/docs/${assets[0].path}") format("woff2");`);
    // KaTeX's rules come where it was imported: before the site's own.
    expect(css.indexOf('.katex {')).toBeGreaterThan(-1);
    expect(css.indexOf('.katex {')).toBeLessThan(css.indexOf('.note {'));
  });

  it('includes a file beside it and copies an image it uses', async () => {
    const { css, assets } = ok(
      await bundled(site(), "@import './parts/card.css';\n.hero { background: url(hero.png); }\n"),
    );
    expect(css).toMatch(/\.card \{\s+padding: 1rem;\s+\}/);
    expect(assets.map((a) => a.path)).toEqual([expect.stringMatching(/^assets\/hero\.[A-Z0-9]{8}\.png$/)]);
    expect(css).toContain(`background: url("/${assets[0].path}");`);
  });

  it("reads a bare package name as its style entry, and the older ~pkg form as the package's path", async () => {
    const { css } = ok(await bundled(site(), "@import 'plain';\n@import '~katex/dist/katex.min.css';\n"));
    expect(css).toMatch(/\.plain \{\s+margin: 0;\s+\}/);
    expect(css).toContain('.katex {');
  });

  it("keeps another site's stylesheet as an @import, apart from the rest to go first", async () => {
    const source =
      "@import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap');\n@import 'plain';\n.a { color: red; }\n";
    const { imports, css } = ok(await bundled(site(), source));
    expect(imports).toEqual(['@import "https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap";']);
    expect(css).not.toContain('@import');
    expect(css.indexOf('.plain {')).toBeLessThan(css.indexOf('.a {'));
  });

  it("leaves a path from the site's root, another site's URL and data as written", async () => {
    const source = '.a { background: url(/logo.png), url(//cdn.example/b.png), url(data:image/gif;base64,R0lGOD); }\n';
    const { css, assets } = ok(await bundled(site(), source));
    expect(css).toContain(
      'background:\n    url(/logo.png),\n    url(//cdn.example/b.png),\n    url(data:image/gif;base64,R0lGOD);',
    );
    expect(assets).toEqual([]);
  });

  it("compiles a package's Sass file it imports with the site's sass, and reads one as CSS where there is none", async () => {
    const files = {
      'node_modules/semi/theme/semi.scss': '$red: #c00;\n.semi-button { color: $red; }\n',
      'theme/index.css': '',
    };
    const withSass = writeTree(files);
    mkdirSync(join(withSass, 'node_modules'), { recursive: true });
    symlinkSync(join(process.cwd(), 'node_modules/sass'), join(withSass, 'node_modules/sass'));
    const css = "@import 'semi/theme/semi.scss';\n.own { margin: 0; }\n";
    expect(ok(await bundled(withSass, css)).css).toMatch(/\.semi-button \{\n\s+color: #c00;\n\}[\s\S]*\.own/);
    // Without sass, a package's .scss of plain rules still builds, as such files often are.
    const plain = writeTree({
      'node_modules/semi/theme/semi.scss': '.semi-button { color: red; }\n',
      'theme/index.css': '',
    });
    expect(ok(await bundled(plain, css)).css).toMatch(/\.semi-button \{\n\s+color: red;\n\}/);
  });

  it('reports an import that cannot be found at its file and line', async () => {
    const result = await bundled(site(), "@import 'nowhere/x.css';\n@import './parts/gone.css';\n");
    expect('errors' in result && result.errors.map((e) => [e.file, e.line, e.reason])).toEqual([
      [expect.stringMatching(/theme\/index\.css$/), 1, 'Could not resolve "nowhere/x.css"'],
      [expect.stringMatching(/theme\/index\.css$/), 2, 'Could not resolve "./parts/gone.css"'],
    ]);
  });

  it("warns of an @import after a rule, which browsers ignore, but not of a package's own CSS", async () => {
    const root = site();
    writeFileSync(join(root, 'node_modules/plain/plain.css'), '.plain { *zoom: 1; }\n');
    const { css, warnings } = ok(
      await bundled(root, "@import 'plain';\n.a { color: red; }\n@import './parts/card.css';\n"),
    );
    expect(css).toContain('@import "./parts/card.css";');
    expect(warnings.map((w) => [w.file, w.line, w.reason])).toEqual([
      [join(root, 'theme/index.css'), 3, 'All "@import" rules must come first'],
    ]);
  });

  it("reports a url() that cannot be found inside an imported package's stylesheet at that file's line", async () => {
    const root = site();
    const result = await bundled(root, "@import 'broken/a.css';\n");
    expect('errors' in result && result.errors.map((e) => [e.file, e.line, e.reason])).toEqual([
      [join(root, 'node_modules/broken/a.css'), 2, 'Could not resolve "./missing.png"'],
    ]);
  });

  it("gives no line in a compiled file's own CSS, whose lines are not the source's", async () => {
    const root = site();
    const file = join(root, 'theme/index.scss');
    const result = await bundleGlobalCss('.a {\n  background: url(gone.png);\n}\n', {
      file,
      compiled: true,
      base: '/',
    });
    expect('errors' in result && result.errors.map((e) => [e.file, e.line, e.reason])).toEqual([
      [file, undefined, 'Could not resolve "gone.png"'],
    ]);
  });
});
