/**
 * JSX a page gives the site's own component as a prop (`<Item badge={<>iOS 5.21+</>} />`): the build renders
 * it to HTML with the page's pipeline, as it renders the component's children, and the prop travels in the
 * island's JSON props as `{ "__esmxDocsHtml": { "tag": "span", "html": "iOS 5.21+" } }`. At build time and
 * when hydrated alike, the component gets in its place one element holding that HTML, laid out as if it
 * were not there, so the markup both sides make is the same.
 */
export const HTML_PROP_KEY = '__esmxDocsHtml';

/** A prop's prerendered HTML and the element that holds it (`span` for inline content, `div` for blocks). */
export interface HtmlProp {
  tag: 'span' | 'div';
  html: string;
}

/**
 * `value` with every leaf `replace` answers for (anything but `undefined`) replaced, looking into arrays
 * and plain objects only: what props that are JSON, or JSX, are made of.
 */
export function mapPropLeaves(value: unknown, replace: (leaf: unknown) => unknown): unknown {
  const replaced = replace(value);
  if (replaced !== undefined) return replaced;
  if (Array.isArray(value)) return value.map((item) => mapPropLeaves(item, replace));
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapPropLeaves(item, replace)]));
  return value;
}

/** The HTML prop `value` marks, if it is one. */
export function htmlPropOf(value: unknown): HtmlProp | undefined {
  if (typeof value !== 'object' || value === null || !(HTML_PROP_KEY in value)) return undefined;
  const prop = (value as Record<string, unknown>)[HTML_PROP_KEY] as Partial<HtmlProp> | null;
  return (prop?.tag === 'span' || prop?.tag === 'div') && typeof prop.html === 'string'
    ? { tag: prop.tag, html: prop.html }
    : undefined;
}

/** The element holding an HTML prop's HTML, made by `createElement` (the React of the side rendering). */
export function htmlPropElement(
  prop: HtmlProp,
  createElement: (tag: string, props: Record<string, unknown>) => unknown,
): unknown {
  return createElement(prop.tag, { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: prop.html } });
}

/** The props a component gets: each HTML prop made an element holding its HTML (`htmlPropElement`). */
export function withHtmlElements(
  props: Record<string, unknown>,
  createElement: (tag: string, props: Record<string, unknown>) => unknown,
): Record<string, unknown> {
  return mapPropLeaves(props, (leaf) => {
    const prop = htmlPropOf(leaf);
    return prop && htmlPropElement(prop, createElement);
  }) as Record<string, unknown>;
}
