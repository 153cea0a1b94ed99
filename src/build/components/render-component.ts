import { type IslandChild, islandElement } from '../../shared/island-children';
import { CHILDREN_ATTRIBUTE } from '../../shared/islands';
import { requireReact } from './react-seam';

type React = typeof import('react');
type ReactDomServer = typeof import('react-dom/server');

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
  const react = requireReact('react') as React;
  const server = requireReact('react-dom/server') as ReactDomServer;
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
  const element = islandElement(component, props, react.createElement, componentOf, children);
  return server.renderToString(element as Parameters<ReactDomServer['renderToString']>[0], {
    identifierPrefix: idPrefix,
  });
}
