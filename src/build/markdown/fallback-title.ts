import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { pageState } from './page-state';

/**
 * Gives a doc page whose front matter names its title, and whose Markdown writes no h1 of its own at its top
 * level (`# Title`, or a line underlined with `===`), that title as its h1, as Rspress's fallback heading does:
 * every doc page then opens with one. Read from the parsed tree, so a `# comment` in a code block is no
 * heading and an underlined one is, and the page's lines keep their numbers.
 */
export const remarkFallbackTitle: Plugin<[], Root> = () => (tree, file) => {
  const { fallbackTitle } = pageState(file);
  if (fallbackTitle === undefined) return;
  if (tree.children.some((node) => node.type === 'heading' && node.depth === 1)) return;
  tree.children.unshift({ type: 'heading', depth: 1, children: [{ type: 'text', value: fallbackTitle }] });
};
