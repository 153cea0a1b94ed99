/**
 * Canonical form used to look a path up in the route table: no `?query#hash`, no `.html`, no
 * trailing `index`, percent-encoding decoded. Fails safe on bad percent-encoding (keeps the raw
 * text). Lookups forgive a trailing slash (`/zh` finds `/zh/`), so this needs no language list.
 *
 * @example normalizePath('/guide/x.html?a=1#h') // '/guide/x'
 */
export function normalizePath(path: string): string {
  const p = decodedPath(path.split(/[?#]/, 1)[0] || '/');
  return p.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
}

/**
 * A path with each segment percent-decoded whole, reserved characters too (`/c%2B%2B` is `/c++`, the page
 * `c++.md`), as Rspress decodes a link and a static host a request; an encoded `/` stays (no page's name holds
 * one), and a segment that does not decode stays as written.
 *
 * @example decodedPath('/Electron%20%2B%20Vue/') // '/Electron + Vue/'
 */
export function decodedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}
