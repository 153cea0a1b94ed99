// Four bundles, all into .build/ (never into dist/: the build CLI assembles dist/ in a temp folder
// and swaps it in, so a failed build leaves the old site intact):
//   client  – the browser shell, hashed, minified, code-split
//   worker  – the search worker, one hashed file (Comlink inlined)
//   dev     – the dev server's live-update script, one hashed file
//   node    – the build CLI, the static server, the same React shell for prerendering, and the
//             package's entry (index.mjs: defineConfig)
// bin/bundle-cache.mjs runs them, each only when its own sources changed, and writes each one's
// manifest (.build/<name>-manifest.json: every entry's file and static imports).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import ts from 'typescript';

/** Paths relative to this file, so the bundles build the same from any working directory. */
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * TypeScript for one tree's bundle: @rollup/plugin-typescript with that tree's compiler options (its
 * environment: lib, types) over the tree and the trees it references, type checking off (`noCheck`).
 * Type checking is `npm run typecheck`'s job (tsc -b, each tree in its own project); the projects' own
 * output settings (composite, declarations into .build/types) are for tsc -b and are left out here.
 */
function typescriptFor(tsconfig) {
  const trees = [];
  let compilerOptions = {};
  const read = (file) => {
    const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
    if (error) throw new Error(`rollup: ${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
    return config;
  };
  const tree = read(tsconfig);
  for (let file = tsconfig, config = tree; ; ) {
    compilerOptions = { ...config.compilerOptions, ...compilerOptions };
    if (!config.extends) break;
    file = join(dirname(file), config.extends);
    config = read(file);
  }
  const visit = (file, config) => {
    const dir = dirname(file);
    if (trees.includes(dir)) return;
    trees.push(dir);
    for (const ref of config.references ?? []) {
      const referenced = join(dir, ref.path, 'tsconfig.json');
      visit(referenced, read(referenced));
    }
  };
  visit(tsconfig, tree);
  const { composite, emitDeclarationOnly, rootDir, outDir, ...options } = compilerOptions;
  return typescript({
    tsconfig: false,
    compilerOptions: { ...options, noCheck: true, sourceMap: true },
    include: trees.map((dir) => `${dir}/**/*.{ts,tsx}`),
    noEmitOnError: false,
  });
}

/** wouter imports a React 17 shim of useSyncExternalStore; React 19 has the hook itself (saves ~0.5 KB gzip). */
const reactShim = {
  name: 'react-sync-external-store',
  resolveId: (id) => (id.startsWith('use-sync-external-store/shim') ? '\0sync-external-store' : null),
  load: (id) => (id === '\0sync-external-store' ? "export { useSyncExternalStore } from 'react';" : null),
};

const browserPlugins = (name, tsconfig) => [
  reactShim,
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  // `production` named: otherwise the resolver adds `development` whenever NODE_ENV is set to anything else
  // (vitest sets `test`), and packages' development builds (assertions and all) get bundled.
  resolve({
    browser: true,
    rootDir: here('.'),
    extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
    exportConditions: ['production'],
  }),
  // CommonJS modules wrapped in a function run on first `require` only where that order matters (a cycle, a
  // conditional require); the rest are inlined in import order, without each one's wrapper and guard: React's
  // modules require one another unconditionally, at their top level. 0.2 KB gzip of the shell's script.
  commonjs({ strictRequires: 'auto' }),
  typescriptFor(tsconfig),
  terser({ module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } }),
  bundledLicenses(name),
];

/**
 * Packages the node bundle leaves in node_modules, loaded at run time (package.json "dependencies"): React
 * (a user's MDX components import it and must get the same copy, see components/react-seam.ts), packages
 * that find files of their own at run time (piscina's worker, esbuild's binary, jiti, sirv) and CommonJS
 * packages the main thread loads once. Every other dependency is bundled: the Markdown pipeline is some 380
 * small ES modules, which two render threads starting together took 0.24–0.29 s each to load, against
 * 0.09–0.12 s as bundled chunks (bench/README.md, "Starting the render threads").
 */
export const LOADED_AT_RUN_TIME = [
  'react',
  'react-dom',
  'piscina',
  'esbuild',
  'jiti',
  'sirv',
  'gray-matter',
  'jsonc-parser',
  'wink-porter2-stemmer',
];
/** The package a bare import names (`@shikijs/core/dist/x.mjs` → `@shikijs/core`); also a path under node_modules. */
const packageOf = (id) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');
const nodeExternal = (id) =>
  builtinModules.includes(id) || id.startsWith('node:') || LOADED_AT_RUN_TIME.includes(packageOf(id));

/** The package folder under node_modules a module id lies in, e.g. `…/node_modules/@shikijs/core`; undefined for our own. */
function packageFolderOf(id) {
  const at = id.lastIndexOf('/node_modules/');
  if (at === -1) return undefined;
  const end = at + '/node_modules/'.length;
  return id.slice(0, end) + packageOf(id.slice(end));
}

/**
 * Writes `.build/licenses/<name>.md`: the name, version, licence and licence text of every package whose code
 * the bundle `name` carries (their licences ask that the notice travel with copies of the code). Written
 * beside the bundles rather than into a bundle's folder: client/ is copied into every built site.
 */
function bundledLicenses(name) {
  return {
    name: 'bundled-licenses',
    writeBundle() {
      const folders = new Set();
      for (const id of this.getModuleIds()) {
        const folder = packageFolderOf(id.replace(/^\0/, ''));
        if (folder) folders.add(folder);
      }
      const sections = [...folders].map((folder) => {
        const { name, version, license } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
        const notice = readdirSync(folder).find((f) => /^(licen[cs]e|copying)/i.test(f));
        const text = notice ? readFileSync(join(folder, notice), 'utf8').trim() : `Licensed under ${license}.`;
        return { name, text: `## ${name} ${version} (${license})\n\n${text}\n` };
      });
      sections.sort((a, b) => a.name.localeCompare(b.name));
      const file = here(`.build/licenses/${name}.md`);
      if (sections.length === 0) return rmSync(file, { force: true });
      const head = `# Third-party code in the ${name} bundle\n\nIt carries the code of these packages.\n`;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, [head, ...sections.map((s) => s.text)].join('\n'));
    },
  };
}

/**
 * shiki's Oniguruma engine as a file beside the node bundle's chunks, read when a highlighter starts. shiki's
 * `shiki/wasm` module carries it inline, gzipped and in base64, and decoding that (a callback per byte, then
 * a decompression stream) took each render thread ~0.1 s of CPU more than reading the file
 * (bench/README.md, "Loading the Oniguruma engine"). The source keeps importing `shiki/wasm`: only the bundle
 * answers it from the file, with the same bytes.
 */
function onigurumaFile() {
  const wasm = createRequire(import.meta.url).resolve('shiki/onig.wasm');
  return {
    name: 'oniguruma-file',
    resolveId: (id) => (id === 'shiki/wasm' ? '\0oniguruma-file' : null),
    load(id) {
      if (id !== '\0oniguruma-file') return null;
      const ref = this.emitFile({ type: 'asset', name: 'onig.wasm', source: readFileSync(wasm) });
      return [
        "import { readFile } from 'node:fs/promises';",
        `const file = new URL(import.meta.ROLLUP_FILE_URL_${ref});`,
        '/** The engine for `createOnigurumaEngine`: instantiated with the imports shiki gives. */',
        'export default async (imports) => (await WebAssembly.instantiate(await readFile(file), imports)).instance.exports;',
      ].join('\n');
    },
  };
}

/**
 * Each bundle: its name, its Rollup options, and the files besides its modules that change its output
 * (the tsconfig it compiles with). bin/bundle-cache.mjs hashes those, the modules Rollup read and
 * package-lock.json to decide whether the bundle is stale.
 */
export const bundles = [
  {
    name: 'client',
    extraInputs: ['src/client/tsconfig.json', 'tsconfig.base.json'],
    options: {
      input: { main: here('src/client/main.tsx') },
      output: {
        dir: here('.build/client/assets'),
        format: 'es',
        entryFileNames: '[name].[hash].js',
        chunkFileNames: '[name].[hash].js',
        // Rollup's own glue between chunks written without spaces: the shell's script is at its budget.
        compact: true,
      },
      plugins: browserPlugins('client', here('src/client/tsconfig.json')),
      // React's component factories build an object and do nothing else, but nothing marks their calls pure:
      // without this, what a package defines at its top level and nothing uses stays in the bundle (wouter's
      // `Link` and its params context were 0.2 KB gzip of the shell's script).
      treeshake: { manualPureFunctions: ['createContext', 'forwardRef', 'memo'] },
    },
  },
  {
    name: 'worker',
    extraInputs: ['worker/tsconfig.json', 'tsconfig.base.json'],
    options: {
      input: { 'search-worker': here('worker/index.ts') },
      output: {
        dir: here('.build/client/assets'),
        format: 'es',
        entryFileNames: '[name].[hash].js',
        inlineDynamicImports: true,
      },
      plugins: browserPlugins('worker', here('worker/tsconfig.json')),
    },
  },
  {
    // The dev server's live updates, loaded only by the pages it serves: a bundle of its own, so it shares
    // no chunk with the shell and adds nothing to what a built page loads.
    name: 'dev',
    extraInputs: ['src/client/tsconfig.json', 'tsconfig.base.json'],
    options: {
      input: { 'dev-client': here('src/client/dev/dev-client.ts') },
      output: {
        // Not under client/, which every built site copies: the dev server serves it from here.
        dir: here('.build/dev'),
        format: 'es',
        entryFileNames: '[name].[hash].js',
        inlineDynamicImports: true,
      },
      plugins: browserPlugins('dev', here('src/client/tsconfig.json')),
    },
  },
  {
    // The site's service worker: one classic script under a fixed name (browsers look for it at one URL);
    // the build writes it as sw.js after a line with its config (src/build/offline/service-worker-file.ts).
    name: 'offline',
    extraInputs: ['worker/tsconfig.json', 'tsconfig.base.json'],
    options: {
      input: { 'service-worker': here('worker/offline/service-worker.ts') },
      output: { dir: here('.build/offline'), format: 'iife', entryFileNames: '[name].js' },
      plugins: browserPlugins('offline', here('worker/tsconfig.json')),
    },
  },
  {
    // The build CLI, the server and the React shell for prerendering: one Node bundle, one TypeScript program.
    name: 'node',
    extraInputs: ['src/build/tsconfig.json', 'tsconfig.base.json'],
    options: {
      input: {
        cli: here('src/build/cli.ts'),
        serve: here('src/build/serve.ts'),
        ssr: here('src/client/ssr.tsx'),
        'render-worker': here('src/build/render/worker.ts'),
        'dev-build-worker': here('src/build/dev/site-build-worker.ts'),
        // The package's own entry (`import { defineConfig } from 'esmx-docs'`, see package.json "exports").
        index: here('src/shared/config.ts'),
      },
      output: {
        dir: here('.build'),
        format: 'es',
        entryFileNames: '[name].mjs',
        chunkFileNames: 'chunks/[name].[hash].mjs',
        assetFileNames: 'chunks/[name].[hash][extname]',
      },
      external: nodeExternal,
      plugins: [
        onigurumaFile(),
        // `production` named, as for the browser bundles: a generator bundled from a test run (NODE_ENV=test)
        // carried micromark's development build, whose assertions made parsing a quarter slower.
        resolve({ rootDir: here('.'), preferBuiltins: true, exportConditions: ['node', 'production'] }),
        commonjs(),
        typescriptFor(here('src/build/tsconfig.json')),
        bundledLicenses('node'),
      ],
    },
  },
];
