import { type IslandChild, islandElement } from '../../shared/island-children';
import { CHILDREN_ATTRIBUTE } from '../../shared/islands';
import { requireReact } from './react-seam';

type React = typeof import('react');
type ReactDomServer = typeof import('react-dom/server');
type ReactDomStatic = typeof import('react-dom/static');

/**
 * Renders a component to HTML at build time with the generator's React, as the browser will hydrate it: its
 * MDX children (already HTML, rendered by the page's pipeline) go in as one element the island loader finds
 * again by `CHILDREN_ATTRIBUTE`, laid out as if it were not there (`display: contents`), and so do its JSX props
 * (see island-html-props.ts); the site's components written as its children are elements of the components
 * `componentOf` gives (see island-children.ts); ids React's `useId` gives start with `idPrefix` (see
 * `ID_PREFIX_ATTRIBUTE`). Throws what the component throws.
 *
 * @example renderComponent(Counter, { start: 1 }, '', false, 'i0-') // '<button>1</button>'
 */
export function renderComponent(
  component: unknown,
  props: Record<string, unknown>,
  childrenHtml: string,
  inline: boolean,
  idPrefix: string,
  componentOf: (child: IslandChild) => unknown = () => undefined,
): string {
  const server = requireReact('react-dom/server') as ReactDomServer;
  const element = componentElement(component, props, childrenHtml, inline, componentOf);
  return server.renderToString(element as Parameters<ReactDomServer['renderToString']>[0], {
    identifierPrefix: idPrefix,
  });
}

/**
 * Whether `component` is an async function: a component written as React's server components are (`export
 * default async function Home() { const html = await codeToHtml(…) … }`), which Rspress's build renders and
 * which no browser can: it is rendered once, at build time, by `renderAsyncComponent`, and not hydrated.
 */
export function isAsyncComponent(component: unknown): boolean {
  return typeof component === 'function' && component.constructor?.name === 'AsyncFunction';
}

/** `renderComponent` for a component that awaits as it renders (see `isAsyncComponent`): it is waited for. */
export async function renderAsyncComponent(
  component: unknown,
  props: Record<string, unknown>,
  childrenHtml: string,
  inline: boolean,
  idPrefix: string,
): Promise<string> {
  const prerender = requireReact('react-dom/static') as ReactDomStatic;
  const element = componentElement(component, props, childrenHtml, inline, () => undefined);
  const { prelude } = await prerender.prerenderToNodeStream(
    element as Parameters<ReactDomStatic['prerenderToNodeStream']>[0],
    { identifierPrefix: idPrefix },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The element a component renders as, its MDX children (already HTML) in one element (see `renderComponent`). */
function componentElement(
  component: unknown,
  props: Record<string, unknown>,
  childrenHtml: string,
  inline: boolean,
  componentOf: (child: IslandChild) => unknown,
): unknown {
  const react = requireReact('react') as React;
  const children =
    childrenHtml === ''
      ? undefined
      : react.createElement(inline ? 'span' : 'div', {
          [CHILDREN_ATTRIBUTE]: '',
          style: { display: 'contents' },
          dangerouslySetInnerHTML: { __html: childrenHtml },
        });
  // Children given as a prop (`{source}`'s string, see expressionChildren; the components written as its children)
  // stand when there is no HTML of them.
  return islandElement(component, props, react.createElement, componentOf, children);
}
