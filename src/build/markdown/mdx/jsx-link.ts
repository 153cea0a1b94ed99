import type { Element } from 'hast';
import type { HtmlElement } from './element';

declare module 'mdast' {
  interface Data {
    /** On an `a` element JSX made: its `href` was written as a prop, not as a Markdown link (see `markJsxLinks`). */
    jsxLink?: true;
  }
}

declare module 'hast' {
  interface Data {
    /** Carried over from the Markdown tree's element (see `markJsxLinks`). */
    jsxLink?: true;
  }
}

/**
 * Marks the links the elements JSX made hold (`<LinkCard href>`, `<Link href>`, `<a href>`), down through the
 * elements they made, not into the Markdown they show (whose links stay Markdown's). Rspress checks Markdown
 * links only, never a JSX attribute, so a site written for it may have such a link lead nowhere: the build
 * tells it apart (see `markdown.checkNavLinks`).
 *
 * @example markJsxLinks([h('a', { href: '../features' }, ['Features'])]) // the `a` gets data.jsxLink
 */
export function markJsxLinks<T>(nodes: T[]): T[] {
  for (const node of nodes) if (isHtmlElement(node)) mark(node);
  return nodes;
}

/** Whether a hast element is a link JSX made (see `markJsxLinks`). */
export function isJsxLink(element: Element): boolean {
  return element.data?.jsxLink === true;
}

function mark(element: HtmlElement): void {
  if (element.tagName === 'a') element.data = { ...element.data, jsxLink: true };
  for (const child of element.children) if (isHtmlElement(child)) mark(child);
}

function isHtmlElement(node: unknown): node is HtmlElement {
  return (node as { type?: unknown }).type === 'htmlElement';
}
