import type { Element, ElementContent, Properties } from 'hast';
import type { Nodes, Parent, PhrasingContent, RootContent } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import type { Position } from 'unist';

/**
 * An HTML element in the Markdown tree: what MDX components render to. Its children are Markdown
 * (rendered by the rest of the pipeline: code highlighting, heading ids, links) or other elements,
 * so a tab panel's Markdown is treated exactly like the page's.
 */
export interface HtmlElement extends Parent {
  type: 'htmlElement';
  tagName: string;
  properties: Properties;
  children: (RootContent | HtmlElement)[];
}

declare module 'mdast' {
  interface RootContentMap {
    htmlElement: HtmlElement;
  }
  interface BlockContentMap {
    htmlElement: HtmlElement;
  }
  interface PhrasingContentMap {
    htmlElement: HtmlElement;
  }
}

/** Builds an element; strings become text. */
export function h(
  tagName: string,
  properties: Properties,
  children: readonly (RootContent | HtmlElement | string)[] = [],
  position?: Position,
): HtmlElement {
  return {
    type: 'htmlElement',
    tagName,
    properties,
    children: children.map((c) => (typeof c === 'string' ? ({ type: 'text', value: c } as PhrasingContent) : c)),
    ...(position ? { position } : {}),
  };
}

/** The remark-rehype handler that turns `htmlElement` nodes into hast elements. */
export const htmlElementHandlers = {
  htmlElement(state: State, node: Nodes): Element {
    const source = node as unknown as HtmlElement;
    const element: Element = {
      type: 'element',
      tagName: source.tagName,
      properties: source.properties,
      children: state.all(source as unknown as Nodes) as ElementContent[],
      ...linkOrigin(source),
    };
    state.patch(source as unknown as Nodes, element);
    return element;
  },
};

/**
 * The mark of where an `a` element's link was written when not in Markdown (a JSX prop, a `.md` page's raw HTML),
 * kept on the hast element for rehype-links. (hast-util-from-parse5 declares an element's data to hold the
 * position of its tags, which only a parsed HTML element has.)
 */
function linkOrigin(source: HtmlElement): Pick<Element, 'data'> {
  const { jsxLink, rawHtmlLink, jsxHeading } = source.data ?? {};
  if (jsxLink) return { data: { jsxLink } as Element['data'] };
  if (rawHtmlLink) return { data: { rawHtmlLink } as Element['data'] };
  // (And a heading written in JSX: see jsx-heading.ts.)
  if (jsxHeading) return { data: { jsxHeading } as Element['data'] };
  return {};
}
