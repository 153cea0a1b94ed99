/**
 * A custom theme's imports of Rspress's theme and runtime that esmx-docs does not give (`useSidebar`, `Layout`):
 * found in esbuild's errors on a first bundle, then given on the next as functions that throw, naming
 * themselves, when called. The layouts that would call them never render here; a component that does call one
 * fails as it renders, on its page's line, with a message its author can act on rather than a compiled name
 * (`import_runtime2.useSidebar is not a function`).
 */

/** What a lenient module's path (`runtime?from=@rspress/core/runtime`) keeps of the import it answers. */
export const FROM = '?from=';

/** An import esbuild says a lenient module lacks (`No matching export in "esmx-rspress:runtime?from=…" for import "useSidebar"`). */
const UNPROVIDED = /^No matching export in "esmx-rspress:((?:theme|runtime)\?from=[^"]+)" for import "([^"]+)"$/;

/**
 * The names each lenient module lacks (by its path: `runtime?from=@rspress/core/runtime`), as esbuild's errors
 * name them; empty when none does.
 *
 * @example
 * unprovidedImports([{ text: 'No matching export in "esmx-rspress:runtime?from=rspress/runtime" for import "useSidebar"' }])
 * // Map { 'runtime?from=rspress/runtime' => ['useSidebar'] }
 */
export function unprovidedImports(messages: readonly { text: string }[]): Map<string, string[]> {
  const byModule = new Map<string, string[]>();
  for (const { text } of messages) {
    const match = UNPROVIDED.exec(text);
    if (!match) continue;
    const names = byModule.get(match[1]) ?? [];
    if (!names.includes(match[2])) names.push(match[2]);
    byModule.set(match[1], names);
  }
  return byModule;
}

/**
 * A lenient module: all the strict one (`strict`, an import path) gives, and each of `names` as a function
 * that throws `<name> from <specifier> is not provided by esmx-docs` when called (or rendered). Where the strict
 * one has a default export (`withDefault`: the theme's, its names as one object), so has this one, with the
 * stubs among its names.
 */
export function lenientModule(
  strict: string,
  specifier: string,
  names: readonly string[],
  withDefault = false,
): string {
  const stubs = names.filter((name) => (name === 'default' ? !withDefault : /^[A-Za-z_$][\w$]*$/.test(name)));
  const named = stubs.flatMap((name, i) => (name === 'default' ? [] : [`${name}: stub${i}`]));
  return [
    `export * from ${JSON.stringify(strict)};`,
    withDefault ? `import strictDefault from ${JSON.stringify(strict)};` : '',
    'const notProvided = (name) => function notProvided() {',
    `  throw new Error(name + ' from ' + ${JSON.stringify(specifier)} + ' is not provided by esmx-docs');`,
    '};',
    ...stubs.map((name, i) => `const stub${i} = notProvided(${JSON.stringify(name)});`),
    stubs.length > 0 ? `export { ${stubs.map((name, i) => `stub${i} as ${name}`).join(', ')} };` : '',
    withDefault ? `export default { ...strictDefault, ${named.join(', ')} };` : '',
  ].join('\n');
}
