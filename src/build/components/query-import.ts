import type { OnResolveArgs, OnResolveResult, PluginBuild } from 'esbuild';

/**
 * Resolves an import written with a query (`./a.ts?raw`, `./logo.svg?react`) as the same import without it,
 * into `namespace`, where the plugin that asked loads the file its own way; esbuild's own error when the
 * file is not there.
 *
 * @example build.onResolve({ filter: /\?raw$/ }, (args) => resolveQueried(build, args, '?raw', 'esmx-raw'))
 */
export async function resolveQueried(
  build: PluginBuild,
  args: OnResolveArgs,
  query: string,
  namespace: string,
): Promise<OnResolveResult> {
  const { path, errors } = await build.resolve(args.path.slice(0, -query.length), {
    importer: args.importer,
    kind: args.kind,
    resolveDir: args.resolveDir,
  });
  return errors.length > 0 ? { errors } : { path, namespace };
}
