import type { Element } from 'hast';
import type { HtmlElement } from './mdx/element';

declare module 'mdast' {
  interface Data {
    /** On an `a` element a `.md` page's raw HTML made (see `markRawHtmlLink`). */
    rawHtmlLink?: true;
  }
}

declare module 'hast' {
  interface Data {
    /** Carried over from the Markdown tree's element (see `markRawHtmlLink`). */
    rawHtmlLink?: true;
  }
}

/**
 * Marks a link a `.md` page wrote as raw HTML (`<a href="/demo/">`), not as Markdown. Rspress checks only
 * Markdown's links and link definitions: its raw HTML becomes elements after that check (rehype-raw), so a site
 * written for it may link such an `<a>` to a folder a plugin adds after the build. The build tells it apart as
 * it does a JSX prop's link (see `markdown.checkNavLinks`). An element that is no link is left as it is.
 *
 * @example markRawHtmlLink(h('a', { href: '/demo/' }, ['Demo'])) // the `a` gets data.rawHtmlLink
 */
export function markRawHtmlLink(element: HtmlElement): HtmlElement {
  if (element.tagName === 'a') element.data = { ...element.data, rawHtmlLink: true };
  return element;
}

/** Whether a hast element is a link a `.md` page wrote as raw HTML (see `markRawHtmlLink`). */
export function isRawHtmlLink(element: Element): boolean {
  return element.data?.rawHtmlLink === true;
}
