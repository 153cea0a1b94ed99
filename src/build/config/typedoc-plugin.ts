/**
 * Rspress's TypeDoc plugin, as an Rspress config reads it here: `pluginTypeDoc({ entryPoints, outDir })` is
 * answered by a stand-in (see plugin-stand-in.ts), so its `outDir` can be read. TypeDoc writes the API pages
 * into that folder of the docs as Rspress builds (sites keep them out of git), and esmx-docs does not run it:
 * those pages are not built, and the links to them, which would each stop the build as dead, are left out of
 * the check, under one warning that says so.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pluginStandIn } from './plugin-stand-in';

/** The plugin's package. */
const TYPEDOC_PLUGIN = '@rspress/plugin-typedoc';

const standIn = pluginStandIn(TYPEDOC_PLUGIN, 'pluginTypeDoc');

/** The module an Rspress config imports the plugin from, by name, for the config loader's virtual modules. */
export const TYPEDOC_PLUGIN_MODULE = standIn.module;

/**
 * What the TypeDoc plugins among `plugins` leave unbuilt: the site paths of their output folders that the docs
 * folder `contentDir` does not hold (a site that keeps TypeDoc's pages in git has them built as any page), as a
 * pattern of the links to leave unchecked (with or without a language's prefix, `/api/x` and `/zh/api/x`), the
 * warning's words, and the plugins left, none of which runs here.
 *
 * @example
 * typedocOf([pluginTypeDoc({ entryPoints: ['src/index.ts'] })], 'docs')
 * // { unbuilt: /^(?:\/[a-z]{2,3}(?:-[A-Za-z\d]+)?)?\/(?:api)(?:[/?#]|$)/, ignored: '@rspress/plugin-typedoc…', others: [] }
 */
export function typedocOf(
  plugins: readonly unknown[],
  contentDir: string,
): { unbuilt?: RegExp; ignored?: string; others: unknown[] } {
  const others = plugins.filter((plugin) => !standIn.isOurs(plugin));
  const folders = plugins.filter(standIn.isOurs).map((plugin) => {
    const { outDir } = (standIn.optionsOf(plugin) ?? {}) as { outDir?: unknown };
    return (typeof outDir === 'string' && outDir.replace(/^(\.?\/)+|\/+$/g, '')) || 'api';
  });
  const unbuilt = [...new Set(folders)].filter((folder) => !existsSync(join(contentDir, folder)));
  if (unbuilt.length === 0) return { others };
  const paths = unbuilt.map((folder) => folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    others,
    // After a language's code (`/zh/api/…`, a page of zh linking in its own language), or none.
    unbuilt: new RegExp(`^(?:/[a-z]{2,3}(?:-[A-Za-z\\d]+)?)?/(?:${paths.join('|')})(?:[/?#]|$)`),
    ignored:
      `${TYPEDOC_PLUGIN}'s API pages (${unbuilt.map((folder) => `/${folder}/`).join(', ')}): TypeDoc writes them ` +
      'as Rspress builds, which esmx-docs does not run, so they are not built and links to them are not checked',
  };
}
