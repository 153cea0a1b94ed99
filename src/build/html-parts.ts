import type { ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { HtmlPart } from '../shared/types';
import { disallowedScheme, shortUrl } from './markdown/safe-url';

/** The inline elements a message may use besides links and line breaks. */
const INLINE = new Set(['strong', 'em', 'b', 'i', 'code', 'small', 'span']);

/** What a message's HTML may hold, for messages that name what was not drawn. */
export const DRAWN_HTML = 'text, links, line breaks and strong, em, b, i, code, small and span';

/**
 * A short message written as HTML in Rspress's way (the footer's `Hosted by <a href="…">Example</a> · ICP 12345`,
 * a hero's `Line one<br/>line two`), as pieces the shell draws itself: text, links (`http(s)`, `mailto`, `tel` or
 * site paths), line breaks and the inline elements in `INLINE`, without their attributes. Anything else gives its
 * text (script and style give nothing) and is named to `skipped`, so no markup from the config or front matter
 * ever reaches the page as it is.
 *
 * @example htmlParts('© <a href="https://beian.miit.gov.cn/">ICP 1</a><script>x</script>')
 * // ['© ', { tag: 'a', href: 'https://beian.miit.gov.cn/', children: ['ICP 1'] }] (skipped: '<script>')
 */
export function htmlParts(message: string, skipped: (what: string) => void = () => {}): HtmlPart[] {
  return partsOf(fromHtml(message, { fragment: true }).children as ElementContent[], skipped);
}

/**
 * Rspress's test for HTML in a home page's texts (a hero's, a feature card's details): an element with its closing
 * tag, or one that closes itself. Anything else is text, angle brackets and all (`Result<T, E>`, a lone `<br>`).
 */
const HOLDS_HTML = /<([a-z]+)[^<]*(?:>.*?<\/\1>|\s*\/>)/i;

/** Whether a home page's text is HTML to Rspress (see `HOLDS_HTML`). */
export const holdsHtml = (text: string): boolean => HOLDS_HTML.test(text);

/** A home page's text that holds no HTML as Rspress shows it: `\<`, `\>`, `&lt;` and `&gt;` as the brackets. */
export const shownText = (text: string): string =>
  text
    .replace(/\\([<>])/g, '$1')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

/**
 * A home page's text as Rspress draws it: as HTML when it holds some (see `htmlParts`), else as text.
 *
 * @example htmlOrTextParts('Result<T, E>') // ['Result<T, E>']
 */
export function htmlOrTextParts(text: string, skipped?: (what: string) => void): HtmlPart[] {
  return holdsHtml(text) ? htmlParts(text, skipped) : [shownText(text)];
}

/**
 * The words of a home page's text, as one line: for what shows it as text (a page's title, its Markdown twin).
 *
 * @example htmlText('Line one<br/>line <b>two</b>') // 'Line one line two'
 */
export function htmlText(message: string): string {
  const words = (parts: HtmlPart[]): string =>
    parts.map((part) => (typeof part === 'string' ? part : part.tag === 'br' ? ' ' : words(part.children))).join('');
  return words(htmlOrTextParts(message)).replace(/\s+/g, ' ').trim();
}

function partsOf(nodes: readonly ElementContent[], skipped: (what: string) => void): HtmlPart[] {
  const parts: HtmlPart[] = [];
  const text = (value: string) => {
    const last = parts.length - 1;
    if (typeof parts[last] === 'string') parts[last] += value;
    else if (value !== '') parts.push(value);
  };
  for (const node of nodes) {
    if (node.type === 'text') text(node.value);
    if (node.type !== 'element') continue;
    // Script and style text is no part of the message's words.
    if (node.tagName === 'script' || node.tagName === 'style') {
      skipped(`<${node.tagName}>`);
      continue;
    }
    const children = partsOf(node.children, skipped);
    const href = node.properties.href;
    const link = typeof href === 'string' && href !== '';
    if (node.tagName === 'br') parts.push({ tag: 'br' });
    else if (node.tagName === 'a' && link && !disallowedScheme(href)) parts.push({ tag: 'a', href, children });
    else if (INLINE.has(node.tagName)) parts.push({ tag: node.tagName as 'strong', children });
    else {
      // A link without an href is its text, as a browser shows it: nothing is lost.
      if (node.tagName !== 'a') skipped(`<${node.tagName}>`);
      else if (link) skipped(`<a href="${shortUrl(href)}">`);
      for (const child of children) typeof child === 'string' ? text(child) : parts.push(child);
    }
  }
  return parts;
}
