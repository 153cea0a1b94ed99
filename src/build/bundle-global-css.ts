import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { type BuildFailure, build, type Loader, type Message, type Plugin } from 'esbuild';
import { StylesheetError } from './components/stylesheet-error';
import { compilerFound, compileStylesheet } from './components/stylesheets';

/** The global stylesheet with what it imports included, as Rsbuild bundles it. */
export interface BundledCss {
  /** Its `@import`s of other sites' stylesheets (`@import url(https://…)`): kept, to go first in the site's stylesheet. */
  imports: string[];
  css: string;
  /** The files its `url()`s point at (fonts, images), each at the path under the site its URL now names. */
  assets: { path: string; contents: Uint8Array }[];
  /** What the browser will ignore in the site's own CSS (an `@import` after a rule); a package's is its own business. */
  warnings: StylesheetError[];
}

/** What the stylesheet is bundled with. */
export interface BundleCssOptions {
  /** Where it came from: imports and `url()`s are resolved from its folder. */
  file: string;
  /** Whether `css` is Sass's or Less's output rather than `file` itself, whose lines it does not keep. */
  compiled: boolean;
  /** The site's base (`/docs/`), which the assets' URLs start with. */
  base: string;
}

/** The files a `url()` may point at, copied into the site under a name with their hash. */
const ASSET_TYPES = 'woff woff2 ttf otf eot png jpg jpeg gif webp avif svg ico bmp cur mp4 webm'.split(' ');
const ASSET_LOADERS: Record<string, Loader> = Object.fromEntries(ASSET_TYPES.map((type) => [`.${type}`, 'file']));
/** esbuild's output folder: nothing is written there, the paths under it name the files. */
const OUT = '/esmx-global-css';

/**
 * The config's global stylesheet with its `@import`s included in place and the files its `url()`s point at
 * copied, resolved as Rsbuild resolves them: relative to the importing file, else as a package in
 * `node_modules` (its package.json's `style` entry for a bare name, and the older `~pkg/…` form too). A path
 * from the site's root (`url(/logo.png)`, a public file) and another site's URL stay as written. Each import or
 * `url()` that cannot be resolved is a StylesheetError at its file and line (no line in a compiled file's
 * own CSS, whose lines are not the source's); so is each of esbuild's warnings about the site's own CSS.
 *
 * @example await bundleGlobalCss("@import 'katex/dist/katex.min.css';", { file, compiled: false, base: '/' })
 * // KaTeX's rules, their fonts' URLs `/assets/KaTeX_Main-Regular.<hash>.woff2`, and those fonts in `assets`
 */
export async function bundleGlobalCss(
  css: string,
  options: BundleCssOptions,
): Promise<BundledCss | { errors: StylesheetError[] }> {
  const { file, base } = options;
  try {
    const result = await build({
      stdin: { contents: css, loader: 'css', resolveDir: dirname(file), sourcefile: file },
      // The comments naming each part's file are relative to it, the same from whatever folder the build runs.
      absWorkingDir: dirname(file),
      bundle: true,
      write: false,
      outdir: OUT,
      assetNames: 'assets/[name].[hash]',
      publicPath: base,
      loader: ASSET_LOADERS,
      // As css-loader reads a package imported by its name alone.
      mainFields: ['style', 'main'],
      conditions: ['style'],
      charset: 'utf8',
      // A package's licence comment stays with its rules rather than moving to the end.
      legalComments: 'inline',
      logLevel: 'silent',
      plugins: [sitePaths, compiledImports],
    });
    const assets = result.outputFiles.filter((out) => !out.path.endsWith('.css'));
    const bundled = result.outputFiles.find((out) => out.path.endsWith('.css'))?.text ?? '';
    return {
      ...leadingImports(bundled),
      assets: assets.map((out) => ({ path: relative(OUT, out.path).split('\\').join('/'), contents: out.contents })),
      warnings: result.warnings
        .filter((warning) => !/(^|[\\/])node_modules[\\/]/.test(warning.location?.file ?? ''))
        .map((warning) => stylesheetError(warning, options)),
    };
  } catch (error) {
    const messages = (error as Partial<BuildFailure>).errors;
    if (!messages) throw error;
    return { errors: messages.map((message) => stylesheetError(message, options)) };
  }
}

/** esbuild's error or warning as a StylesheetError at the file and line it names. */
function stylesheetError({ text, location }: Message, { file, compiled }: BundleCssOptions): StylesheetError {
  if (!location) return new StylesheetError(text, file);
  const at = resolve(dirname(file), location.file);
  return new StylesheetError(text, at, compiled && at === file ? undefined : location.line);
}

/**
 * Leaves a path from the site's root (`/fonts/a.woff2`, `//cdn.example/a.css`) as it is, as Rsbuild does, and
 * reads `~pkg/…` as the package path `pkg/…`, as css-loader did.
 */
const sitePaths: Plugin = {
  name: 'esmx-docs:site-paths',
  setup(build) {
    build.onResolve({ filter: /^\// }, ({ path }) => ({ path, external: true }));
    build.onResolve({ filter: /^~/ }, ({ path, kind, importer, resolveDir }) =>
      build.resolve(path.slice(1), { kind, importer, resolveDir }),
    );
  },
};

/**
 * A Sass or Less file the stylesheet imports (a package's `theme/semi.scss`), compiled as the stylesheet itself
 * would be, as Rsbuild's own rules compile it; without the compiler installed there, read as the CSS such a
 * package file often is (one that is not fails as CSS, at its line).
 */
const compiledImports: Plugin = {
  name: 'esmx-docs:compiled-imports',
  setup(build) {
    build.onLoad({ filter: /\.(s[ac]ss|less)$/ }, async ({ path }) => {
      const resolveDir = dirname(path);
      if (!compilerFound(path)) return { contents: readFileSync(path, 'utf8'), loader: 'css', resolveDir };
      try {
        return { contents: (await compileStylesheet(path)).css, loader: 'css', resolveDir };
      } catch (error) {
        return { errors: [{ text: (error as Error).message }] };
      }
    });
  },
};

/** One `@import` statement: its keyword, a quoted or `url()` address, and its media or layer up to the `;`. */
const IMPORT = /^@import\s+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\((?:[^)\\]|\\.)*\))[^;]*;\s*/;

/**
 * The `@import`s esbuild kept (another site's stylesheets), which it puts first, apart from the rest: an
 * `@import` after any other rule is ignored by browsers, and the site's stylesheet has ours before these.
 */
function leadingImports(bundled: string): { imports: string[]; css: string } {
  const imports: string[] = [];
  let rest = bundled;
  for (let match = IMPORT.exec(rest); match; match = IMPORT.exec(rest)) {
    imports.push(match[0].trim());
    rest = rest.slice(match[0].length);
  }
  return { imports, css: rest };
}
