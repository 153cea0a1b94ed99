import { type ComponentContext, ComponentError } from './context';
import type { HtmlElement } from './element';
import { renderTabs } from './tabs';

/** The tools a command object may name, and the tabs a string command gets, in this order (as Rspress 2's). */
const MANAGERS = ['npm', 'yarn', 'pnpm', 'bun', 'deno'] as const;
type Manager = (typeof MANAGERS)[number];

/** Every `<PackageManagerTabs>` of a site shares one choice: pick pnpm once, see pnpm everywhere. */
const PACKAGE_MANAGER_GROUP = 'package-manager';

/**
 * What runs a package's binary instead of the tool's own name, as Rspress's props say: `dlx` fetches it
 * from the registry, `exec` runs the one installed.
 */
const RUNNERS: Record<'dlx' | 'exec', Record<Manager, string>> = {
  dlx: { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx', deno: 'deno run -A' },
  exec: { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun', deno: 'deno run -A' },
};

export interface CommandOptions {
  /** Run a package fetched from the registry (`npx`, `yarn dlx`, `pnpm dlx`, `bunx`, `deno run -A`). */
  dlx?: unknown;
  /** Run an installed package's binary (`npx`, `yarn`, `pnpm`, `bun`, `deno run -A`). */
  exec?: unknown;
  /** More tools, each a tab running the string command under its name (`[{ tool: 'ni' }]`), as Rspress's prop. */
  additionalTabs?: unknown;
}

/**
 * The command for each package manager. A string is an npm command without `npm`
 * (`install -D typescript`): the others get their own name, `install <pkg>` becomes `add <pkg>` for them
 * (a bare `install` stays, they all know it), yarn's `create x@latest` drops the `@latest` it does not
 * take, and deno names npm packages `npm:<pkg>` (`create x` is its `init --npm x`); with `dlx` or `exec` it is
 * a package to run instead. Tools of `additionalTabs` follow, the command as written after their name. An object
 * gives each tab's full command by its label (npm, yarn, pnpm, bun, deno, or any other, as Rspress shows any);
 * tools it leaves out get no tab. The result's key
 * order is the tab order: an object keeps the writer's (Rspress shows `{ yarn, npm }` with yarn first and selected).
 *
 * @example commandsFor('install @esmx/core') // { npm: 'npm install @esmx/core', yarn: 'yarn add @esmx/core', …, deno: 'deno add npm:@esmx/core' }
 * @example commandsFor('create-esmx', { dlx: true }) // { npm: 'npx create-esmx', …, deno: 'deno run -A npm:create-esmx' }
 */
export function commandsFor(
  command: unknown,
  { dlx, exec, additionalTabs }: CommandOptions = {},
): Record<string, string> {
  if (typeof command === 'string') {
    const rest = command.trim();
    const runner = dlx ? RUNNERS.dlx : exec ? RUNNERS.exec : undefined;
    const added = runner ? rest : rest.replace(/^(install|i)(\s+)(?=\S)/, 'add$2');
    const commands: Record<string, string> = {};
    for (const tool of MANAGERS) commands[tool] = `${runner?.[tool] ?? tool} ${tool === 'npm' ? rest : added}`;
    if (!runner) commands.yarn = commands.yarn.replace(/^(yarn create \S+?)@latest(?=\s|$)/, '$1');
    commands.deno = denoCommand(commands.deno);
    for (const tool of extraTools(additionalTabs)) commands[tool] ??= `${tool} ${rest}`;
    return commands;
  }
  if (command && typeof command === 'object' && !Array.isArray(command)) {
    const commands: Record<string, string> = {};
    // Each key is a tab's label, as in Rspress, which shows any (`{ 'By CLI': 'npx x add' }`), not only a tool's.
    for (const [tool, value] of Object.entries(command)) {
      if (typeof value !== 'string')
        throw new ComponentError(`<PackageManagerTabs> command.${tool}: expected a string`);
      commands[tool] = value;
    }
    if (Object.keys(commands).length === 0)
      throw new ComponentError('<PackageManagerTabs> command: expected at least one tab ({ npm: "npm install x" })');
    return commands;
  }
  throw new ComponentError('<PackageManagerTabs> needs a "command" (a string, or an object per package manager)');
}

/**
 * A deno command as deno takes npm packages: `create x` is `init --npm x`, and a package named bare gets `npm:`
 * (of `run`, the first one only: what follows are its arguments), unless the command says `--npm` or `--jsr`.
 *
 * @example denoCommand('deno add -D @esmx/core') // 'deno add -D npm:@esmx/core'
 */
function denoCommand(line: string): string {
  const command = line.replace(/^deno create\s+(\S+)/, 'deno init --npm $1');
  if (/(^|\s)--(npm|jsr)(\s|$)/.test(command)) return command;
  const words = command.split(' ');
  const running = words[1] === 'run';
  let named = false;
  return words
    .map((word, i) => {
      if (i < 2 || word === '' || word.startsWith('-') || word.includes(':') || (running && named)) return word;
      // A bare `deno install` installs what the project lists: it names no package.
      named = true;
      return `npm:${word}`;
    })
    .join(' ');
}

/** The tools `additionalTabs` names (`[{ tool: 'ni', icon }]`); the icons are left out, as a label is text here. */
function extraTools(additionalTabs: unknown): string[] {
  if (additionalTabs === undefined) return [];
  if (
    !Array.isArray(additionalTabs) ||
    !additionalTabs.every((tab) => typeof tab?.tool === 'string' && tab.tool.trim())
  )
    throw new ComponentError('<PackageManagerTabs> additionalTabs: expected a list of { tool: "name" }');
  return additionalTabs.map((tab: { tool: string }) => tab.tool.trim());
}

export function PackageManagerTabs(context: ComponentContext): HtmlElement {
  const { command, dlx, exec, additionalTabs } = context.props;
  const commands = commandsFor(command, { dlx, exec, additionalTabs });
  // Rspress 1 shows no deno tab for a command it writes out itself (one given per tool shows what it gives).
  if (context.rspress1 && typeof command === 'string') delete commands.deno;
  const items = Object.entries(commands).map(([tool, line]) => ({
    label: tool,
    value: tool,
    // A command, never numbered, as Rspress draws it whatever `markdown.showLineNumbers` says.
    children: [{ type: 'code' as const, lang: 'sh', meta: 'lineNumbers=false', value: line }],
  }));
  // Not `package-manager-tabs`: sites name their own wrapper so, and its rule would draw a box inside the box.
  return renderTabs(context, items, { groupId: PACKAGE_MANAGER_GROUP, className: 'pm-tabs' });
}
