import { readFileSync } from 'node:fs';

/**
 * Whether a language folder's top-level `_meta.json` is Rspress 1's nav (items with `text`, `link` and
 * `activeMatch`, none with a `type`) rather than Rspress 2's one global sidebar. Rspress 2 stops on such a
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
  return (
    Array.isArray(entries) &&
    entries.length > 0 &&
    entries.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        !('type' in entry) &&
        ('text' in entry || 'activeMatch' in entry),
    )
  );
}
