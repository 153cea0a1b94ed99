import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { assetUrl } from '../shared/asset-url';
import { isSvgMarkup } from '../shared/svg-markup';
import type { FeatureIconImage } from '../shared/types';

/** An icon's picture as written: its `src` and whichever kept attributes its tag gave. */
type WrittenIcon = Partial<FeatureIconImage> & Pick<FeatureIconImage, 'src'>;

/** The `<img>` attributes an icon keeps as written; the rest (event handlers, styles) never reach the page. */
const KEPT = ['alt', 'width', 'height', 'title'] as const;

/** What a picture icon written as a path shows at, and an `<img>` without a size of its own: the icon box's size. */
const ICON_SIZE = '28';

/**
 * The picture a home feature card's `icon` names, as written: a path or URL (`/speed.svg`, as Rspress's own
 * home page writes it), a lone `<img>` tag, read for its `src` and the attributes in `KEPT` (RNTL writes
 * `<img src="/base/img/icon.svg" width="36" />`), or SVG markup, which Rspress draws inline and the card shows
 * as an image of it (a picture runs no script the markup may hold). Undefined for an emoji, text or other
 * markup, which the card shows as text: front matter is data, so no HTML from it reaches the page as written.
 *
 * @example featureIconImage('/speed.svg') // { src: '/speed.svg' }
 * @example featureIconImage('<img src="/a.svg" width="36" onerror="x">') // { src: '/a.svg', width: '36' }
 * @example featureIconImage('<svg viewBox="0 0 8 8">…</svg>') // { src: 'data:image/svg+xml,%3Csvg…' }
 * @example featureIconImage('⚡️') // undefined
 */
export function featureIconImage(icon: string): WrittenIcon | undefined {
  const text = icon.trim();
  if (/^(\/|\.\.?\/|https?:\/\/)\S*$/.test(text)) return { src: text };
  if (isSvgMarkup(text)) return { src: `data:image/svg+xml,${encodeURIComponent(text)}` };
  const tag = loneImgTag(text);
  const src = tag?.properties.src;
  if (typeof src !== 'string' || src.trim() === '') return undefined;
  const image: WrittenIcon = { src: src.trim() };
  for (const key of KEPT) {
    const value = tag?.properties[key];
    if (typeof value === 'string' || typeof value === 'number') image[key] = String(value);
  }
  return image;
}

/** Whether an icon is written as an `<img>` tag, with or without a usable `src` (one without is a mistake). */
export function isImgTag(icon: string): boolean {
  return loneImgTag(icon.trim()) !== undefined;
}

/**
 * The picture as the card draws it: under the site's base unless the URL already carries it (RNTL writes its
 * base itself, as Rspress draws such a tag as written), and at the icon box's size unless the tag gave one.
 *
 * @example drawnIcon({ src: '/a.svg' }, '/site/') // { src: '/site/a.svg', alt: '', width: '28', height: '28' }
 * @example drawnIcon({ src: '/site/a.svg', width: '36' }, '/site/') // { src: '/site/a.svg', alt: '', width: '36' }
 */
export function drawnIcon(image: WrittenIcon, base: string): FeatureIconImage {
  const sized = image.width !== undefined || image.height !== undefined;
  return {
    ...image,
    src: assetUrl(image.src, base),
    alt: image.alt ?? '',
    ...(sized ? {} : { width: ICON_SIZE, height: ICON_SIZE }),
  };
}

/** The one `<img>` element a text is made of (whitespace aside), if it is that. */
function loneImgTag(text: string): Element | undefined {
  if (!/^<img\b/i.test(text)) return undefined;
  const nodes = fromHtml(text, { fragment: true }).children.filter(
    (node) => !(node.type === 'text' && node.value.trim() === ''),
  );
  const [node] = nodes;
  return nodes.length === 1 && node?.type === 'element' && node.tagName === 'img' ? node : undefined;
}
