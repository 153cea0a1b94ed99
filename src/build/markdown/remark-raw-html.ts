import type { Paragraph, Root, Text } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { pageState } from './page-state';

/** Parents whose children are phrasing (inline) content: raw HTML inside them stays inline text. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
]);

declare module 'mdast' {
  interface TextData {
    /** The text is raw HTML the page shows as text; the Markdown twin gives it back as the HTML it was. */
    rawHtml?: boolean;
  }
}

/**
 * Shows raw HTML written in Markdown as literal text instead of passing it through: the page then
 * says exactly what its source says, the search text holds no markup, and no script can slip in.
 * A block of HTML becomes a paragraph of its text; inline HTML becomes text where it stands.
 *
 * @example `<img src=x onerror=alert(1)>` renders as `<p>&#x3C;img src=x onerror=alert(1)></p>`.
 */
export const remarkRawHtml: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  visit(tree, 'html', (node, index, parent) => {
    if (!parent || index === undefined) return;
    // An HTML comment is not shown by a browser either (`<!-- prettier-ignore -->`): it is left out.
    if (onlyComments(node.value)) {
      parent.children.splice(index, 1);
      return index;
    }
    // A capitalized tag is a component written for an .mdx page: say why it shows as text.
    const component = /^<([A-Z][\w.]*)/.exec(node.value)?.[1];
    if (component)
      page.warnings.push({
        line: node.position?.start.line ?? 1,
        message: `<${component}> is shown as text: components work in .mdx pages (rename the file to .mdx)`,
      });
    const text: Text = { type: 'text', value: node.value, position: node.position, data: { rawHtml: true } };
    const replacement: Text | Paragraph = PHRASING_PARENTS.has(parent.type)
      ? text
      : { type: 'paragraph', children: [text], position: node.position };
    parent.children.splice(index, 1, replacement as never);
  });
};

/** Whether raw HTML is nothing but comments and white space (one pass: no pattern to backtrack on hostile text). */
function onlyComments(html: string): boolean {
  let at = 0;
  for (;;) {
    while (at < html.length && /\s/.test(html[at])) at++;
    if (at === html.length) return true;
    if (!html.startsWith('<!--', at)) return false;
    const end = html.indexOf('-->', at + 4);
    if (end === -1) return false;
    at = end + 3;
  }
}
