import { htmlPropElement, htmlPropOf, mapPropLeaves } from './island-html-props';

/**
 * A site component written as a direct child of another (`<Tabs><TabItem label="npm">…</TabItem></Tabs>`, the
 * wrappers Docusaurus-style sites define): as in MDX, the outer component gets it as an element whose props it can
 * read (Rspress's `Tabs` takes each child's `label`), not as HTML rendered apart. The outer island's JSON props carry
 * its children as a list of such components, `{ "__esmxDocsIsland": { script, export, member?, props } }`, and HTML
 * props for the content between them; the build and the browser make the same elements of them.
 */
export const ISLAND_CHILD_KEY = '__esmxDocsIsland';

export interface IslandChild {
  /** The URL of the component's browser module. */
  script: string;
  export: string;
  /** The member of the export it is (`Install.Item`), when the page wrote one. */
  member?: string;
  props: Record<string, unknown>;
}

/**
 * Rspress's `<Tab>` written directly inside one of the site's components (`<MyTabs><Tab label="npm">…</Tab></MyTabs>`,
 * a wrapper of Rspress's `Tabs`): it travels as `{ "__esmxDocsTab": { label, value?, children? } }` and is given
 * as an element of `BuiltInTab` with those props, which Rspress's `Tabs` reads as it reads its own tabs.
 */
export const ISLAND_TAB_KEY = '__esmxDocsTab';

/**
 * A block of the page (a paragraph, a code block, an HTML element the page wrote) given to a component whose own
 * code looks into its children (`Children.toArray(children)[i]`, a child's `props['data-key']`): one element of
 * the block's tag with its attributes as React props, holding the block's content as HTML, as MDX would give it:
 * `{ "__esmxDocsElement": { tag, props, html } }`.
 */
export const ISLAND_ELEMENT_KEY = '__esmxDocsElement';

interface IslandElement {
  tag: string;
  props: Record<string, unknown>;
  /** The HTML inside the element (none for a void one, `<hr>`). */
  html: string;
}

/** The block element `value` marks, if it is one. */
function elementOf(value: unknown): IslandElement | undefined {
  if (typeof value !== 'object' || value === null || !(ISLAND_ELEMENT_KEY in value)) return undefined;
  const element = (value as Record<string, unknown>)[ISLAND_ELEMENT_KEY] as Partial<IslandElement> | null;
  const valid =
    typeof element?.tag === 'string' &&
    /^[a-z][a-z\d-]*$/.test(element.tag) &&
    typeof element.html === 'string' &&
    typeof element.props === 'object' &&
    element.props !== null;
  return valid ? (element as IslandElement) : undefined;
}

/** What stands for Rspress's `Tab` among a component's children: its children, as Rspress's `Tab` shows them. */
function BuiltInTab({ children }: { children?: unknown }): unknown {
  return children ?? null;
}

function tabPropsOf(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || !(ISLAND_TAB_KEY in value)) return undefined;
  const tab = (value as Record<string, unknown>)[ISLAND_TAB_KEY];
  return typeof tab === 'object' && tab !== null && !Array.isArray(tab) ? (tab as Record<string, unknown>) : undefined;
}

/** The island child `value` marks, if it is one. */
function islandChildOf(value: unknown): IslandChild | undefined {
  if (typeof value !== 'object' || value === null || !(ISLAND_CHILD_KEY in value)) return undefined;
  const child = (value as Record<string, unknown>)[ISLAND_CHILD_KEY] as Partial<IslandChild> | null;
  const valid =
    typeof child?.script === 'string' &&
    typeof child.export === 'string' &&
    (child.member === undefined || typeof child.member === 'string') &&
    typeof child.props === 'object' &&
    child.props !== null;
  return valid ? (child as IslandChild) : undefined;
}

/** Every island child in `props`, theirs included: the modules the browser loads before it hydrates. */
export function islandChildrenIn(props: Record<string, unknown>): IslandChild[] {
  const found: IslandChild[] = [];
  mapPropLeaves(props, (leaf) => {
    const child = islandChildOf(leaf);
    if (child) found.push(child, ...islandChildrenIn(child.props));
    return child;
  });
  return found;
}

/**
 * A list of children made of island children, block elements and HTML only: given to the component one by one, as
 * MDX gives them.
 */
function isChildList(value: unknown): value is unknown[] {
  return (
    Array.isArray(value) &&
    value.some((item) => islandChildOf(item) || tabPropsOf(item) || elementOf(item)) &&
    value.every((item) => islandChildOf(item) || tabPropsOf(item) || elementOf(item) || htmlPropOf(item))
  );
}

type HtmlCreate = (tag: string, props: Record<string, unknown>) => unknown;
/** React's `createElement`, of the side rendering. */
type CreateElement = (type: never, props: never, ...children: never[]) => unknown;

/**
 * The element of `component` with `props` as the page gave them: each HTML prop an element holding its HTML (see
 * island-html-props.ts), each island child the element of the component `componentOf` gives for it, and a list of
 * them as children passed one by one (no list for React to ask keys of). `children`, when given, stands for the
 * props' own (the build's HTML of children the component shows).
 */
export function islandElement(
  component: unknown,
  props: Record<string, unknown>,
  createElement: CreateElement,
  componentOf: (child: IslandChild) => unknown,
  children?: unknown,
): unknown {
  // One pass: an element made is a leaf, never looked into again.
  const given = mapPropLeaves(props, (leaf) => {
    const child = islandChildOf(leaf);
    if (child) return islandElement(componentOf(child), child.props, createElement, componentOf);
    const tab = tabPropsOf(leaf);
    if (tab) return islandElement(BuiltInTab, tab, createElement, componentOf);
    const block = elementOf(leaf);
    if (block)
      return (createElement as HtmlCreate)(
        block.tag,
        block.html === '' ? block.props : { ...block.props, dangerouslySetInnerHTML: { __html: block.html } },
      );
    const html = htmlPropOf(leaf);
    return html && htmlPropElement(html, createElement as HtmlCreate);
  }) as Record<string, unknown>;
  const create = createElement as (type: unknown, props: Record<string, unknown>, ...children: unknown[]) => unknown;
  if (children !== undefined) return create(component, given, children);
  if (isChildList(props.children)) return create(component, given, ...(given.children as unknown[]));
  return create(component, given, given.children);
}
