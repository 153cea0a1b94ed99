import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Loader, OnLoadResult, Plugin } from 'esbuild';
import { type SassFileImporter, sassPackageImporter } from './sass-package-importer';
import { compilerError, StylesheetError } from './stylesheet-error';

/** What Sass's `compile` and Less's `render` give back that the bundle needs. */
interface Compiled {
  css: string;
  /** Files it read besides the one compiled (`@use`, `@import`): a change to one makes the bundle again. */
  read: string[];
}

/**
 * The stylesheet languages a component may import, each compiled by its own package from the site's
 * project, as Vite and Rsbuild do: the generator does not ship a compiler most sites never use. The
 * packages are looked up from the stylesheet's folder, so the one beside the docs is used, the first of
 * `pkgs` found: `sass-embedded` has `sass`'s API, and is what `@rsbuild/plugin-sass` installs. Sass also
 * finds the packages a stylesheet loads in `node_modules`, as Rsbuild's does (see sass-package-importer.ts).
 */
const LANGUAGES: Record<
  string,
  { pkgs: string[]; compile(pkg: unknown, file: string, options: CompileOptions): Promise<Compiled> }
> = {
  sass: {
    pkgs: ['sass', 'sass-embedded'],
    async compile(pkg, file, { alias }) {
      const result = await (pkg as SassApi).compileAsync(file, { importers: [sassPackageImporter(file, alias)] });
      return {
        css: result.css,
        read: result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url)),
      };
    },
  },
  less: {
    pkgs: ['less'],
    async compile(pkg, file) {
      const result = await (pkg as LessApi).render(readFileSync(file, 'utf8'), { filename: file });
      return { css: result.css, read: result.imports.map((path) => resolve(dirname(file), path)) };
    },
  },
};

/** How a stylesheet is compiled besides its file: the config's `alias`, with absolute targets (see sass-package-importer.ts). */
export interface CompileOptions {
  alias?: Readonly<Record<string, string>>;
}

interface SassApi {
  compileAsync(path: string, options: { importers: SassFileImporter[] }): Promise<{ css: string; loadedUrls: URL[] }>;
}
interface LessApi {
  render(input: string, options: { filename: string }): Promise<{ css: string; imports: string[] }>;
}

/** Whether the file is CSS, or a Sass or Less file whose compiler is installed where the file is. */
export function compilerFound(file: string): boolean {
  if (!/\.(s[ac]ss|less)$/.test(file)) return true;
  return firstInstalled(LANGUAGES[file.endsWith('.less') ? 'less' : 'sass'].pkgs, file) !== undefined;
}

/** The first of `names` that loads from `file`'s folder, or undefined when none does. */
function firstInstalled(names: readonly string[], file: string): unknown {
  const require = createRequire(pathToFileURL(file));
  for (const name of names) {
    try {
      return require(name);
    } catch {
      // Not installed there: the next one.
    }
  }
  return undefined;
}

/** A stylesheet file, `.module.*` for scoped class names. */
const MODULE = /\.module\.(css|s[ac]ss|less)$/;
const NAMESPACE = 'esmx-style';

/**
 * Lets a component import `.css`, `.scss`, `.sass` and `.less` files, plain or as CSS modules (`.module.*`),
 * the last three compiled by the site's own `sass` or `less` package. A missing package is an error saying
 * what to install; a stylesheet that does not compile is the compiler's message at its file and line. Every
 * file a stylesheet was made from goes into `read`, so the bundle is made again when one changes.
 *
 * A module's class names are unique to its bytes (`index_3fa2c1d0_title`): every component is bundled on its
 * own, and two components' `index.module.css` would otherwise both define `index_module_title` on one page.
 *
 * @example build({ …, plugins: [stylesheets(read)] }) // import styles from './Step.module.scss' works
 */
export function stylesheets(read: Set<string>, options: CompileOptions = {}): Plugin {
  return {
    name: 'esmx-docs:stylesheets',
    setup(build) {
      build.onResolve({ filter: MODULE }, async (args) => {
        if (args.namespace === NAMESPACE || args.pluginData === NAMESPACE) return undefined;
        const { path, errors } = await build.resolve(args.path, {
          importer: args.importer,
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (errors.length > 0) return { errors };
        const stem = basename(path).replace(MODULE, '');
        const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 8);
        // esbuild names a module's classes after its file name, which the hash makes unique.
        return { path: join(dirname(path), `${stem}-${hash}.module.css`), namespace: NAMESPACE, pluginData: path };
      });
      // A package a stylesheet imports by its name alone (`@import "tailwindcss"`), as css-loader reads it: the
      // file its `style` export (or field) names, where its export map has no entry for CSS otherwise.
      build.onResolve({ filter: PACKAGE_NAME }, async (args) => {
        if (args.kind !== 'import-rule' || args.pluginData === STYLE_EXPORT) return undefined;
        const options = {
          importer: args.importer,
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: STYLE_EXPORT,
        };
        if ((await build.resolve(args.path, options)).errors.length === 0) return undefined;
        const manifest = await build.resolve(`${args.path}/package.json`, options);
        if (manifest.errors.length > 0) return undefined;
        const style = styleEntry(JSON.parse(readFileSync(manifest.path, 'utf8')));
        return style ? { path: join(dirname(manifest.path), style) } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ pluginData }) =>
        load(pluginData as string, 'local-css', read, options),
      );
      build.onLoad({ filter: /\.(s[ac]ss|less)$/ }, ({ path }) => load(path, 'css', read, options));
    },
  };
}

/** A package's name alone, scoped or not: `tailwindcss`, `@scope/theme`. */
const PACKAGE_NAME = /^(?:@[\w.-]+\/)?[\w.-]+$/;
/** Marks the resolution asked again from within the package-name one, which must not answer itself. */
const STYLE_EXPORT = 'esmx-docs:style-export';

/** The stylesheet a package's manifest names: its `style` export of `.`, or its `style` field. */
function styleEntry(manifest: { exports?: unknown; style?: unknown }): string | undefined {
  const root = isObject(manifest.exports) ? (manifest.exports['.'] ?? manifest.exports) : undefined;
  const style = isObject(root) ? root.style : undefined;
  const given = typeof style === 'string' ? style : manifest.style;
  return typeof given === 'string' ? given : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function load(file: string, loader: Loader, read: Set<string>, options: CompileOptions): Promise<OnLoadResult> {
  read.add(file);
  const resolveDir = dirname(file);
  if (file.endsWith('.css')) return { contents: readFileSync(file), loader, resolveDir };
  try {
    const compiled = await compileStylesheet(file, options);
    for (const other of compiled.read) read.add(other);
    return { contents: compiled.css, loader, resolveDir };
  } catch (error) {
    return { errors: [{ text: (error as Error).message }] };
  }
}

/**
 * A `.scss`, `.sass` or `.less` file compiled to CSS by the site's own package (a `.css` file as it is), with
 * the other files it read; throws a StylesheetError saying what to install, or the compiler's words at the file
 * and line they name.
 *
 * @example await compileStylesheet('/site/styles/index.scss') // { css: '.brand { color: teal; }', read: ['/site/styles/_vars.scss'] }
 */
export async function compileStylesheet(file: string, options: CompileOptions = {}): Promise<Compiled> {
  if (!compilerFound(file)) {
    const [name] = LANGUAGES[file.endsWith('.less') ? 'less' : 'sass'].pkgs;
    throw new StylesheetError(
      `${extname(file)} files need the "${name}" package to compile: install it beside your docs (npm install -D ${name})`,
    );
  }
  if (!/\.(s[ac]ss|less)$/.test(file)) return { css: readFileSync(file, 'utf8'), read: [] };
  const language = LANGUAGES[file.endsWith('.less') ? 'less' : 'sass'];
  const pkg = firstInstalled(language.pkgs, file);
  try {
    return await language.compile(pkg, file, options);
  } catch (error) {
    throw compilerError(error);
  }
}
