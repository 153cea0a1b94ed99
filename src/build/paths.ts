import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the generator's own files live: next to its package.json, wherever the content is. */
export interface GeneratorPaths {
  /** The esmx-docs package folder. */
  root: string;
  /** Rollup output: `client/` (copied into every site), manifests and the Node bundles. */
  bundles: string;
  /** Stylesheets concatenated into the site's one CSS file. */
  styles: string;
  /** Files served as they are at the site root (favicon, robots.txt). */
  publicDir: string;
}

/**
 * The package folder holding this module: the first ancestor whose package.json is named esmx-docs.
 * Walking up (rather than a fixed `../..`) finds it from `src/build/` under vitest and from
 * `.build/` or `.build/chunks/` once bundled.
 */
function findPackageRoot(from: string): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'esmx-docs')
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`esmx-docs: cannot find the esmx-docs package folder above ${from}`);
    dir = parent;
  }
}

export function generatorPaths(root = findPackageRoot(dirname(fileURLToPath(import.meta.url)))): GeneratorPaths {
  return {
    root,
    bundles: join(root, '.build'),
    styles: join(root, 'src/client/styles'),
    publicDir: join(root, 'src/client/public'),
  };
}
