/**
 * The source expression a Content-Security-Policy names a URL's origin by: `scheme://host[:port]` for an
 * absolute http(s) URL, `host[:port]` for a protocol-relative one (the page's own scheme); nothing for a path
 * on this origin (`'self'` covers it) or for a URL whose host a policy could not hold as it is. Other schemes
 * (`data:`) get nothing either: allowing one would allow anything written in it.
 *
 * @example sourceOrigin('https://CDN.example:8443/a.js?x') // 'https://cdn.example:8443'
 * @example sourceOrigin('//www.youtube.com/embed/x') // 'www.youtube.com'
 * @example sourceOrigin('/assets/a.js') // undefined
 */
export function sourceOrigin(url: string): string | undefined {
  const match = /^(?:(https?):)?\/\/([^/?#\\]*)/i.exec(url);
  if (!match) return undefined;
  let host: string;
  try {
    host = new URL(`http://${match[2]}`).host;
  } catch {
    return undefined;
  }
  if (!/^[a-z\d.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/.test(host)) return undefined;
  return match[1] ? `${match[1].toLowerCase()}://${host}` : host;
}
