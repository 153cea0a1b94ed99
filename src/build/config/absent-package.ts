/**
 * A stand-in for a package an Rspress config imports that is not installed where esmx-docs reads it: its
 * plugins (`pluginSass()`, `pluginRss({ … })`), theme helpers and the like. Whatever the config does with it
 * (calls it, reads a property, constructs it, spreads it) gives the stand-in back, so the config still
 * evaluates and hands over the options esmx-docs uses; a stand-in that lands in one of those options fails its
 * check and is left out with the rest (see rspress-config.ts). Not a thenable, so `await` and `import()`
 * see a module; an empty string where a primitive is wanted. `name`, the package's, is what a message names it by
 * (see `absentPackageName`).
 */
export function absentPackage(name = ''): unknown {
  // A function (not an arrow): only a constructible target lets `new` reach the `construct` trap.
  const standIn: object = new Proxy(function absent() {}, {
    get: (_target, key) => {
      if (key === ABSENT) return true;
      if (key === PACKAGE) return name;
      if (key === 'then') return undefined;
      if (key === Symbol.toPrimitive) return () => '';
      return standIn;
    },
    has: () => true,
    apply: () => standIn,
    construct: () => standIn,
  });
  return standIn;
}

/** What a stand-in answers `true` to, through any wrapper a module loader puts around it (jiti's interop). */
const ABSENT = Symbol.for('esmx-docs.absent-package');
/** What a stand-in answers with the name of the package it stands for. */
const PACKAGE = Symbol.for('esmx-docs.absent-package-name');

/**
 * The package a stand-in stands for (`rspress-plugin-sitemap`, for the plugin its call made), '' where not told;
 * undefined for anything else.
 */
export function absentPackageName(value: unknown): string | undefined {
  return isAbsentPackage(value) ? String((value as { [PACKAGE]?: unknown })[PACKAGE] ?? '') : undefined;
}

/** Whether a config's value is one of `absentPackage`'s stand-ins (a plugin from a package not installed here). */
export function isAbsentPackage(value: unknown): boolean {
  if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return false;
  return (value as { [ABSENT]?: unknown })[ABSENT] === true;
}

/**
 * The bare package name a failed import could not find (`Cannot find module 'x'` from require or jiti,
 * `Cannot find package 'x'` from Node's ESM loader), or undefined for any other failure, a missing relative
 * file included (that is the config's own mistake, not an absent package).
 *
 * @example missingPackageOf(new Error("Cannot find module 'rspress-plugin-rss'\nRequire stack: …")) // 'rspress-plugin-rss'
 */
export function missingPackageOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const name = /Cannot find (?:module|package) '([^']+)'/.exec(message)?.[1];
  if (name === undefined || name.startsWith('.') || name.startsWith('/') || name.startsWith('node:')) return undefined;
  return name;
}

/**
 * The absent packages (of `standIns`, by the names the config imports them by) whose stand-in `value` is: a
 * config whose default export one of them made (`export default presetConfig({ … })`) gives nothing but it.
 *
 * @example
 * const standIns = { '@callstack/rspress-preset': absentPackage() };
 * madeByAbsent(standIns['@callstack/rspress-preset'], standIns) // ['@callstack/rspress-preset']
 */
export function madeByAbsent(value: unknown, standIns: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(standIns).filter((name) => standIns[name] === value);
}

/**
 * The package to install for an import (`@scope/theme/runtime` is `@scope/theme`, `rspress-plugin-x/sub` is
 * `rspress-plugin-x`).
 */
export function packageToInstall(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}
