import { ComponentName } from './jsx-values';

/**
 * What a page imports from one of the site's own modules, by the name it gives it: one export (`import {
 * Install } from …`, `import Install from …`), or every export at once (`import * as NextSteps from …`).
 */
export type OwnImport = { entry: string; exportName: string } | { entry: string; namespace: true };

/** One of the site's own components as an element names it: its module, the export and the members read off it. */
export interface OwnComponent {
  entry: string;
  exportName: string;
  /** `Item` of `<Install.Item>` (`A.B` of `<Install.A.B>`); empty for the export itself. */
  member: string;
}

/**
 * The site's own component an element's name means, as JSX reads a name with dots (a property of the value
 * before it): `<Install.Item>` is the `Item` of the imported `Install`, `<NextSteps.Step>` the `Step` export
 * of `import * as NextSteps`. Undefined when the name does not start with an import of the site's modules; a
 * problem when it names a namespace import itself, which is no component.
 *
 * @example
 * ownComponent('NextSteps.Step', new Map([['NextSteps', { entry: '/c/NextSteps.tsx', namespace: true }]]))
 * // { entry: '/c/NextSteps.tsx', exportName: 'Step', member: '' }
 */
export function ownComponent(
  name: string,
  imports: ReadonlyMap<string, OwnImport>,
): OwnComponent | { problem: string } | undefined {
  const [local, ...members] = name.split('.');
  const own = imports.get(local);
  if (!own) return undefined;
  if ('exportName' in own) return { entry: own.entry, exportName: own.exportName, member: members.join('.') };
  const [exportName, ...rest] = members;
  if (exportName === undefined)
    return {
      problem: `${local} is a whole module (import * as ${local}): write one of its components, <${local}.Name>`,
    };
  return { entry: own.entry, exportName, member: rest.join('.') };
}

/**
 * An imported component (or namespace) as the page's code sees it: a `ComponentName`, whose properties are
 * its members by their written names (`Install.Item` is `Install.Item`), so that `{items.map((i) =>
 * <Install.Item url={i} />)}` renders as the same element written in the page would.
 */
export function ownComponentName(name: string): ComponentName {
  return new Proxy(new ComponentName(name), {
    get: (target, key, receiver) =>
      typeof key === 'symbol' || key in target
        ? Reflect.get(target, key, receiver)
        : ownComponentName(`${name}.${key}`),
  });
}
