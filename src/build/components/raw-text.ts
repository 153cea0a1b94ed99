import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { RAW_LOADER, RAW_QUERY } from '../markdown/imports/raw-import';
import { resolveQueried } from './query-import';

const NAMESPACE = 'esmx-raw';

/**
 * Lets a component import a file's text with `?raw` (`import source from './example.ts?raw'`), as Vite and
 * Rsbuild (so Rspress) do, or with webpack's `'!!raw-loader!./example.ts'`, which Rspack still reads: the path is resolved as the same import without the query, and the file goes
 * into `read`, so the bundle is made again when it changes.
 *
 * @example build({ …, plugins: [rawText(read)] }) // import css from './vars.css?raw' is a string
 */
export function rawText(read: Set<string>): Plugin {
  return {
    name: 'esmx-docs:raw-text',
    setup(build) {
      build.onResolve({ filter: /\?raw$/ }, (args) => resolveQueried(build, args, RAW_QUERY, NAMESPACE));
      build.onResolve({ filter: RAW_LOADER }, (args) =>
        resolveQueried(build, args, (specifier) => specifier.replace(RAW_LOADER, ''), NAMESPACE),
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path }) => {
        read.add(path);
        return { contents: readFileSync(path, 'utf8'), loader: 'text' };
      });
    },
  };
}
