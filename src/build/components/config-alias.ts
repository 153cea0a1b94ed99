import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { literalPattern } from '../literal-pattern';

/**
 * The config's `alias` with each target absolute (they are written relative to the content folder); none
 * without an alias or a content folder.
 *
 * @example aliasTargets({ '@site': '..' }, '/site/docs') // { '@site': '/site' }
 */
export function aliasTargets(
  alias: Readonly<Record<string, string>> | undefined,
  contentDir: string | undefined,
): Record<string, string> {
  if (!alias || contentDir === undefined) return {};
  return Object.fromEntries(Object.entries(alias).map(([name, target]) => [name, resolve(contentDir, target)]));
}

/**
 * Lets a component's own imports use the config's `alias` (`@assets/logo.svg`), as Rsbuild applies
 * `resolve.alias` to every module of an Rspress site, not only to the pages' imports: a name, or a path
 * under it, becomes the same path under its target (relative to the content folder), resolved as esbuild
 * resolves any path (extensions, an index file, a `?raw` or `?react` query passed on).
 *
 * @example build({ …, plugins: [configAlias({ '@assets': '../components' }, '/site/docs')] })
 */
export function configAlias(alias: Readonly<Record<string, string>>, contentDir: string): Plugin {
  const names = Object.keys(alias).sort((a, b) => b.length - a.length);
  const escaped = names.map(literalPattern);
  return {
    name: 'esmx-docs:config-alias',
    setup(build) {
      if (names.length === 0) return;
      build.onResolve({ filter: new RegExp(`^(${escaped.join('|')})($|[/?])`) }, async (args) => {
        const name = names.find((n) => args.path === n || /^[/?]/.test(args.path.slice(n.length)))!;
        const target = resolve(contentDir, alias[name]) + args.path.slice(name.length);
        const found = await build.resolve(target, {
          importer: args.importer,
          kind: args.kind,
          resolveDir: args.resolveDir,
        });
        if (found.errors.length === 0) return found;
        return { errors: [{ text: `Could not resolve "${args.path}": alias "${name}" leads to no file (${target})` }] };
      });
    },
  };
}
