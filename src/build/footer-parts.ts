import type { ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { FooterPart } from '../shared/types';
import { disallowedScheme } from './markdown/safe-url';

/** The inline elements a footer message may use besides links and line breaks. */
const INLINE = new Set(['strong', 'em', 'b', 'i', 'code', 'small', 'span']);

/**
 * The config's footer message, written as HTML in Rspress's way (`Hosted by <a href="…">Example</a> · ICP 12345`),
 * as pieces the shell draws itself: text, links (`http(s)`, `mailto`, `tel` or site paths), line breaks and a
 * few inline elements. Anything else gives its text, so no markup from the config ever reaches the page as it is.
 *
 * @example footerParts('© <a href="https://beian.miit.gov.cn/">ICP 1</a><script>x</script>')
 * // ['© ', { tag: 'a', href: 'https://beian.miit.gov.cn/', children: ['ICP 1'] }, 'x']
 */
export function footerParts(message: string): FooterPart[] {
  return partsOf(fromHtml(message, { fragment: true }).children as ElementContent[]);
}

function partsOf(nodes: readonly ElementContent[]): FooterPart[] {
  const parts: FooterPart[] = [];
  const text = (value: string) => {
    const last = parts.length - 1;
    if (typeof parts[last] === 'string') parts[last] += value;
    else if (value !== '') parts.push(value);
  };
  for (const node of nodes) {
    if (node.type === 'text') text(node.value);
    if (node.type !== 'element') continue;
    // Script and style text is no part of the message's words.
    if (node.tagName === 'script' || node.tagName === 'style') continue;
    const children = partsOf(node.children);
    const href = node.properties.href;
    if (node.tagName === 'br') parts.push({ tag: 'br' });
    else if (node.tagName === 'a' && typeof href === 'string' && href !== '' && !disallowedScheme(href))
      parts.push({ tag: 'a', href, children });
    else if (INLINE.has(node.tagName)) parts.push({ tag: node.tagName as 'strong', children });
    else for (const child of children) typeof child === 'string' ? text(child) : parts.push(child);
  }
  return parts;
}
