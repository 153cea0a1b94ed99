import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, posix, resolve } from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { ISLAND_DIR, imageOutput } from '../markdown/page-image';

/** `new URL('./file', import.meta.url)`: a file beside the module, by a relative path written as a literal. */
const FILE_URL = /new\s+URL\(\s*(['"`])(\.{1,2}\/[^'"`$\n]+)\1\s*,\s*import\.meta\.url\s*\)/g;
/** A module to bundle on its own (a worker's script), rather than to copy as it is. */
const SCRIPT = /\.[cm]?[jt]sx?$/;
const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };

/**
 * Files a component reaches with `new URL('./file', import.meta.url)`, as bundlers read it (Rsbuild, so
 * Rspress, and Vite): most often a Web Worker's script (`new Worker(new URL('./echo.worker.ts',
 * import.meta.url), { type: 'module' })`), bundled on its own by `bundleScript`, or any other file, copied as it
 * is. Each goes into `assets` (absolute, to be copied into the site as page images are, named by its bytes: see
 * page-image.ts) and the URL is rewritten to that copy, relative to the component's script in `static/islands/`.
 * A path that names no file, or a script that does not bundle, is left as written.
 *
 * @example build({ …, plugins: [urlAssets(bundleWorker, assets)] }) // new URL('./echo.worker.ts', …) → './echo-worker.1a2b3c4d.js'
 */
export function urlAssets(bundleScript: (file: string) => Promise<string>, assets: Set<string>): Plugin {
  return {
    name: 'esmx-docs:url-assets',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path }) => {
        const text = readFileSync(path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const found = [...text.matchAll(FILE_URL)];
        const copies = new Map<string, string>();
        for (const [, , relativePath] of found) {
          const file = resolve(dirname(path), relativePath);
          if (copies.has(relativePath) || !existsSync(file) || !statSync(file).isFile()) continue;
          try {
            const copy = SCRIPT.test(file) ? await bundleScript(file) : file;
            const output = imageOutput(copy);
            if (!output) continue;
            assets.add(copy);
            const url = posix.relative(ISLAND_DIR, output);
            copies.set(relativePath, url.startsWith('../') ? url : `./${url}`);
          } catch {
            // Left as written: the browser then asks for the file by its own name, as it would without this.
          }
        }
        if (copies.size === 0) return undefined;
        const contents = text.replace(FILE_URL, (call, quote: string, relativePath: string) => {
          const copy = copies.get(relativePath);
          return copy ? `new URL(${quote}${copy}${quote}, import.meta.url)` : call;
        });
        return { contents, loader: LOADERS[extname(path)] ?? 'js', resolveDir: dirname(path) };
      });
    },
  };
}
