import { imageOutput, type PageImage } from '../page-image';
import { type ImportContext, resolveImport } from './resolve-import';

/** Files a page imports as their URL in the site (Rsbuild's static assets, so Rspress's): pictures and media. */
const ASSET = /\.(apng|avif|bmp|gif|ico|jpe?g|png|svg|webp|mp3|mp4|ogg|wav|webm)$/i;

/** An import of a picture or a media file: `import logo from './logo.png'`. */
export const isAssetImport = (specifier: string): boolean => ASSET.test(specifier);

/**
 * The file an asset import names, found by the import path rules, and where it goes in the site: it is
 * copied there as a page's relative images are (named by its bytes), and the import's value is its URL.
 *
 * @example
 * assetImport('./logo.png', '/docs/en/guide/a.mdx', { contentDir: '/docs' })
 * // { image: { source: '/docs/en/guide/logo.png', output: 'static/image/logo.1a2b3c4d.png' } }
 */
export function assetImport(
  specifier: string,
  from: string,
  context: ImportContext,
): { image: PageImage } | { problem: string } {
  const resolved = resolveImport(specifier, from, context);
  if ('problem' in resolved) return resolved;
  const output = imageOutput(resolved.path);
  return output === undefined
    ? { problem: `cannot import "${specifier}": the file cannot be read` }
    : { image: { source: resolved.path, output } };
}
