import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildFailure, type BuildOptions, build, buildSync, type Metafile } from 'esbuild';
import { ISLAND_SITE_PAGES_KEY } from '../../shared/islands';
import { writeWhole } from '../write-whole';
import { assetFiles } from './asset-files';
import { aliasTargets, configAlias } from './config-alias';
import { BUILD_DEFINE, importMetaEnv } from './define-values';
import { mdxImport } from './mdx-import';
import { nativeAddon } from './native-addon';
import { rawText } from './raw-text';
import { browserReact, nodeReact, requireReact } from './react-seam';
import { missingRspressNames, RSPRESS_PROVIDED, readsPageData, rspressSeam } from './rspress-seam';
import { stylesheets } from './stylesheets';
import { svgComponent } from './svg-component';
import { textFileTypes } from './text-file-types';
import { themeEntryOf } from './theme-entry';
import { unprovidedImports } from './unprovided-rspress';
import { urlAssets } from './url-assets';

/** A component module of the site, bundled twice: to render at build time, and to hydrate in the browser. */
export interface ComponentBundle {
  /** The module's exports, evaluated in this thread with the generator's React. */
  exports: Record<string, unknown>;
  /** The browser bundle (an ES module, minified), absolute: the build copies it into the site. */
  script: string;
  /** The CSS its imports bring (plain and CSS modules), absolute; none without. */
  style?: string;
  /**
   * The files its script reaches with `new URL('./file', import.meta.url)` (a worker's bundle, an image), absolute:
   * the build copies them beside it, as it does page images (see url-assets.ts).
   */
  assets: string[];
  /** Every file of the site it was built from, absolute (node_modules' React left out: it is the generator's). */
  inputs: string[];
  /**
   * Packages its browser script still imports by name, found nowhere when it was bundled (`import('mermaid')` with a
   * rejection handler, which esbuild leaves as written): the browser cannot load them. By the file importing each.
   */
  unresolved: { file: string; specifier: string }[];
  /** It reads the page's data (Rspress's `usePageData`, `useI18n`): the page must carry it (see rspress-seam.ts). */
  readsPage: boolean;
  /** It calls Rspress's `usePages()`: the page must carry every page of the site (see `ISLAND_SITE_PAGES_KEY`). */
  readsSitePages: boolean;
  /**
   * Its own code (not a package's) names React's `Children`: it looks into its children (picks one by its place
   * or its props), so it gets them one element per block, as MDX gives them (see island-children.ts).
   */
  readsChildren: boolean;
}

/** Where browser bundles wait to be copied (named by their bytes there: see page-image.ts). */
const OUT_DIR = join(tmpdir(), 'esmx-docs-components');

/** The stamp of a bundle still being made. */
const MAKING = 'making';

/** Bundles by entry, kept while the files they were made from are unchanged (the dev server renders often). */
const bundles = new Map<string, { stamp: string; bundle: Promise<ComponentBundle> }>();

/**
 * How far a file's time may trail the clock: the kernel stamps writes with a coarse time (a tick, a few
 * ms), so a file saved just after a bundle started may carry a time just before it.
 */
const FILE_TIME_SLACK_MS = 20;

const shared: BuildOptions = {
  bundle: true,
  write: false,
  metafile: true,
  jsx: 'automatic',
  outdir: OUT_DIR,
  logLevel: 'silent',
  loader: { '.svg': 'dataurl', '.png': 'dataurl', '.jpg': 'dataurl', '.gif': 'dataurl', '.webp': 'dataurl' },
  define: { ...BUILD_DEFINE },
};

/**
 * The site a component belongs to: its content folder, and the config's `themeDir`, `alias`, `define` and
 * `i18nSource` if it gives them.
 */
export interface SiteFolders {
  contentDir: string;
  themeDir?: string;
  /** The site's base (`/docs/`), which `import.meta.env.BASE_URL` and `ASSET_PREFIX` give; default `/`. */
  base?: string;
  /** Import names → folders or files, relative to the content folder (see config-alias.ts). */
  alias?: Readonly<Record<string, string | false>>;
  /** Globals → the code each stands for, compiled into the component as Rsbuild's `source.define` does. */
  define?: Readonly<Record<string, string>>;
  /** The config's texts (a key → its text per language), which `useI18n()` gives over those of `i18n.json`. */
  i18nSource?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * Bundles a component module (`.tsx`, `.jsx`, `.ts`, `.js`, or a package's entry) with esbuild: TypeScript and
 * JSX compile in milliseconds, with no Rollup to install, and its stylesheets (CSS, Sass, Less, plain or as
 * modules: see stylesheets.ts) come out as one CSS file. React is never bundled: at build time it is the generator's, in the browser the shell's (see
 * react-seam.ts). A bundle is made again when any file it was made from changes.
 *
 * @example
 * const { exports, script } = await bundleComponent('/docs/en/guide/_counter.tsx');
 * exports.default; // the component
 */
export function bundleComponent(entry: string, site?: SiteFolders, exportName?: string): Promise<ComponentBundle> {
  // A package's component is bundled alone (see `packageEntry`); a module of the site's, whole.
  const only = isPackageFile(entry) ? exportName : undefined;
  const id = [
    entry,
    only,
    site?.contentDir,
    site?.themeDir,
    site?.base,
    JSON.stringify(site?.alias),
    JSON.stringify(site?.define),
    JSON.stringify(site?.i18nSource),
  ].join('\0');
  const kept = bundles.get(id);
  // One being made is shared: every page showing a component asks for it at once (after a save in the dev
  // server, each of them), and a component importing a large package (mermaid) took seconds to bundle each time.
  if (kept && (kept.stamp === MAKING || stampOf(kept.stamp.split('\0').slice(1)) === kept.stamp)) return kept.bundle;
  const started = Date.now();
  const bundle = make(entry, site, only).catch((error: unknown) => {
    throw new Error(bundleFailure(error, dirname(entry)));
  });
  bundle.then(
    (made) => {
      // The stamp is of the files as they are now; one saved since the bundle started may have been read
      // before that save, so such a bundle is not kept: the next render makes it again from the new bytes.
      const stamp = stampOf(made.inputs);
      bundles.set(id, { stamp: savedSince(made.inputs, started) ? '' : stamp, bundle });
    },
    () => bundles.delete(id),
  );
  bundles.set(id, { stamp: MAKING, bundle });
  return bundle;
}

async function make(entry: string, site: SiteFolders | undefined, only: string | undefined): Promise<ComponentBundle> {
  // A site's custom theme wraps Rspress's layouts, which the seam does not have: see rspressSeam.
  const lenient = site !== undefined && entry === themeEntryOf(site.contentDir, site.themeDir);
  let options: BundleOptions = { lenient };
  // At most twice again: once the first errors are answered, others they hid may show.
  for (let round = 0; ; round++) {
    try {
      return await bundleWith(entry, site, options, only);
    } catch (error) {
      const errors = (error as Partial<BuildFailure>).errors ?? [];
      // Again, with the names the theme imports from Rspress that the seam lacks as functions naming themselves,
      // and the text files of types esbuild has no loader for imported as their text.
      const unprovided = lenient && !options.unprovided ? unprovidedImports(errors) : new Map<string, string[]>();
      const textTypes = textFileTypes(errors, dirname(entry));
      if (round === 2 || (unprovided.size === 0 && textTypes.length === 0)) throw error;
      options = {
        ...options,
        ...(unprovided.size > 0 ? { unprovided } : {}),
        textTypes: [...(options.textTypes ?? []), ...textTypes],
      };
    }
  }
}

/** How a component is bundled beyond its site: see `make`. */
interface BundleOptions {
  /** A site's custom theme, which may import Rspress's layouts the seam lacks. */
  lenient: boolean;
  /** The names it imports from Rspress that the seam lacks, by module. */
  unprovided?: ReadonlyMap<string, readonly string[]>;
  /** File types esbuild has no loader for, imported as their text (see text-file-types.ts). */
  textTypes?: readonly string[];
}

/**
 * What a package's component is bundled from: a module exporting that one name from the package, by its name
 * where the entry is the package's own (so that each bundle finds the package's ES module build under its
 * `browser`, `module` or `import` entry, as bundlers do, and keeps only what that name needs: lucide-react's
 * CommonJS entry as a whole is a megabyte, and its names do not reach a module importing it), else by its file.
 */
function packageEntry(entry: string, exportName: string): BuildOptions['stdin'] {
  const name = packageNameOf(entry);
  let source = entry;
  try {
    if (name && createRequire(entry).resolve(name) === entry) source = name;
  } catch {
    // Not found by its name from inside itself: by its file.
  }
  // A name that is no identifier is written as a string, as ES2022 allows (`export { "a-b" } from …`).
  const exported = /^[A-Za-z_$][\w$]*$/.test(exportName) ? exportName : JSON.stringify(exportName);
  return {
    contents: `export { ${exported} } from ${JSON.stringify(source)};\n`,
    resolveDir: dirname(entry),
    sourcefile: `${basename(entry)}#${exportName}`,
    loader: 'js',
  };
}

/** The name of the package a file under `node_modules` belongs to (`@scope/name` or `name`). */
function packageNameOf(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  return parts[at + 1].startsWith('@') ? parts.slice(at + 1, at + 3).join('/') : parts[at + 1];
}

async function bundleWith(
  entry: string,
  site: SiteFolders | undefined,
  { textTypes = [], ...seam }: BundleOptions,
  only?: string,
): Promise<ComponentBundle> {
  const entryPoints = only === undefined ? { entryPoints: [entry] } : { stdin: packageEntry(entry, only) };
  const contentDir = site?.contentDir;
  const rspress = rspressSeam(contentDir, { ...seam, i18nSource: site?.i18nSource });
  const loader = { ...shared.loader, ...Object.fromEntries(textTypes.map((type) => [type, 'text' as const])) };
  const alias = configAlias(site?.alias ?? {}, contentDir ?? dirname(entry));
  // Sass's loads follow the alias too (`@use '@site/styles/vars'`), as sass-loader follows Rspack's.
  const styles = { alias: aliasTargets(site?.alias, contentDir ?? dirname(entry)) };
  const workingDir = dirname(entry);
  const define = {
    ...shared.define,
    'import.meta.env': JSON.stringify(importMetaEnv(site?.base ?? '/')),
    ...site?.define,
  };
  // Files read by the plugins (stylesheets, `?raw` text, workers' modules), which esbuild's metafile does not name.
  const read = new Set<string>();
  const assets = new Set<string>();
  // A worker's script, bundled on its own for the browser (see url-assets.ts).
  const bundleWorker = async (file: string): Promise<string> => {
    const made = await build({
      ...shared,
      entryPoints: [file],
      absWorkingDir: dirname(file),
      define,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      loader,
      plugins: [alias, rawText(read)],
    });
    for (const input of inputsOf(made.metafile!, dirname(file))) read.add(input);
    const js = made.outputFiles!.find((output) => output.path.endsWith('.js'))!;
    const dir = join(OUT_DIR, createHash('sha256').update(js.contents).digest('hex').slice(0, 16));
    mkdirSync(dir, { recursive: true });
    const target = join(dir, `${basename(file, extname(file))}.js`);
    writeWhole(target, js.contents);
    return target;
  };
  // What both bundles read the site's modules with: Rspress's theme and runtime, the alias, MDX, `?raw` text,
  // SVG components, stylesheets and fonts.
  const sitePlugins = [
    assetFiles(site?.base ?? '/', assets, read),
    rspress,
    alias,
    mdxImport,
    rawText(read),
    svgComponent(read),
    stylesheets(read, styles),
  ];
  const [node, browser] = await Promise.all([
    build({
      ...shared,
      ...entryPoints,
      absWorkingDir: workingDir,
      // As Node gives a module its own URL (CommonJS has none: `new URL('./file', import.meta.url)` at a
      // module's top would throw while the page renders); the entry's stands for every module's.
      define: { ...define, 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
      format: 'cjs',
      platform: 'node',
      loader,
      plugins: [nativeAddon, nodeReact, ...sitePlugins],
    }),
    build({
      ...shared,
      ...entryPoints,
      absWorkingDir: workingDir,
      define,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      // Not its names: a CSS module's class names would be shortened too, unlike the ones the node bundle
      // rendered into the page, and alike in every component's bundle (`.r` in each).
      minifyWhitespace: true,
      minifySyntax: true,
      loader,
      plugins: [browserReact, ...sitePlugins, urlAssets(bundleWorker, assets)],
    }),
  ]);
  const code = node.outputFiles!.find((file) => file.path.endsWith('.js'))!.text;
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, requireReact);

  const name = basename(entry, extname(entry)).replace(/^_+/, '') || 'component';
  const hash = createHash('sha256');
  for (const file of browser.outputFiles!) hash.update(file.path).update(file.contents);
  const dir = join(OUT_DIR, hash.digest('hex').slice(0, 16));
  mkdirSync(dir, { recursive: true });
  let script = '';
  let style: string | undefined;
  let readsSitePages = false;
  let browserCode = '';
  for (const file of browser.outputFiles!) {
    const target = join(dir, `${name}${extname(file.path)}`);
    writeWhole(target, file.contents);
    if (target.endsWith('.js')) {
      script = target;
      browserCode = file.text;
      readsSitePages = browserCode.includes(ISLAND_SITE_PAGES_KEY);
    } else if (target.endsWith('.css')) style = target;
  }
  const readsPage = readsPageData(Object.keys(browser.metafile!.inputs));
  // (Not the plugins' own modules, `namespace:path`, nor esbuild's `<define:…>` values; nor an import the
  // bundle dropped, which the metafile names as external all the same: `import * as React from 'react'` for
  // its types only.)
  const unresolved = Object.entries(browser.metafile!.inputs)
    .filter(([input]) => !input.includes(':'))
    .flatMap(([input, { imports }]) =>
      imports
        .filter((found) => found.external && !/^([a-z][a-z0-9+.-]*:|\/|\.|<)/i.test(found.path))
        .filter((found) => browserCode.includes(JSON.stringify(found.path)))
        .map((found) => ({ file: resolve(workingDir, input), specifier: found.path })),
    );
  const inputs = [...new Set([...inputsOf(browser.metafile!, workingDir), ...read])].sort();
  // The site's pages reach every component reading the page's data (\`usePageData().siteData.pages\`): only one
  // whose code names them (\`usePages\`, \`.pages\`) needs its page to carry them all.
  readsSitePages &&= inputs.some((file) => SCRIPT.test(file) && SITE_PAGES.test(readFileSync(file, 'utf8')));
  const readsChildren = inputs.some(
    (file) => SCRIPT.test(file) && !isPackageFile(file) && CHILDREN.test(readFileSync(file, 'utf8')),
  );
  return {
    exports: module.exports,
    script,
    style,
    assets: [...assets].sort(),
    inputs,
    unresolved,
    readsPage,
    readsSitePages,
    readsChildren,
  };
}

/** The site's pages named in code (`usePages()`, `siteData.pages`, `const { pages } = siteData`). */
const SITE_PAGES = /\bpages\b|\busePages\b/;

/** A module's file: what may name React's `Children`. */
const SCRIPT = /\.[cm]?[jt]sx?$/;
/** React's `Children` named in code (`Children.toArray`, `React.Children.map`, `import { Children }`). */
const CHILDREN = /\bChildren\b/;

/** Whether a file is a package's (under `node_modules`), not the site's own. */
function isPackageFile(file: string): boolean {
  return file.split(/[\\/]/).includes('node_modules');
}

/** Export names by module file, with the files they were read from, kept while those files' sizes and times are unchanged. */
const exportsByFile = new Map<string, { inputs: readonly string[]; stamp: string; names: readonly string[] }>();

/** What listing a module's exports leaves out of the bundle: what is not script, beside packages. */
const NOT_SCRIPT = ['css', 'scss', 'sass', 'less', 'styl', 'svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico']
  .concat(['woff', 'woff2', 'ttf', 'otf', 'mp4', 'webm'])
  .map((extension) => `*.${extension}`);

/**
 * The names a module exports (`export function X`, `export { X } from './x'`, `export * from './components'`),
 * without running it: the site's own modules it re-exports are followed, packages are not (what an
 * `export * from 'some-package'` passes on is left out). A module whose imports cannot all be followed is
 * read alone; one that does not compile is its first error, at its line.
 *
 * @example ownExports('/site/theme/index.tsx') // { names: ['ApiIndex', 'Layout'] }
 */
export function ownExports(file: string): { names: readonly string[] } | { problem: string } {
  const kept = exportsByFile.get(file);
  if (kept && timesOf(kept.inputs) === kept.stamp) return { names: kept.names };
  const workingDir = dirname(file);
  const list = (followed: boolean) => {
    const { metafile } = buildSync({
      ...shared,
      entryPoints: [file],
      absWorkingDir: workingDir,
      format: 'esm',
      ...(followed ? { packages: 'external', external: NOT_SCRIPT } : { bundle: false }),
    });
    const names = Object.values(metafile!.outputs).flatMap((output) => output.exports);
    return { names, inputs: inputsOf(metafile!, workingDir) };
  };
  let listed: { names: string[]; inputs: string[] };
  try {
    listed = list(true);
  } catch {
    try {
      listed = list(false);
    } catch (error) {
      return { problem: bundleFailure(error, workingDir) };
    }
  }
  exportsByFile.set(file, { ...listed, stamp: timesOf(listed.inputs) });
  return { names: listed.names };
}

/** The files' sizes and times (a missing one as such): cheap to take on every page that imports from them. */
function timesOf(files: readonly string[]): string {
  return files
    .map((file) => {
      try {
        const { size, mtimeMs } = statSync(file);
        return `${size}:${mtimeMs}`;
      } catch {
        return 'missing';
      }
    })
    .join(' ');
}

/**
 * Why esbuild could not bundle, on one line: its first error at the file, line and column it names (relative
 * to the working directory, as problems name files), not its summary line "Build failed with 1 error:".
 *
 * @example bundleFailure(failure, '/site/components') // 'components/Step.tsx:3:19: Could not resolve "./x"'
 */
function bundleFailure(error: unknown, workingDir: string): string {
  const messages = (error as Partial<BuildFailure> | undefined)?.errors;
  const first = messages?.[0];
  if (!first) return (error instanceof Error ? error.message : String(error)).split('\n')[0];
  const place = (message: (typeof messages)[number]) => {
    const file = message.location?.file;
    // A file of a plugin's namespace (`esmx-rspress:runtime`) is no path.
    const shown = file && (file.includes(':') ? file : relative(process.cwd(), resolve(workingDir, file)));
    return shown ? `${shown}:${message.location!.line}:${message.location!.column + 1}` : '';
  };
  const at = place(first) ? `${place(first)}: ` : '';
  // esbuild's "No matching export" names one of Rspress's exports at a time, and hides the rest behind "and N more";
  // a name imported in another file of the component is named with its own place.
  if (missingRspressNames([first]).length > 0) {
    const where = new Map<string, string>();
    for (const message of messages)
      for (const name of missingRspressNames([message])) if (!where.has(name)) where.set(name, place(message));
    const named = [...where].map(([name, at]) =>
      at.split(':')[0] === place(first).split(':')[0] ? name : `${name} (at ${at})`,
    );
    const others = messages.filter((m) => missingRspressNames([m]).length === 0).length;
    const more = others > 0 ? ` (and ${others} more)` : '';
    return `${at}imports ${named.join(', ')} from Rspress, which esmx-docs does not give components (it gives: ${RSPRESS_PROVIDED.join(', ')})${more}`;
  }
  const more = messages.length > 1 ? ` (and ${messages.length - 1} more)` : '';
  return `${at}${first.text}${more}`;
}

function inputsOf(metafile: Metafile, workingDir: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.includes(':') && input !== '<stdin>')
    .map((input) => resolve(workingDir, input))
    .sort();
}

/** Whether some input was written at `time` or after (a missing one counts as written). */
function savedSince(inputs: readonly string[], time: number): boolean {
  return inputs.some((input) => {
    try {
      return statSync(input).mtimeMs >= time - FILE_TIME_SLACK_MS;
    } catch {
      return true;
    }
  });
}

/** The inputs' paths and bytes, hashed: what a kept bundle is checked against. */
function stampOf(inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    try {
      // A package's files by their size and time (a package is installed, not saved: a large one has thousands
      // of files, read on every page's render); the site's own by their bytes, as saves come fast.
      hash.update(input).update(isPackageFile(input) ? timesOf([input]) : readFileSync(input));
    } catch {
      hash.update('missing');
    }
  }
  return [hash.digest('hex'), ...inputs].join('\0');
}
