import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { ISLAND_ELEMENT_KEY } from '../../shared/island-children';
import { HTML_PROP_KEY, type HtmlProp } from '../../shared/island-html-props';
import { LABEL_MARKER, TAB_MARKER } from './mdx/tabs';

/*
 * How rehype-islands.ts reads the children of one of the site's components: which of them the component gets as
 * elements (the site's components, Rspress's tabs; see island-children.ts) and the HTML of the rest.
 */

/** Elements that start a block: a prop holding one is given in a `div`, any other in a `span`. */
const BLOCK_TAGS = new Set(
  (
    'address article aside blockquote details dialog dd div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section table ul'
  ).split(' '),
);

export function isIsland(node: ElementContent | Root): node is Element {
  return node.type === 'element' && node.properties.dataIslandIndex !== undefined;
}

/**
 * A child of an island's placeholder that its component gets as an element: one of the site's components, not
 * `client:static` (rendered at build time only, it has no module in the browser to make it again).
 */
export function composable(node: ElementContent): node is Element {
  return (isIsland(node) && !node.properties.dataIslandStatic) || isTab(node);
}

/** Rspress's `<Tab>` written inside one of the site's components, as tabs.ts left it (see island-children.ts). */
export function isTab(node: ElementContent): node is Element {
  return node.type === 'element' && node.tagName === TAB_MARKER;
}

/** A tab's props as Rspress's `Tab` takes them: its label (text, or HTML a JSX label rendered to) if any, value and content. */
export function tabProps(tab: Element): Record<string, unknown> {
  const [first, ...rest] = tab.children;
  const jsxLabel = first?.type === 'element' && first.tagName === LABEL_MARKER ? first : undefined;
  const content = jsxLabel ? rest : tab.children;
  const { label, value } = tab.properties;
  return {
    // A tab without one is labelled by the `values` of the Tabs the component draws.
    ...(jsxLabel
      ? { label: { [HTML_PROP_KEY]: htmlProp(jsxLabel.children) } }
      : label === undefined
        ? {}
        : { label: String(label) }),
    ...(value === undefined ? {} : { value: String(value) }),
    ...(content.some((node) => node.type !== 'text' || node.value.trim() !== '')
      ? { children: { [HTML_PROP_KEY]: htmlProp(content) } }
      : {}),
  };
}

/**
 * An island's children, when some are the site's components: each of those, and the nodes between them in runs
 * (given as HTML). Text of white space only between them is left out, as MDX leaves it out between elements.
 */
export function childParts(content: ElementContent[]): (Element | ElementContent[])[] {
  const parts: (Element | ElementContent[])[] = [];
  let run: ElementContent[] = [];
  const endRun = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) parts.push(run);
    run = [];
  };
  for (const node of content) {
    if (!composable(node)) {
      run.push(node);
      continue;
    }
    endRun();
    parts.push(node);
  }
  endRun();
  return parts;
}

/** Some HTML in a component's props: in a `div` when it holds a block, else in a `span`. */
export function htmlProp(nodes: ElementContent[]): HtmlProp {
  const block = nodes.some((node) => node.type === 'element' && BLOCK_TAGS.has(node.tagName));
  return { tag: block ? 'div' : 'span', html: toHtml(nodes, { allowDangerousHtml: true }) };
}

/**
 * An island's children given one by one to a component that looks into them (see `ISLAND_ELEMENT_KEY`): each
 * element a block of its own tag and attributes holding its content's HTML, and any text between them (white
 * space aside, as MDX leaves it out) as HTML.
 */
export function blockChildren(content: ElementContent[]): unknown[] {
  return content.flatMap((node): unknown[] => {
    if (node.type === 'element') {
      const html = toHtml(node.children, { allowDangerousHtml: true });
      return [{ [ISLAND_ELEMENT_KEY]: { tag: node.tagName, props: reactProps(node.properties), html } }];
    }
    if (node.type === 'text' && node.value.trim() === '') return [];
    if (node.type === 'comment') return [];
    return [{ [HTML_PROP_KEY]: htmlProp([node]) }];
  });
}

/**
 * An element's attributes as React's props: `class` as `className`, `style` as an object, `data-*` and `aria-*`
 * by their written names, lists joined as HTML writes them; hast names the rest as React does (`htmlFor`).
 *
 * @example reactProps({ className: ['a', 'b'], dataPlatform: 'web', style: 'font-size: 13px' })
 * // { className: 'a b', 'data-platform': 'web', style: { fontSize: '13px' } }
 */
function reactProps(properties: Element['properties']): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'style' && typeof value === 'string') props.style = styleObject(value);
    else if (/^(data|aria)[A-Z]/.test(name))
      props[name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)] = String(value);
    else props[name] = Array.isArray(value) ? value.join(' ') : value;
  }
  return props;
}

/** A `style` attribute as React's object (`font-size: 13px` is `{ fontSize: '13px' }`; `--x` stays). */
function styleObject(style: string): Record<string, string> {
  const object: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value) continue;
    const name = property.startsWith('--')
      ? property
      : property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    object[name] = value;
  }
  return object;
}
