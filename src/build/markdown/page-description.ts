import type { Element, Root } from 'hast';
import { visibleText } from './plain-text';

/**
 * The blocks whose words describe a page: prose, lists, quotes and minor headings. Code, tables, pictures,
 * rules, containers (`:::tip`), components and raw HTML are left out, as Rspress 2 leaves them out.
 */
const DESCRIBING = new Set(['p', 'ul', 'ol', 'blockquote', 'h3', 'h4', 'h5', 'h6']);

/**
 * What describes a page whose front matter has no `description`, as Rspress 2 takes it (link previews, search
 * engines, llms.txt): the words of every block after the page's `#` heading and before its first `##`, white
 * space collapsed, blocks joined by a space. Undefined when there are none, or the page has no `#` heading.
 *
 * @example pageDescription(<h1>Intro</h1><p>Esmx links <code>apps</code>.</p><ul><li>Fast</li></ul><h2>…</h2>) // 'Esmx links apps. Fast'
 */
export function pageDescription(tree: Root): string | undefined {
  const words: string[] = [];
  let titled = false;
  for (const node of tree.children) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'h1') titled = true;
    else if (node.tagName === 'h2') break;
    else if (titled && DESCRIBING.has(node.tagName)) {
      const text = blockText(node);
      if (text) words.push(text);
    }
  }
  return words.length > 0 ? words.join(' ') : undefined;
}

/** A block's words on one line; a list's items apart from one another. */
function blockText(node: Element): string {
  const text =
    node.tagName === 'ul' || node.tagName === 'ol'
      ? node.children.map((item) => (item.type === 'element' ? visibleText(item) : '')).join(' ')
      : visibleText(node);
  return text.replace(/\s+/g, ' ').trim();
}
