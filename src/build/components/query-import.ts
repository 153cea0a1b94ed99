import type { OnResolveArgs, OnResolveResult, PluginBuild } from 'esbuild';

/**
 * Resolves an import written with a query (`./a.ts?raw`, `./logo.svg?react`) as the same import without it
 * (`query` is the query, or what gives the import without its marks, for a webpack loader prefix),
 * into `namespace`, where the plugin that asked loads the file its own way; esbuild's own error when the
 * file is not there.
 *
 * @example build.onResolve({ filter: /\?raw$/ }, (args) => resolveQueried(build, args, '?raw', 'esmx-raw'))
 */
export async function resolveQueried(
  build: PluginBuild,
  args: OnResolveArgs,
  query: string | ((specifier: string) => string),
  namespace: string,
): Promise<OnResolveResult> {
  const bare = typeof query === 'string' ? args.path.slice(0, -query.length) : query(args.path);
  const { path, errors } = await build.resolve(bare, {
    importer: args.importer,
    kind: args.kind,
    resolveDir: args.resolveDir,
  });
  return errors.length > 0 ? { errors } : { path, namespace };
}
