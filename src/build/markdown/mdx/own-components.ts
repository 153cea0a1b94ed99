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
 *
 * Given the function the module exports under that name (`value`), it is also that function when called, as
 * a plain ES import is in Rspress: `{formatBytes(1024)}`, or a hook the page's own components call
 * (`const [on, toggle] = useToggle()`). `typeof` then says `function`; elements of it are still the component.
 *
 * @example ownComponentName('greet', (n: string) => `Hello, ${n}`) // called with 'Ada': 'Hello, Ada'
 */
export function ownComponentName(name: string, value?: unknown): ComponentName {
  const named = new ComponentName(name);
  if (typeof value !== 'function')
    return new Proxy(named, {
      get: (target, key, receiver) =>
        typeof key === 'symbol' || key in target
          ? Reflect.get(target, key, receiver)
          : ownComponentName(`${name}.${key}`),
    });
  return new Proxy(value, {
    // What tells an element of it from a call of a page's own component (see valueNodes).
    getPrototypeOf: () => ComponentName.prototype,
    get: (target, key) => {
      if (key === 'name') return name;
      if (typeof key === 'symbol' || (key in target && !isStatic(target, key))) return Reflect.get(target, key);
      // A member (`Tabs.Item`): the component of that name, and the value it holds when there is one.
      return ownComponentName(`${name}.${key}`, isStatic(target, key) ? Reflect.get(target, key) : undefined);
    },
  }) as unknown as ComponentName;
}

/** A property a module set on a function it exports (`Tabs.Item = Item`), not one every function has. */
function isStatic(fn: object, key: string): boolean {
  return Object.hasOwn(fn, key) && key !== 'length' && key !== 'prototype';
}
