/**
 * Canonical form used to look a path up in the route table: no `?query#hash`, no `.html`, no
 * trailing `index`, percent-encoding decoded. Fails safe on bad percent-encoding (keeps the raw
 * text). Lookups forgive a trailing slash (`/zh` finds `/zh/`), so this needs no language list.
 *
 * @example normalizePath('/guide/x.html?a=1#h') // '/guide/x'
 */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/, 1)[0] || '/';
  try {
    p = decodeURI(p);
  } catch {
    /* keep raw */
  }
  return p.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
}
