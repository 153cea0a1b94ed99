/**
 * What an island's module gives for its export and member path: the component, or the first name it lacks,
 * how many names before it were found, and the components beside it.
 */
export type IslandComponent = { component: unknown } | { missing: string; found: number; among: string[] };

/**
 * The component an island shows, found in its module's exports as the page named it: an export
 * (`import { Install }` then `<Install>`), or a member read off it (`<Install.Item>`, when `Install.Item =
 * Item`; `<NextSteps.Step>` of `import * as NextSteps`). The build renders and the browser hydrates the
 * same one. When a name leads nowhere, that name and the components beside it, for the build to report.
 *
 * @example
 * islandComponent({ Install }, 'Install', 'Item') // { component: Item }
 * islandComponent({ Install }, 'Install', 'Iten') // { missing: 'Iten', found: 1, among: ['Item'] }
 */
export function islandComponent(exports: object, exportName: string, member = ''): IslandComponent {
  let holder: unknown = exports;
  const names = [exportName, ...member.split('.').filter(Boolean)];
  for (const [found, name] of names.entries()) {
    // Its own names only: not what every object inherits (`constructor`, `toString`).
    const value =
      isComponentLike(holder) && Object.hasOwn(holder, name) ? (holder as Record<string, unknown>)[name] : undefined;
    if (!isComponentLike(value)) return { missing: name, found, among: componentsIn(holder) };
    holder = value;
  }
  return { component: holder };
}

/** A function or an object: a component (`memo` and `forwardRef` make objects), or what holds some. */
function isComponentLike(value: unknown): value is object {
  return typeof value === 'function' || (typeof value === 'object' && value !== null);
}

function componentsIn(holder: unknown): string[] {
  if (!isComponentLike(holder)) return [];
  return Object.keys(holder).filter((name) => isComponentLike((holder as Record<string, unknown>)[name]));
}
