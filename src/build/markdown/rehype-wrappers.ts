import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * Small presentational touches on plain elements:
 * - tables are wrapped in `<div class="table-wrapper">` so wide ones scroll sideways on phones;
 * - images load lazily (`loading="lazy"`), since docs pages are long and most images are below the fold,
 *   unless the page says otherwise (`<img loading="eager">` in MDX, `<Image preload>`).
 */
export const rehypeWrappers: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName === 'img') {
      node.properties.loading ??= 'lazy';
      return;
    }
    if (node.tagName !== 'table' || !parent || index === undefined) return;
    const wrapper: Element = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['table-wrapper'] },
      children: [node],
    };
    // visit() still descends into the table it holds, so images in cells get their attribute too.
    parent.children[index] = wrapper;
  });
};
