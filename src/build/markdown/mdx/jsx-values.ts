import type { Program } from 'estree';
import type { RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import type { Position } from 'unist';
import { exactText } from './exact-text';
import { UnrenderableValue } from './values';

const JSX = Symbol('jsx');

/** What `<>…</>` compiles to in a page's code (see jsx-code.ts). */
export const FRAGMENT = Symbol('fragment');

/** A JSX element written in a page's code, as its evaluation gives it: rendered once it is shown. */
export interface JsxValue {
  [JSX]: true;
  type: unknown;
  props: Record<string, unknown>;
  children: unknown[];
}

/** The function compiled JSX calls (`<b>x</b>` → `jsx('b', null, 'x')`), bound in every page's scope. */
export function jsx(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): JsxValue {
  return { [JSX]: true, type, props: props ?? {}, children };
}

export function isJsxValue(value: unknown): value is JsxValue {
  return typeof value === 'object' && value !== null && JSX in value;
}

/**
 * A component by the name the page knows it by (a built-in, or one of the site's own it imports), as the
 * page's code sees it: the element it makes renders as that component written in the page would.
 */
export class ComponentName {
  constructor(readonly name: string) {}
}

/**
 * The children a page gives a component of its own (`export const Note = ({ children }) => …` used as
 * `<Note>**Read** this</Note>`): its Markdown, already rendered, placed where the component puts `children`.
 */
export interface RenderedChildren {
  type: 'renderedChildren';
  children: RootContent[];
}

/** A component the page's code defines: a function of its props (React gives them its children as one, or a list). */
export type PageComponent = (props: Record<string, unknown>) => unknown;

/** A page's own components may call one another; a loop stops here instead of filling the stack. */
const MAX_DEPTH = 64;

/** Where the nodes `valueNodes` makes go, and how their props reach the page's scope. */
export interface ValuePlace {
  /** In a block (`{…}` on lines of its own, a block element): elements are block elements. */
  flow: boolean;
  /** Holds a prop value under a fresh name, which the element's props are then read by, and gives the name. */
  bind: (value: unknown) => string;
  /** Where the expression or element is in the page: what its nodes report problems at. */
  position?: Position;
  /**
   * What a component the page's code defines makes of its props (see PageScope.call); throws
   * `UnrenderableValue` saying what went wrong.
   */
  call: (component: PageComponent, props: Record<string, unknown>) => unknown;
}

/**
 * What a `{…}` expression gave (`items.map((i) => <li>{i}</li>)`), as the nodes MDX would have parsed had
 * the page written it out: elements as JSX elements, text and numbers as text kept exactly, lists flattened, `null`,
 * `undefined` and booleans as nothing. A function component of the page's own is called with its props;
 * any other prop value than a string or `true` is held under a fresh name (`bind`), which the element's
 * props are read by as written expressions are. Anything else (an object, a function) throws
 * `UnrenderableValue` saying what it is.
 */
export function valueNodes(value: unknown, place: ValuePlace): RootContent[] {
  const nodes = (value: unknown, depth: number): RootContent[] => {
    if (value === null || value === undefined || typeof value === 'boolean') return [];
    if (typeof value === 'string' || typeof value === 'number') return [exactText(String(value), place.position)];
    if (Array.isArray(value)) return value.flatMap((item) => nodes(item, depth));
    if (isRenderedChildren(value)) return [value as RootContent];
    if (!isJsxValue(value)) throw new UnrenderableValue(`it gives ${kindOf(value)}, not text, a number or JSX`);
    const { type, props, children } = value;
    if (type === FRAGMENT) return nodes(children, depth);
    // An imported function is its component in an element, though callable (see ownComponentName).
    if (typeof type === 'function' && !(type instanceof ComponentName)) {
      if (depth >= MAX_DEPTH) throw new UnrenderableValue(`components call one another over ${MAX_DEPTH} deep`);
      const given = children.length === 0 ? props.children : children.length === 1 ? children[0] : children;
      const made = place.call(type as PageComponent, { ...props, ...(given === undefined ? {} : { children: given }) });
      return nodes(made, depth + 1);
    }
    const name = typeof type === 'string' ? type : type instanceof ComponentName ? type.name : undefined;
    if (name === undefined)
      throw new UnrenderableValue(`an element's type is ${kindOf(type)}, not a tag or a component`);
    const element = {
      type: place.flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
      name,
      attributes: Object.entries(props).flatMap(([key, prop]) => attribute(key, prop, place.bind)),
      children: nodes(children, depth),
      position: place.position,
    };
    return [element as RootContent];
  };
  return nodes(value, 0);
}

export function isRenderedChildren(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'renderedChildren';
}

/** One prop as MDX writes it: a string as is, `true` bare, anything else through a name bound to it. */
function attribute(name: string, value: unknown, bind: (value: unknown) => string): MdxJsxAttribute[] {
  if (name === 'key' || name === 'children' || value === undefined) return [];
  if (typeof value === 'string') return [{ type: 'mdxJsxAttribute', name, value }];
  if (value === true) return [{ type: 'mdxJsxAttribute', name, value: null }];
  const bound = bind(value);
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: bound } }],
  };
  return [
    {
      type: 'mdxJsxAttribute',
      name,
      value: { type: 'mdxJsxAttributeValueExpression', value: bound, data: { estree } },
    },
  ];
}

function kindOf(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
