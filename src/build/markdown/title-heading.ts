import type { Element, Root } from 'hast';
import type { Heading, Nodes, Parents } from 'mdast';
import { defaultHandlers, type State } from 'mdast-util-to-hast';

declare module 'hast' {
  interface Data {
    /** On an h1 written in Markdown at the top of the page's tree: it may title the page (see `titleHeadingHandlers`). */
    pageTitle?: true;
  }
}

/**
 * The remark-rehype handler for headings, which marks the ones that may give the page its title: a `#` heading
 * (or `===` underlined) at the top level of the page's Markdown, its own or a fragment's shown there. Rspress
 * titles a page by its front matter or by such a heading only (it reads the root's children): an h1 that a
 * component renders, that JSX or a `.md` page's HTML writes, or that sits inside a container or a tab, names
 * nothing, though it shows as written.
 */
export const titleHeadingHandlers = (
  /** Whether the config has rehype plugins, after which the mark is read again (see `rehypeTitleMarks`). */
  beforePlugins: boolean,
) => ({
  heading(state: State, node: Nodes, parent: Parents | undefined): Element {
    const heading = node as Heading;
    const element = defaultHandlers.heading(state, heading);
    // The handler's element has no data of its own (and hast-util-from-parse5 declares the tags' positions there).
    if (heading.depth === 1 && parent?.type === 'root') {
      element.data = { pageTitle: true } as Element['data'];
      // Also as an attribute, which a config's rehype plugin that parses the tree anew keeps (rehype-raw drops
      // every node's data): see `rehypeTitleMarks`.
      if (beforePlugins) element.properties[TITLE_MARK] = '';
    }
    return element;
  },
});

/** The attribute marking a title heading until the config's rehype plugins have run. */
const TITLE_MARK = 'dataEsmxPageTitle';

/**
 * After the config's rehype plugins, the title heading's mark as data again, its attribute gone from the HTML
 * (see `titleHeadingHandlers`), wherever the plugins moved it.
 */
export function rehypeTitleMarks() {
  const mark = (nodes: Root['children']): void => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (TITLE_MARK in node.properties) {
        delete node.properties[TITLE_MARK];
        node.data = { ...node.data, pageTitle: true } as Element['data'];
      }
      mark(node.children);
    }
  };
  return (tree: Root) => mark(tree.children);
}

/** Whether an h1 may give the page its title (see `titleHeadingHandlers`). */
export function isTitleHeading(element: Element): boolean {
  return element.data?.pageTitle === true;
}
