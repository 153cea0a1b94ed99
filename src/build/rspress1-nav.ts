import { readFileSync } from 'node:fs';

/**
 * Whether a language folder's top-level `_meta.json` is Rspress 1's nav (an item with `activeMatch`, or items
 * with `text` and `link`, none with a `type`) rather than Rspress 2's one global sidebar. Rspress 2 stops on such a
 * file and asks for it to be renamed `_nav.json`; sites moved to 2 often keep it beside their new
 * `_nav.json`. Read as a sidebar it would list only the nav's links and leave every page out of it.
 *
 * @example
 * isRspress1Nav('docs/en/_meta.json') // true for [{ "text": "Guide", "link": "/guide/", "activeMatch": "/guide/" }]
 */
export function isRspress1Nav(metaFile: string): boolean {
  let entries: unknown;
  try {
    entries = JSON.parse(readFileSync(metaFile, 'utf8').replace(/^\uFEFF/, ''));
  } catch {
    // Missing, or not plain JSON: the sidebar's reading of it reports what is wrong.
    return false;
  }
  if (!Array.isArray(entries)) return false;
  const objects = entries.filter((entry): entry is object => typeof entry === 'object' && entry !== null);
  // `activeMatch` belongs to the nav alone; a nav may also hold a typed item or two (a custom link).
  if (objects.some((entry) => 'activeMatch' in entry)) return true;
  const untyped = objects.filter((entry) => !('type' in entry));
  return untyped.length > 0 && untyped.length === entries.length && untyped.every((entry) => 'text' in entry);
}
