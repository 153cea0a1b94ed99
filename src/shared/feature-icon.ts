/**
 * The picture a home feature card's `icon` names, if it names one: a path or URL (`/speed.svg`, as
 * Rspress's own home page writes it), or the `src` of a lone `<img>` tag (`<img src="/speed.svg" />`).
 * Undefined for an emoji or other text, which the card shows as it is. The tag is only read for its `src`:
 * front matter is data, so no HTML from it reaches the page.
 *
 * @example featureIconImage('/speed.svg') // '/speed.svg'
 * @example featureIconImage('⚡️') // undefined
 */
export function featureIconImage(icon: string): string | undefined {
  const text = icon.trim();
  if (/^(\/|\.\.?\/|https?:\/\/)\S*$/.test(text)) return text;
  return /^<img\s[^>]*?\bsrc\s*=\s*(["'])([^"']+)\1[^>]*>$/i.exec(text)?.[2];
}
