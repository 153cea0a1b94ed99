import { type ComponentContext, ComponentError } from './context';
import type { HtmlElement } from './element';
import { renderTabs } from './tabs';

/** The tools a command object may name; a string command gets the first four, in this order. */
const MANAGERS = ['npm', 'yarn', 'pnpm', 'bun', 'deno'] as const;
type Manager = (typeof MANAGERS)[number];
const FROM_STRING: readonly Manager[] = ['npm', 'yarn', 'pnpm', 'bun'];

/** Every `<PackageManagerTabs>` of a site shares one choice: pick pnpm once, see pnpm everywhere. */
const PACKAGE_MANAGER_GROUP = 'package-manager';

/**
 * What runs a package's binary instead of the tool's own name, as Rspress's props say: `dlx` fetches it
 * from the registry, `exec` runs the one installed.
 */
const RUNNERS: Record<'dlx' | 'exec', Record<string, string>> = {
  dlx: { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' },
  exec: { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' },
};

export interface CommandOptions {
  /** Run a package fetched from the registry (`npx`, `yarn dlx`, `pnpm dlx`, `bunx`). */
  dlx?: unknown;
  /** Run an installed package's binary (`npx`, `yarn`, `pnpm`, `bun`). */
  exec?: unknown;
}

/**
 * The command for each package manager. A string is an npm command without `npm`
 * (`install -D typescript`): the others get their own name, `install <pkg>` becomes `add <pkg>` for them
 * (a bare `install` stays, they all know it) and yarn's `create x@latest` drops the `@latest` it does not
 * take; with `dlx` or `exec` it is a package to run instead. An object gives each tool's full command
 * (npm, yarn, pnpm, bun, deno); tools it leaves out get no tab. The result's key order is the tab order:
 * an object keeps the writer's (Rspress shows `{ yarn, npm }` with yarn first and selected).
 *
 * @example commandsFor('install @esmx/core') // { npm: 'npm install @esmx/core', yarn: 'yarn add @esmx/core', … }
 * @example commandsFor('create-esmx', { dlx: true }) // { npm: 'npx create-esmx', yarn: 'yarn dlx create-esmx', … }
 */
export function commandsFor(command: unknown, { dlx, exec }: CommandOptions = {}): Partial<Record<Manager, string>> {
  if (typeof command === 'string') {
    const rest = command.trim();
    const runner = dlx ? RUNNERS.dlx : exec ? RUNNERS.exec : undefined;
    const added = runner ? rest : rest.replace(/^(install|i)(\s+)(?=\S)/, 'add$2');
    const commands: Partial<Record<Manager, string>> = {};
    for (const tool of FROM_STRING) commands[tool] = `${runner?.[tool] ?? tool} ${tool === 'npm' ? rest : added}`;
    if (!runner) commands.yarn = commands.yarn?.replace(/^(yarn create \S+?)@latest(?=\s|$)/, '$1');
    return commands;
  }
  if (command && typeof command === 'object' && !Array.isArray(command)) {
    const commands: Partial<Record<Manager, string>> = {};
    for (const [tool, value] of Object.entries(command)) {
      if (!(MANAGERS as readonly string[]).includes(tool) || typeof value !== 'string') {
        throw new ComponentError(
          `<PackageManagerTabs> command.${tool}: expected one of ${MANAGERS.join(', ')} with a string`,
        );
      }
      commands[tool as Manager] = value;
    }
    return commands;
  }
  throw new ComponentError('<PackageManagerTabs> needs a "command" (a string, or an object per package manager)');
}

export function PackageManagerTabs(context: ComponentContext): HtmlElement {
  const { command, dlx, exec } = context.props;
  const commands = commandsFor(command, { dlx, exec });
  const items = Object.entries(commands).map(([tool, line]) => ({
    label: tool,
    value: tool,
    children: [{ type: 'code' as const, lang: 'sh', value: line }],
  }));
  return renderTabs(context, items, { groupId: PACKAGE_MANAGER_GROUP, className: 'package-manager-tabs' });
}
