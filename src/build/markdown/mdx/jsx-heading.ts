import type { Element, Parent } from 'hast';

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
 * heading written in Markdown but a step of `<Steps>` (its `### Install`, which Rspress 1 and 2 leave out too), and
 * one written in JSX or drawn by a component only with the `rp-toc-include` class (a `<section>` component's own
 * `<h2 id className="rp-toc-include">`). `parent` is the element holding it.
 *
 * @example isOutlined(hast of `<h3>Raw</h3>` written in JSX) // false
 */
export function isOutlined(heading: Element, parent?: Parent | null): boolean {
  if (hasTocClass(heading)) return true;
  const inSteps = parent?.type === 'element' && classesOf(parent as Element).includes(STEPS_CLASS);
  return heading.data?.jsxHeading !== true && !inSteps;
}

/** The class of `<Steps>`' element (see blocks.ts), whose headings are its steps. */
const STEPS_CLASS = 'steps';

function classesOf(element: Element): readonly unknown[] {
  const className = element.properties.className;
  return Array.isArray(className) ? className : [];
}

/** Whether a heading carries the `rp-toc-include` class. */
export function hasTocClass(heading: Element): boolean {
  return classesOf(heading).includes(TOC_INCLUDE_CLASS);
}
