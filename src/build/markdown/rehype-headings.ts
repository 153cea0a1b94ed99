import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { isOutlined } from './mdx/jsx-heading';
import { pageState } from './page-state';
import { visibleText } from './plain-text';
import { createHeadingSlugger, splitCustomId } from './slug';

const HEADING = /^h[1-6]$/;

/**
 * Gives every heading an id and every h2–h6 a trailing anchor link:
 * `<h2 id="x">Text<a class="header-anchor" href="#x" aria-hidden="true" tabindex="-1">#</a></h2>`.
 *
 * Ids come from one slugger per page over all headings in order (h1 included); `## Text {#my-id}`
 * keeps `my-id`, shows only "Text", and still counts towards later duplicates. Headings that already
 * carry an id (the GFM footnotes label) are left alone.
 */
export const rehypeHeadings: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  const slugger = createHeadingSlugger();
  const linked = headingsInLinks(tree);
  visit(tree, 'element', (node, _index, parent) => {
    if (!HEADING.test(node.tagName) || node.properties.id !== undefined) return;
    const customId = takeCustomId(node);
    let id: string;
    if (customId) {
      id = customId;
      if (!slugger.claim(id))
        page.warnings.push({
          line: node.position?.start.line ?? 0,
          message: `heading id "${id}" is used twice on this page`,
        });
    } else {
      id = slugger.slug(visibleText(node).trim());
    }
    node.properties.id = id;
    // One written in JSX gets no anchor unless it asks for the outline, as in Rspress (see jsx-heading.ts); nor
    // does one inside a link (a card: `<a href><h3>…</h3><p>…</p></a>`), where a link in the link would make the
    // browser's parser split the card apart.
    if (node.tagName !== 'h1' && isOutlined(node, parent) && !linked.has(node)) node.children.push(anchor(id));
    return 'skip';
  });
};

/** The headings inside an `<a>` element. */
function headingsInLinks(tree: Root): Set<Element> {
  const found = new Set<Element>();
  visit(tree, 'element', (link) => {
    if (link.tagName !== 'a') return;
    visit(link, 'element', (node) => {
      if (HEADING.test(node.tagName)) found.add(node);
    });
    return 'skip';
  });
  return found;
}

/** Removes a trailing `{#id}` from the heading's last text and returns the id. */
function takeCustomId(heading: Element): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const { text, id } = splitCustomId(last.value);
  if (!id) return undefined;
  if (text === '') heading.children.pop();
  else last.value = text;
  return id;
}

function anchor(id: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['header-anchor'], href: `#${id}`, ariaHidden: 'true', tabIndex: -1 },
    children: [{ type: 'text', value: '#' }],
  };
}
