import type { Plugin } from 'esbuild';
import { imageOutput } from '../markdown/page-image';

/** Font files: what Rsbuild (so Rspress) serves as assets by their URL. */
const FONT = /\.(woff2?|ttf|otf|eot)(\?.*)?$/i;
const NAMESPACE = 'esmx-font';

/**
 * Lets a component, its stylesheets and the packages it uses reach font files (`import iconFont from
 * './Icons.ttf'`, `url(./Icons.woff2)`, a package's `require('../fonts/Icons.ttf')`), as Rsbuild serves them: each
 * file copied into the site as images are (named by its bytes, see page-image.ts; it goes into `assets`) and
 * given by its URL under `base`: a script's import is that URL (its default export, and what `require` gives), a
 * stylesheet's `url()` points there. Its file goes into `read`, so the bundle is made again when it changes.
 *
 * @example build({ …, plugins: [fontFiles('/docs/', assets, read)] }) // import f from './a.ttf' → '/docs/static/image/a.1a2b3c4d.ttf'
 */
export function fontFiles(base: string, assets: Set<string>, read: Set<string>): Plugin {
  return {
    name: 'esmx-docs:font-files',
    setup(build) {
      build.onResolve({ filter: FONT }, async (args) => {
        if (args.pluginData === NAMESPACE) return undefined;
        const found = await build.resolve(args.path.replace(/\?.*$/, ''), {
          importer: args.importer,
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (found.errors.length > 0) return { errors: found.errors };
        const output = imageOutput(found.path);
        if (!output) return { errors: [{ text: `cannot read ${found.path}` }] };
        assets.add(found.path);
        read.add(found.path);
        const url = base + output;
        // A stylesheet's url() keeps the address; a script gets a module whose value it is.
        if (args.kind === 'url-token' || args.kind === 'import-rule') return { path: url, external: true };
        return { path: found.path, namespace: NAMESPACE, pluginData: url };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ pluginData }) => ({
        contents: `module.exports = ${JSON.stringify(pluginData)};`,
        loader: 'js',
      }));
    },
  };
}
