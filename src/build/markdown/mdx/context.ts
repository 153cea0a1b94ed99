import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { FrontMatter, Lang } from '../../../shared/types';
import type { PageStrings } from '../page-strings';
import type { HtmlElement } from './element';
import { styleText } from './style-text';
import { isPlainObject, type PropValue } from './values';

/** A problem in one JSX element; the pipeline reports it with the element's line. */
export class ComponentError extends Error {}

/** What a built-in component gets to render itself. */
export interface ComponentContext {
  name: string;
  props: Record<string, PropValue>;
  /** The element's children, already transformed (nested components rendered). */
  children: (RootContent | HtmlElement)[];
  /**
   * The props given as JSX that this component takes so (`<Tab label={<b>Rust</b>}>`), rendered as its
   * children are; such a prop is not in `props`.
   */
  rendered: Record<string, (RootContent | HtmlElement)[]>;
  node: MdxJsxFlowElement | MdxJsxTextElement;
  /** Written as a block (`<Tabs>` on its own lines) rather than inside a paragraph. */
  flow: boolean;
  lang: Lang;
  /** The site's own words for the page strings in the page's language. */
  pageStrings?: PageStrings;
  /** The page's front matter, as written (Rspress's home page parts draw from it). */
  frontmatter?: FrontMatter;
  /** The site was written for Rspress 1 (its config sets `markdown.linksFromRoot`): a component draws as Rspress 1's did. */
  rspress1?: boolean;
  /** The site's base path (`/docs/`), for the pictures a component names by a path of the site. */
  base?: string;
  /** An id unique on the page: `${prefix}-${n}`. */
  uniqueId(prefix: string): string;
  /** Keeps values a later step needs that cannot be in the tree (functions): their index on the page. */
  keep(transformers: unknown[]): number;
}

export type Component = (context: ComponentContext) => HtmlElement | RootContent;

/** A string prop, or `undefined`; any other type is the writer's mistake, reported with the prop name. */
export function stringProp(context: ComponentContext, name: string): string | undefined {
  const value = context.props[name];
  if (value === undefined) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw new ComponentError(`<${context.name}> ${name} must be a string`);
  return value;
}

/**
 * A prop Rspress's component takes as text or a React node (a card's `title`): what it rendered to when given as
 * JSX (see `rendered`), else its text as one node; `undefined` when not given.
 */
export function nodesProp(context: ComponentContext, name: string): (RootContent | HtmlElement | string)[] | undefined {
  const rendered = context.rendered[name];
  if (rendered) return rendered;
  const text = stringProp(context, name);
  return text === undefined ? undefined : [text];
}

/**
 * A `style` prop as CSS text: an object as React writes it (style-text.ts), or CSS text as it is; `undefined`
 * when not given or empty. Any other value is the writer's mistake, reported with the prop name.
 */
export function styleProp(context: ComponentContext): string | undefined {
  const value = context.props.style;
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'string' ? value : isPlainObject(value) ? styleText(value) : undefined;
  if (text === undefined) throw new ComponentError(`<${context.name}> style must be an object of CSS properties`);
  return text || undefined;
}

export function requiredString(context: ComponentContext, name: string): string {
  const value = stringProp(context, name);
  if (value === undefined) throw new ComponentError(`<${context.name}> needs a "${name}"`);
  return value;
}
