/**
 * Rspress's sitemap plugin, as an Rspress config reads it here: `pluginSitemap({ siteUrl })` is answered by a
 * stand-in (see plugin-stand-in.ts), so the origin the site is published at, the one thing our built-in sitemap
 * needs, can be read.
 */
import { pluginStandIn } from './plugin-stand-in';

/** The plugin's package. */
const SITEMAP_PLUGIN = '@rspress/plugin-sitemap';

const standIn = pluginStandIn(SITEMAP_PLUGIN, 'pluginSitemap');

/** The module an Rspress config imports the plugin from, by name, for the config loader's virtual modules. */
export const SITEMAP_PLUGIN_MODULE = standIn.module;

/**
 * What the sitemap plugins among `plugins` tell: the origin to use as `siteUrl` when one of them is given a
 * `siteUrl` at the site's `base` (Rspress's sitemap joins each route to it, so it is the origin and base), a
 * warning's words when the one given cannot be used, and the plugins left (none of which runs here).
 *
 * @example
 * sitemapOf([pluginSitemap({ siteUrl: 'https://x.dev/docs/' })], '/docs/')
 * // { siteUrl: 'https://x.dev', others: [] }
 */
export function sitemapOf(
  plugins: readonly unknown[],
  base = '/',
): { siteUrl?: string; ignored?: string; others: unknown[] } {
  const others = plugins.filter((plugin) => !standIn.isOurs(plugin));
  const given = plugins
    .filter(standIn.isOurs)
    .map(standIn.optionsOf)
    .map((options) =>
      typeof options === 'object' && options !== null ? (options as { siteUrl?: unknown }).siteUrl : undefined,
    )
    .find((siteUrl) => siteUrl !== undefined);
  if (given === undefined) return { others };
  const url = typeof given === 'string' && URL.canParse(given) ? new URL(given) : undefined;
  const path = url?.pathname.replace(/\/?$/, '/');
  if (url && /^https?:$/.test(url.protocol) && (path === '/' || path === base.replace(/\/?$/, '/'))) {
    return { siteUrl: url.origin, others };
  }
  return {
    others,
    ignored:
      `"siteUrl" of ${SITEMAP_PLUGIN} (${JSON.stringify(given)}: an http(s) origin, followed by the site's base ` +
      `"${base}" if at all; set "siteOrigin" instead)`,
  };
}
