import { normalizePath } from './normalize-path';

/**
 * Whether two paths name the same route, ignoring a trailing slash, `.html` and `index`.
 *
 * @example
 * samePath('/guide/x.html', '/guide/x') // true
 */
export function samePath(a: string, b: string): boolean {
  const strip = (p: string) => {
    const n = normalizePath(p);
    return n.length > 1 && n.endsWith('/') ? n.slice(0, -1) : n;
  };
  return strip(a) === strip(b);
}
