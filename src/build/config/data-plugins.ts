import { isAbsentPackage } from './absent-package';

/**
 * What an Rspress plugin made of data alone gives the site: a plugin object holding nothing but its `name`,
 * `globalStyles`, `globalUIComponents` and `markdown`'s `remarkPlugins`, `rehypePlugins` and `globalComponents` (a config's own
 * `const katex = { name, globalStyles, markdown: { remarkPlugins, rehypePlugins } }`, as Rspress's plugin API
 * lets it write one). Such a plugin does all it does through those fields, which the build reads as the
 * config's own: Rspress adds its styles after the config's and runs its Markdown plugins on every page.
 * A plugin with anything else (hooks, pages it adds, builder settings) does not run here at all, as a
 * part of it alone could break what the rest expects; it is in `others`.
 */
export interface DataPlugins {
  globalStyles: string[];
  remarkPlugins: unknown[];
  rehypePlugins: unknown[];
  globalComponents: unknown[];
  globalUIComponents: unknown[];
  /** The plugins that are not data alone (or come from a package not installed here). */
  others: unknown[];
}

const DATA_FIELDS = new Set(['name', 'globalStyles', 'globalUIComponents', 'markdown']);
const MARKDOWN_FIELDS = new Set(['remarkPlugins', 'rehypePlugins', 'globalComponents']);

export function dataPlugins(plugins: readonly unknown[]): DataPlugins {
  const found: DataPlugins = {
    globalStyles: [],
    remarkPlugins: [],
    rehypePlugins: [],
    globalComponents: [],
    globalUIComponents: [],
    others: [],
  };
  for (const plugin of plugins) {
    if (!isDataPlugin(plugin)) {
      found.others.push(plugin);
      continue;
    }
    if (typeof plugin.globalStyles === 'string') found.globalStyles.push(plugin.globalStyles);
    if (Array.isArray(plugin.globalUIComponents)) found.globalUIComponents.push(...plugin.globalUIComponents);
    const markdown = (plugin.markdown ?? {}) as Record<string, unknown>;
    for (const key of ['remarkPlugins', 'rehypePlugins', 'globalComponents'] as const)
      if (Array.isArray(markdown[key])) found[key].push(...markdown[key]);
  }
  return found;
}

function isDataPlugin(plugin: unknown): plugin is Record<string, unknown> {
  if (!isPlain(plugin) || isAbsentPackage(plugin)) return false;
  if (!Object.keys(plugin).every((key) => DATA_FIELDS.has(key))) return false;
  const { globalStyles, globalUIComponents, markdown } = plugin;
  if (globalStyles !== undefined && typeof globalStyles !== 'string') return false;
  if (globalUIComponents !== undefined && !Array.isArray(globalUIComponents)) return false;
  if (markdown === undefined) return true;
  return (
    isPlain(markdown) &&
    Object.entries(markdown).every(([key, value]) => MARKDOWN_FIELDS.has(key) && Array.isArray(value))
  );
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
