import type { Root } from 'hast';
import { visibleText } from './plain-text';

/**
 * The words of a page's first paragraph before its first `##` heading, white space collapsed: what describes a page
 * whose front matter has no `description`, as Rspress 2 takes it (link previews, search engines, llms.txt).
 * Undefined when there is none, or it holds no words (an image alone).
 *
 * @example firstParagraph(<h1>Intro</h1><p>Esmx links <code>apps</code>.</p><h2>…</h2>) // 'Esmx links apps.'
 */
export function firstParagraph(tree: Root): string | undefined {
  for (const node of tree.children) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'h2') return undefined;
    if (node.tagName !== 'p') continue;
    const text = visibleText(node).replace(/\s+/g, ' ').trim();
    return text === '' ? undefined : text;
  }
  return undefined;
}
