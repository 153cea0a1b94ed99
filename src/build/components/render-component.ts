import type { ReactNode } from 'react';
import { withHtmlElements } from '../../shared/island-html-props';
import { CHILDREN_ATTRIBUTE } from '../../shared/islands';
import { requireReact } from './react-seam';

type React = typeof import('react');
type ReactDomServer = typeof import('react-dom/server');

/**
 * Renders a component to HTML at build time with the generator's React, as the browser will hydrate it: its
 * MDX children (already HTML, rendered by the page's pipeline) go in as one element the island loader finds
 * again by `CHILDREN_ATTRIBUTE`, laid out as if it were not there (`display: contents`), and so do its JSX props
 * (see island-html-props.ts); ids React's `useId`
 * gives start with `idPrefix` (see `ID_PREFIX_ATTRIBUTE`). Throws what the component throws.
 *
 * @example renderComponent(Counter, { start: 1 }, '', false, 'i0-') // '<button>1</button>'
 */
export function renderComponent(
  component: unknown,
  props: Record<string, unknown>,
  childrenHtml: string,
  inline: boolean,
  idPrefix: string,
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
  const given = withHtmlElements(props, react.createElement);
  // Children given as a prop (`{source}`'s string, see expressionChildren) stand when there is no HTML of them.
  return server.renderToString(
    react.createElement(
      component as Parameters<React['createElement']>[0],
      given,
      children ?? (given.children as ReactNode),
    ),
    { identifierPrefix: idPrefix },
  );
}
