import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Sass's file importer, as much of it as we use: a load's URL to a file (or a partial's stem) on disk. */
export interface SassFileImporter {
  findFileUrl(url: string, context: { containingUrl: URL | null }): URL | null;
}

/**
 * Lets Sass load a package from `node_modules` (`@use 'pkg/theme'`, `@import 'tailwindcss/base'`, and the older
 * `@import '~pkg/theme'`), looked for from the importing file's folder upwards, as sass-loader does for
 * Rsbuild: Sass alone looks only beside the file and in its load paths. A bare package name
 * (`@use 'bootstrap'`) is its package.json's `sass` or `style` file, or else its folder's index. Sass goes on
 * to find the partial (`_theme.scss`) or index itself, and says it cannot find a load this does not.
 *
 * Before packages, a name of the config's `alias` (`{ '@site': '/abs/site' }`: absolute targets) leads where
 * it leads for scripts (`@use '@site/styles/vars'`), as sass-loader resolves through Rspack's aliases; after
 * them, the name of the package the file is in (its nearest package.json's `name`) is that package's folder.
 *
 * @example sass.compileAsync(file, { importers: [sassPackageImporter(file, { '@site': '/site' })] })
 */
export function sassPackageImporter(entry: string, alias: Readonly<Record<string, string>> = {}): SassFileImporter {
  const names = Object.keys(alias).sort((a, b) => b.length - a.length);
  return {
    findFileUrl(url, { containingUrl }) {
      const specifier = url.replace(/^~/, '');
      const aliased = names.find((name) => specifier === name || specifier.startsWith(`${name}/`));
      if (aliased !== undefined) return pathToFileURL(alias[aliased] + specifier.slice(aliased.length));
      // A relative or absolute path, or a URL with a scheme (`pkg:`, `http:`): not a package's.
      if (/^(\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier)) return null;
      const from = containingUrl?.protocol === 'file:' ? fileURLToPath(containingUrl) : entry;
      const name = packageName(specifier);
      const folder = packageFolder(name, dirname(from)) ?? ownPackage(name, dirname(from));
      if (!folder) return null;
      const subpath = specifier.slice(name.length + 1);
      return pathToFileURL(join(folder, subpath || styleEntry(folder)));
    },
  };
}

/** The folder of the package named `name` that `dir` is in (the nearest package.json above it), if it is that one. */
function ownPackage(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    try {
      const manifest = JSON.parse(readFileSync(join(at, 'package.json'), 'utf8')) as { name?: unknown };
      return manifest.name === name ? at : undefined;
    } catch {
      // No package.json here (or not JSON): the folder above.
    }
    if (dirname(at) === at) return undefined;
  }
}

/** `@scope/name` or `name`: the first two segments of a scoped specifier, else the first. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** The folder of package `name` in the nearest `node_modules` at or above `dir`, as Node looks for one. */
function packageFolder(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    const folder = join(at, 'node_modules', name);
    if (statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return folder;
    if (dirname(at) === at) return undefined;
  }
}

/** The stylesheet a package names for Sass (`sass`, then `style`), or '' for its folder (Sass reads `_index.scss`). */
function styleEntry(folder: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Record<string, unknown>;
    const named = [manifest.sass, manifest.style].find((field) => typeof field === 'string');
    return (named as string | undefined) ?? '';
  } catch {
    // No package.json, or one that is not JSON: the folder's index, as Sass would look for it.
    return '';
  }
}
