import { type ComponentContext, ComponentError } from './context';
import type { HtmlElement } from './element';
import { renderTabs } from './tabs';

const MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

/** Every `<PackageManagerTabs>` of a site shares one choice: pick pnpm once, see pnpm everywhere. */
const PACKAGE_MANAGER_GROUP = 'package-manager';

/**
 * The command for each package manager. A string is an npm command without `npm`
 * (`install -D typescript`): the others get their own name, and `install <pkg>` becomes
 * `add <pkg>` for them (a bare `install` stays, they all know it). An object gives each tool's full
 * command; tools it leaves out get no tab.
 *
 * @example commandsFor('install @esmx/core') // { npm: 'npm install @esmx/core', yarn: 'yarn add @esmx/core', … }
 */
export function commandsFor(command: unknown): Partial<Record<(typeof MANAGERS)[number], string>> {
  if (typeof command === 'string') {
    const rest = command.trim();
    const added = rest.replace(/^(install|i)(\s+)(?=\S)/, 'add$2');
    return { npm: `npm ${rest}`, yarn: `yarn ${added}`, pnpm: `pnpm ${added}`, bun: `bun ${added}` };
  }
  if (command && typeof command === 'object' && !Array.isArray(command)) {
    const commands: Partial<Record<(typeof MANAGERS)[number], string>> = {};
    for (const [tool, value] of Object.entries(command)) {
      if (!(MANAGERS as readonly string[]).includes(tool) || typeof value !== 'string') {
        throw new ComponentError(
          `<PackageManagerTabs> command.${tool}: expected one of ${MANAGERS.join(', ')} with a string`,
        );
      }
      commands[tool as (typeof MANAGERS)[number]] = value;
    }
    return commands;
  }
  throw new ComponentError('<PackageManagerTabs> needs a "command" (a string, or an object per package manager)');
}

export function PackageManagerTabs(context: ComponentContext): HtmlElement {
  const commands = commandsFor(context.props.command);
  const items = MANAGERS.filter((tool) => commands[tool] !== undefined).map((tool) => ({
    label: tool,
    value: tool,
    children: [{ type: 'code' as const, lang: 'sh', value: commands[tool]! }],
  }));
  return renderTabs(context, items, { groupId: PACKAGE_MANAGER_GROUP, className: 'package-manager-tabs' });
}
