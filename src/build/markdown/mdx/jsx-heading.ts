import type { Element } from 'hast';

declare module 'mdast' {
  interface Data {
    /** On an `h1`–`h6` a page wrote in JSX (`<h3>…</h3>`), not in Markdown (see `isOutlined`). */
    jsxHeading?: true;
  }
}

declare module 'hast' {
  interface Data {
    /** Carried over from the Markdown tree's element. */
    jsxHeading?: true;
  }
}

/** The class that puts a heading a page or component draws in the outline, as Rspress 2's outline reads it. */
const TOC_INCLUDE_CLASS = 'rp-toc-include';

/**
 * Whether a heading belongs in the page's outline, as Rspress 2 builds it (from `h2`–`h4.rp-toc-include`): every
 * heading written in Markdown, and one written in JSX or drawn by a component only with the `rp-toc-include`
 * class (a `<section>` component's own `<h2 id className="rp-toc-include">`).
 *
 * @example isOutlined(hast of `<h3>Raw</h3>` written in JSX) // false
 */
export function isOutlined(heading: Element): boolean {
  return heading.data?.jsxHeading !== true || hasTocClass(heading);
}

/** Whether a heading carries the `rp-toc-include` class. */
export function hasTocClass(heading: Element): boolean {
  const className = heading.properties.className;
  return Array.isArray(className) && className.includes(TOC_INCLUDE_CLASS);
}
