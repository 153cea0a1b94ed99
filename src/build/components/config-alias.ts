import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { literalPattern } from '../literal-pattern';

const EMPTY = 'esmx-empty';

/**
 * The name an alias entry matches, and whether exactly: `react-native$` is `react-native` alone, as webpack and
 * Rspack read a key ending in `$`; any other key is itself and the paths under it.
 */
export function aliasName(key: string): { name: string; exact: boolean } {
  return key.endsWith('$') ? { name: key.slice(0, -1), exact: true } : { name: key, exact: false };
}

/** The key of `alias` that `specifier` falls under, the longest first; undefined for none. */
export function aliasKeyOf(alias: Readonly<Record<string, unknown>>, specifier: string): string | undefined {
  return Object.keys(alias)
    .sort((a, b) => b.length - a.length)
    .find((key) => {
      const { name, exact } = aliasName(key);
      return specifier === name || (!exact && (specifier.startsWith(`${name}/`) || specifier.startsWith(`${name}?`)));
    });
}

/**
 * Whether an alias target names a package (`react-native-web`) rather than a folder: a bare name, as Rsbuild's
 * resolver takes a target that is neither absolute nor relative, unless the content folder holds a folder or
 * file of that name (`snippets`, as ours have been written).
 */
export function isPackageTarget(target: string, contentDir: string): boolean {
  if (target.startsWith('.') || isAbsolute(target)) return false;
  return !existsSync(resolve(contentDir, target));
}

/**
 * The config's `alias` with each folder absolute (they are written relative to the content folder); names left
 * to packages or to nothing (`false`) are not folders, and are left out; none without a content folder.
 *
 * @example aliasTargets({ '@site': '..' }, '/site/docs') // { '@site': '/site' }
 */
export function aliasTargets(
  alias: Readonly<Record<string, string | false>> | undefined,
  contentDir: string | undefined,
): Record<string, string> {
  if (!alias || contentDir === undefined) return {};
  return Object.fromEntries(
    Object.entries(alias).flatMap(([key, target]) =>
      target === false || isPackageTarget(target, contentDir)
        ? []
        : [[aliasName(key).name, resolve(contentDir, target)]],
    ),
  );
}

/**
 * Lets a component's own imports use the config's `alias` (`@assets/logo.svg`), as Rsbuild applies
 * `resolve.alias` to every module of an Rspress site, not only to the pages' imports: a name, or a path
 * under it, becomes the same path under its target (relative to the content folder), resolved as esbuild
 * resolves any path (extensions, an index file, a `?raw` or `?react` query passed on). As in Rsbuild, a key
 * ending in `$` takes its name alone, a target that is a package's name (`'react-native$': 'react-native-web'`)
 * is that package, and `false` an empty module (`'expo-font': false`: what imports it gets nothing).
 *
 * @example build({ …, plugins: [configAlias({ '@assets': '../components' }, '/site/docs')] })
 */
export function configAlias(alias: Readonly<Record<string, string | false>>, contentDir: string): Plugin {
  const names = Object.keys(alias).map((key) => literalPattern(aliasName(key).name));
  return {
    name: 'esmx-docs:config-alias',
    setup(build) {
      if (names.length === 0) return;
      build.onResolve({ filter: new RegExp(`^(${names.join('|')})($|[/?])`) }, async (args) => {
        if (args.pluginData === EMPTY) return undefined;
        const key = aliasKeyOf(alias, args.path);
        if (key === undefined) return undefined;
        const target = alias[key];
        if (target === false) return { path: args.path, namespace: EMPTY };
        const rest = args.path.slice(aliasName(key).name.length);
        const to = isPackageTarget(target, contentDir) ? target + rest : resolve(contentDir, target) + rest;
        const from = (resolveDir: string) =>
          build.resolve(to, {
            importer: args.importer,
            kind: args.kind,
            resolveDir,
            // A package's name is resolved from the importing file, and may be aliased no further.
            pluginData: EMPTY,
          });
        const found = await from(args.resolveDir);
        if (found.errors.length === 0) return found;
        // A package the site installed, for a file outside its folders (a library's source beside the docs).
        if (isPackageTarget(target, contentDir)) {
          const installed = await from(contentDir);
          if (installed.errors.length === 0) return installed;
        }
        return { errors: [{ text: `Could not resolve "${args.path}": alias "${key}" leads to no file (${to})` }] };
      });
      build.onLoad({ filter: /.*/, namespace: EMPTY }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    },
  };
}
