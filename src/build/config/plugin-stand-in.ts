/**
 * An official Rspress plugin, as an Rspress config reads it here: `pluginX(options)` from its package is
 * answered by ours, installed or not, with an object holding only the options it was given (Rspress's own
 * keeps them in a closure, where nothing could read them). The config loader gives `module` to the config
 * as that package.
 *
 * @example
 * const sitemap = pluginStandIn('@rspress/plugin-sitemap', 'pluginSitemap');
 * sitemap.optionsOf(sitemap.module['@rspress/plugin-sitemap'].pluginSitemap({ siteUrl: 'https://x.dev' }))
 * // { siteUrl: 'https://x.dev' }
 */
export function pluginStandIn(pkg: string, factory: string): PluginStandIn {
  const options = Symbol(`${pkg}'s options`);
  const isOurs = (plugin: unknown): plugin is Record<symbol, unknown> =>
    typeof plugin === 'object' && plugin !== null && options in plugin;
  return {
    module: { [pkg]: { [factory]: (given: unknown = {}) => ({ name: pkg, [options]: given }) } },
    isOurs,
    optionsOf: (plugin) => (isOurs(plugin) ? plugin[options] : undefined),
  };
}

export interface PluginStandIn {
  /** The package's module: its plugin function by name. */
  module: Record<string, Record<string, (options?: unknown) => { name: string }>>;
  /** Whether a plugin is one of ours. */
  isOurs(plugin: unknown): boolean;
  /** The options a plugin of ours was given; undefined for any other plugin. */
  optionsOf(plugin: unknown): unknown;
}
