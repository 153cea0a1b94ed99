import { mkdirSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentProblems } from '../../../src/build/errors';
import { readGlobalStyles } from '../../../src/build/global-styles';
import { writeTree } from './tree';

/** `files` written to a temp folder with the repository's sass installed in it, as a site beside its docs has. */
function siteWithSass(files: Record<string, string>): string {
  const root = writeTree(files);
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules/sass'), join(root, 'node_modules/sass'));
  return root;
}

/**
 * Reads `file` of `root` as the config's globalStyles under `base`: each file's CSS on one line, without the
 * comments naming where its parts came from, and the problems and warnings with files relative to `root`.
 */
async function read(root: string, file: string, base = '/') {
  const run = {
    globalStyles: [join(root, file)],
    config: { base },
    cwd: root,
    problems: new ContentProblems(),
    warnings: new ContentProblems(),
  };
  const styles = await readGlobalStyles(run);
  const lines = (list: ContentProblems) => list.list.map((p) => `${p.file}:${p.line ?? '-'}: ${p.message}`);
  const css = styles.css.map((text) =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return {
    css,
    imports: styles.imports,
    assets: styles.assets,
    problems: lines(run.problems),
    warnings: lines(run.warnings),
  };
}

const nothing = { imports: [], assets: [] };

describe('the config’s globalStyles', () => {
  it('gives a CSS file with what it imports included', async () => {
    const root = writeTree({
      'custom.css': "@import './parts/card.css';\n.brand { color: teal; }\n",
      'parts/card.css': '.card { padding: 0; }\n',
    });
    expect(await read(root, 'custom.css')).toEqual({
      css: ['.card { padding: 0; } .brand { color: teal; }'],
      ...nothing,
      problems: [],
      warnings: [],
    });
  });

  it("includes a package's stylesheet imported by a Sass file, with the fonts it uses under the site's base", async () => {
    const root = siteWithSass({
      'node_modules/katex/dist/katex.min.css': '@font-face{font-family:KaTeX_Main;src:url(fonts/Main.woff2)}\n',
      'node_modules/katex/dist/fonts/Main.woff2': 'woff2 bytes',
      'styles/index.scss': "@import 'katex/dist/katex.min.css';\n$brand: teal;\n.a { color: $brand; }\n",
    });
    const { css, assets, problems } = await read(root, 'styles/index.scss', '/docs/');
    expect(assets.map((asset) => asset.path)).toEqual([expect.stringMatching(/^assets\/Main\.[A-Z0-9]{8}\.woff2$/)]);
    expect(css).toEqual([
      `@font-face { font-family: KaTeX_Main; src: url("/docs/${assets[0].path}"); } .a { color: teal; }`,
    ]);
    expect(problems).toEqual([]);
  });

  it('reports an import that cannot be found at its line, with no CSS', async () => {
    const root = writeTree({ 'custom.css': "/* KaTeX */\n@import 'katex/dist/katex.min.css';\n.a { color: red; }\n" });
    expect(await read(root, 'custom.css')).toEqual({
      css: [''],
      ...nothing,
      problems: ['custom.css:2: globalStyles: Could not resolve "katex/dist/katex.min.css"'],
      warnings: [],
    });
  });

  it('warns of an @import after a rule, which browsers ignore', async () => {
    const root = writeTree({ 'custom.css': '.a { color: red; }\n@import url(https://example.com/b.css);\n' });
    expect((await read(root, 'custom.css')).warnings).toEqual([
      'custom.css:2: globalStyles: All "@import" rules must come first',
    ]);
  });

  it('compiles a Sass file with the partials it uses', async () => {
    const root = siteWithSass({
      'styles/_brand.scss': '$brand: teal;\n',
      'styles/index.scss': "@use 'brand';\n.a { color: brand.$brand; }\n",
    });
    const { css, problems } = await read(root, 'styles/index.scss');
    expect(css).toEqual(['.a { color: teal; }']);
    expect(problems).toEqual([]);
  });

  it("compiles a Sass file importing a package's stylesheet from node_modules", async () => {
    const root = siteWithSass({
      'node_modules/brand/base.css': '.base { margin: 0; }\n',
      'styles/index.scss': "@import 'brand/base';\n",
    });
    expect((await read(root, 'styles/index.scss')).css).toEqual(['.base { margin: 0; }']);
  });

  it('reports Sass that does not compile as a problem at the partial and line holding the mistake, with no CSS', async () => {
    const root = siteWithSass({
      'styles/_broken.scss': '.a {\n  color: $missing;\n}\n',
      'styles/index.scss': "@use 'broken';\n",
    });
    expect(await read(root, 'styles/index.scss')).toEqual({
      css: [''],
      ...nothing,
      problems: ['styles/_broken.scss:2: globalStyles: Undefined variable.'],
      warnings: [],
    });
  });

  it('reports a Sass file as needing the sass package, at the file, when the site has none', async () => {
    // Outside the repository, whose node_modules has sass.
    const root = writeTree({ 'index.scss': '.a { color: red; }\n' });
    expect(relative(process.cwd(), root).startsWith('..')).toBe(true);
    expect((await read(root, 'index.scss')).problems).toEqual([
      'index.scss:-: globalStyles: .scss files need the "sass" package to compile: install it beside your docs (npm install -D sass)',
    ]);
  });

  it('reports a file removed since the config was read', async () => {
    const root = writeTree({});
    expect(await read(root, 'gone.css')).toEqual({
      css: [''],
      ...nothing,
      problems: ['gone.css:-: globalStyles: the file does not exist'],
      warnings: [],
    });
  });

  it("reads Rspress's dark-mode and content classes as ours, and warns of its layout classes, which match nothing", async () => {
    const root = writeTree({
      'rspress.css':
        'html.rp-dark .rp-doc .note { color: white; }\nhtml:not(.rp-dark) .note { background: url(./a.rp-doc.png); }\n' +
        '.rp-nav, .rp-sidebar-item--active { color: red; }\n.rp-nav__title { color: blue; }\n.rp-outline { color: red; }\n',
      'a.rp-doc.png': 'png',
    });
    const { css, warnings } = await read(root, 'rspress.css');
    expect(css[0]).toMatch(
      /^html\.dark \.doc-content \.note \{ color: white; \} html:not\(\.dark\) \.note \{ background: url\("\/assets\/a\.rp-doc\.\w+\.png"\); \}/,
    );
    expect(warnings).toEqual([
      "rspress.css:-: selects by Rspress's layout classes (.rp-nav, .rp-sidebar-item--active, .rp-nav__title and 1 more), " +
        "which esmx-docs's pages do not have: those rules apply to nothing (.rp-doc and .rp-dark are read as its content and dark mode)",
    ]);
  });

  it("says that Rspress 1's layout classes match nothing in Rspress 2 either", async () => {
    const root = writeTree({ 'old.css': '.rspress-home-hero-tagline { line-height: 1.6; }\n' });
    const { warnings } = await read(root, 'old.css');
    expect(warnings).toEqual([
      "old.css:-: selects by Rspress 1's layout classes (.rspress-home-hero-tagline), which neither Rspress 2's pages nor esmx-docs's have: " +
        'those rules apply to nothing (.rp-doc and .rp-dark are read as its content and dark mode)',
    ]);
  });

  it('warns at the first Tailwind at-rule, which the browser ignores', async () => {
    const root = writeTree({ 'tailwind.css': '.note { color: red; }\n@tailwind base;\n@apply p-2;\n' });
    const { warnings } = await read(root, 'tailwind.css');
    expect(warnings.map((w) => w.split(', which')[0])).toEqual(['tailwind.css:2: uses @tailwind']);
  });

  it('warns of Tailwind 4\'s at-rules brought in by @import "tailwindcss", where it is installed', async () => {
    const root = writeTree({
      'styles.css': '@import "tailwindcss";\n.note { color: red; }\n',
      'node_modules/tailwindcss/package.json':
        '{ "name": "tailwindcss", "style": "index.css", "exports": { ".": { "style": "./index.css" } } }',
      'node_modules/tailwindcss/index.css': '@theme default {\n  --color-red-500: red;\n}\n@tailwind utilities;\n',
    });
    const { warnings } = await read(root, 'styles.css');
    expect(warnings.map((w) => w.split(', which')[0])).toEqual([
      "styles.css:-: imports Tailwind's own stylesheets (@theme…)",
    ]);
  });
});

describe('the stylesheets a custom theme imports', () => {
  it('go before globalStyles, and one that cannot be read is a warning that leaves it out, not a problem', async () => {
    const root = writeTree({
      'theme/index.css': '.themed { color: olive; }\n',
      'theme/tailwind.css': "@import 'tailwindcss';\n.tw { color: red; }\n",
      'custom.css': '.own { color: teal; }\n',
    });
    const run = {
      themeStyles: [join(root, 'theme/index.css'), join(root, 'theme/tailwind.css'), join(root, 'theme/gone.css')],
      globalStyles: [join(root, 'custom.css')],
      config: { base: '/' },
      cwd: root,
      problems: new ContentProblems(),
      warnings: new ContentProblems(),
    };
    const styles = await readGlobalStyles(run);
    expect(styles.css.map((css) => /\.(\w+) \{/.exec(css)?.[1] ?? '')).toEqual(['themed', '', '', 'own']);
    expect(run.problems.list).toEqual([]);
    expect(run.warnings.list.map((w) => `${w.file}:${w.line ?? '-'}: ${w.message}`).sort()).toEqual([
      'theme/gone.css:-: a stylesheet the theme imports, left out: the file does not exist',
      'theme/tailwind.css:1: a stylesheet the theme imports, left out: Could not resolve "tailwindcss"',
    ]);
  });
});
