import type { Plugin } from 'esbuild';
import { imageOutput } from '../markdown/page-image';

/**
 * Files Rsbuild (so Rspress) serves as assets by their URL, beside the images the bundle inlines (see
 * bundle-component.ts): fonts, the rarer image formats, audio and video.
 */
const ASSET =
  /\.(woff2?|ttf|otf|eot|ttc|jpeg|avif|bmp|ico|apng|tiff?|jfif|pjpeg|pjp|cur|jxl|mp4|webm|ogg|mov|mp3|wav|flac|aac|m4a|opus)(\?.*)?$/i;
const NAMESPACE = 'esmx-asset';
/** An address of its own (`https://cdn.example.com/a.woff2`, `//cdn…`, `data:`), not a file of the site. */
const ADDRESS = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Lets a component, its stylesheets and the packages it uses reach font, image and media files (`import iconFont
 * from './Icons.ttf'`, `url(./Icons.woff2)`, `url(./gradient.avif)`, a package's `require('../fonts/Icons.ttf')`,
 * `import clip from './demo.mp4'`), as Rsbuild serves them: each
 * file copied into the site as images are (named by its bytes, see page-image.ts; it goes into `assets`) and
 * given by its URL under `base`: a script's import is that URL (its default export, and what `require` gives), a
 * stylesheet's `url()` points there. Its file goes into `read`, so the bundle is made again when it changes.
 *
 * @example build({ …, plugins: [assetFiles('/docs/', assets, read)] }) // import f from './a.ttf' → '/docs/static/image/a.1a2b3c4d.ttf'
 */
export function assetFiles(base: string, assets: Set<string>, read: Set<string>): Plugin {
  return {
    name: 'esmx-docs:asset-files',
    setup(build) {
      build.onResolve({ filter: ASSET }, async (args) => {
        if (args.pluginData === NAMESPACE) return undefined;
        // Another site's file (a font from a CDN): a stylesheet keeps its address, as Rsbuild leaves it.
        if (ADDRESS.test(args.path) && (args.kind === 'url-token' || args.kind === 'import-rule'))
          return { path: args.path, external: true };
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
