/**
 * Rspress's TypeDoc plugin, as an Rspress config reads it here: `pluginTypeDoc({ entryPoints, outDir })` is
 * answered by a stand-in (see plugin-stand-in.ts), so its `outDir` can be read. TypeDoc writes the API pages
 * into that folder of the docs as Rspress builds (sites keep them out of git), and esmx-docs does not run it:
 * those pages are not built, and the links to them, which would each stop the build as dead, are left out of
 * the check, under one warning that says so.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { literalPattern } from '../literal-pattern';
import { pluginStandIn } from './plugin-stand-in';

/** The plugin's package. */
const TYPEDOC_PLUGIN = '@rspress/plugin-typedoc';

const standIn = pluginStandIn(TYPEDOC_PLUGIN, 'pluginTypeDoc');

/** The module an Rspress config imports the plugin from, by name, for the config loader's virtual modules. */
export const TYPEDOC_PLUGIN_MODULE = standIn.module;

/**
 * What the TypeDoc plugins among `plugins` leave unbuilt: the site paths of their output folders that the docs
 * folder `contentDir` does not hold (a site that keeps TypeDoc's pages in git has them built as any page), as a
 * pattern of the links to leave unchecked, the warning's words, and the plugins left, none of which runs here.
 * A folder in a language's (`en/reference/api` of a site in `langs` en and ru) is that language's path
 * (`/reference/api`); the pattern takes the path with or without a language's prefix (`/ru/reference/api/x`).
 *
 * @example
 * typedocOf([pluginTypeDoc({ entryPoints: ['src/index.ts'] })], 'docs', ['en', 'zh'])
 * // { unbuilt: /^(?:\/(?:en|zh))?\/(?:api)(?:[/?#]|$)/, ignored: '@rspress/plugin-typedoc…', others: [] }
 */
export function typedocOf(
  plugins: readonly unknown[],
  contentDir: string,
  langs: readonly string[] = [],
): { unbuilt?: RegExp; ignored?: string; others: unknown[] } {
  const others = plugins.filter((plugin) => !standIn.isOurs(plugin));
  const folders = plugins.filter(standIn.isOurs).map((plugin) => {
    const { outDir } = (standIn.optionsOf(plugin) ?? {}) as { outDir?: unknown };
    return (typeof outDir === 'string' && outDir.replace(/^(\.?\/)+|\/+$/g, '')) || 'api';
  });
  const unbuilt = [...new Set(folders)].filter((folder) => !existsSync(join(contentDir, folder)));
  if (unbuilt.length === 0) return { others };
  const paths = unbuilt.map((folder) => {
    const [first, ...rest] = folder.split('/');
    return langs.includes(first) && rest.length > 0 ? rest.join('/') : folder;
  });
  // After a language's prefix (`/zh/api/…`, a page of zh linking in its own language), or none.
  const prefix = langs.length > 0 ? `/(?:${langs.map(literalPattern).join('|')})` : '/[a-z]{2,3}(?:-[A-Za-z\\d]+)?';
  return {
    others,
    unbuilt: new RegExp(`^(?:${prefix})?/(?:${paths.map(literalPattern).join('|')})(?:[/?#]|$)`),
    ignored:
      `${TYPEDOC_PLUGIN}'s API pages (${paths.map((path) => `/${path}/`).join(', ')}): TypeDoc writes them ` +
      'as Rspress builds, which esmx-docs does not run, so they are not built and links to them are not checked',
  };
}
