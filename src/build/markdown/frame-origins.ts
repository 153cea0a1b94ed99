import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { sourceOrigin } from '../source-origin';

/**
 * The origins of other sites a page's iframes show (`https://www.youtube.com`), each once, in the order
 * first shown: what the site's policy must let its pages frame. An iframe of a path on the site needs none.
 *
 * @example frameOrigins(tree of '<iframe src="https://codesandbox.io/embed/x">') // ['https://codesandbox.io']
 */
export function frameOrigins(tree: Root): string[] {
  const origins = new Set<string>();
  visit(tree, 'element', (node) => {
    const src = node.tagName === 'iframe' ? node.properties.src : undefined;
    const origin = typeof src === 'string' ? sourceOrigin(src.trim()) : undefined;
    if (origin) origins.add(origin);
  });
  return [...origins];
}
