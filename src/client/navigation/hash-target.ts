/**
 * The element a URL's `#hash` names (its id, percent-decoded as browsers do); null for none.
 *
 * @example hashTarget('#%E7%AE%80%E4%BB%8B') // the element with id "简介"
 */
export function hashTarget(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* an undecodable hash is looked up as written */
  }
  return id ? document.getElementById(id) : null;
}
