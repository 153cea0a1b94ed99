// Three bundles, all into .build/ (never into dist/: the build CLI assembles dist/ in a temp folder
// and swaps it in, so a failed build leaves the old site intact):
//   client  – the browser shell, hashed, minified, code-split
//   worker  – the search worker, one hashed file (Comlink inlined)
//   node    – the build CLI, the static server and the same React shell for prerendering
import { rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

// Type checking is `npm run typecheck`'s job (one pass over the whole project); here TypeScript only
// transpiles (`noCheck`), which keeps the four bundles quick.
// Each bundle compiles with its own tree's tsconfig, so no TypeScript program holds files (tests,
// benchmarks, other trees) its bundle never uses.
const ts = (tsconfig) => typescript({ tsconfig, noCheck: true, noEmitOnError: false, outputToFilesystem: false });

/** wouter imports a React 17 shim of useSyncExternalStore; React 19 has the hook itself (saves ~0.5 KB gzip). */
const reactShim = {
  name: 'react-sync-external-store',
  resolveId: (id) => (id.startsWith('use-sync-external-store/shim') ? '\0sync-external-store' : null),
  load: (id) => (id === '\0sync-external-store' ? "export { useSyncExternalStore } from 'react';" : null),
};

const browserPlugins = (tsconfig) => [
  reactShim,
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  ts(tsconfig),
  terser({ format: { comments: false } }),
];

/** Writes .build/<name>-manifest.json naming each entry's hashed file and its static imports. */
function manifest(name) {
  return {
    name: 'manifest',
    writeBundle(_options, bundle) {
      const entries = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry)
          entries[chunk.name] = { file: chunk.fileName, imports: chunk.imports };
      }
      writeFileSync(`.build/${name}-manifest.json`, JSON.stringify(entries, null, 2));
    },
  };
}

// Hashed names change with every edit: start from an empty folder so stale bundles never reach dist/.
rmSync('.build/client', { recursive: true, force: true });
rmSync('.build/chunks', { recursive: true, force: true });

const nodeExternal = (id) =>
  builtinModules.includes(id) || id.startsWith('node:') || (/^[@a-z]/i.test(id) && !id.startsWith('/'));

export default [
  {
    input: { main: 'src/client/main.tsx' },
    output: {
      dir: '.build/client/assets',
      format: 'es',
      entryFileNames: '[name].[hash].js',
      chunkFileNames: '[name].[hash].js',
    },
    plugins: [...browserPlugins('src/client/tsconfig.json'), manifest('client')],
  },
  {
    input: { 'search-worker': 'worker/index.ts' },
    output: {
      dir: '.build/client/assets',
      format: 'es',
      entryFileNames: '[name].[hash].js',
      inlineDynamicImports: true,
    },
    plugins: [...browserPlugins('worker/tsconfig.json'), manifest('worker')],
  },
  {
    // The build CLI, the server and the React shell for prerendering: one Node bundle, one TypeScript program.
    input: {
      cli: 'src/build/cli.ts',
      serve: 'src/build/serve.ts',
      ssr: 'src/client/ssr.tsx',
      'render-worker': 'src/build/render/worker.ts',
    },
    output: { dir: '.build', format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name].[hash].mjs' },
    external: nodeExternal,
    plugins: [ts('src/build/tsconfig.json')],
  },
];
