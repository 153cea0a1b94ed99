/**
 * Rspress's twoslash plugin, as an Rspress config reads it here: `pluginTwoslash({ explicitTrigger: false })` is
 * answered by a stand-in (see plugin-stand-in.ts), so that option can be read. The plugin's type checking and
 * hover cards do not run here; what it changes in what a reader sees is which code blocks lose their
 * notations (`// ^?`, `// @noErrors`): those marked `twoslash`, or with `explicitTrigger: false` every
 * TypeScript and JavaScript block, our `markdown.twoslash` option.
 */
import { pluginStandIn } from './plugin-stand-in';

const standIn = pluginStandIn('@rspress/plugin-twoslash', 'pluginTwoslash');

/** The module an Rspress config imports the plugin from, by name, for the config loader's virtual modules. */
export const TWOSLASH_PLUGIN_MODULE = standIn.module;

/**
 * The `markdown.twoslash` option the twoslash plugins among `plugins` ask for (none when none is there or it
 * keeps its default), and the plugins left, none of which runs here.
 *
 * @example twoslashOf([pluginTwoslash({ explicitTrigger: false })]) // { twoslash: { explicitTrigger: false }, ignored: '…', others: [] }
 */
export function twoslashOf(plugins: readonly unknown[]): {
  twoslash?: { explicitTrigger: false };
  ignored?: string;
  others: unknown[];
} {
  const others = plugins.filter((plugin) => !standIn.isOurs(plugin));
  const ours = plugins.filter(standIn.isOurs);
  if (ours.length === 0) return { others };
  const ignored =
    "@rspress/plugin-twoslash's type checking and hover cards (its code blocks show their code, without twoslash's notations)";
  const explicit = (plugin: unknown) =>
    (standIn.optionsOf(plugin) as { explicitTrigger?: unknown } | undefined)?.explicitTrigger;
  return ours.some((plugin) => explicit(plugin) === false)
    ? { twoslash: { explicitTrigger: false }, ignored, others }
    : { ignored, others };
}
