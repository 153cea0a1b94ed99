import type { Locales } from '../../shared/locale';
import { normalizePath } from '../../shared/normalize-path';
import { listPages } from '../content';
import { languageFolders } from '../language-folders';
import { routeKey, routeOf } from '../routes';

/**
 * The source file of the page a URL shows (`/guide/a` → `<contentDir>/en/guide/a.md`, `/zh/` →
 * `<contentDir>/zh/index.md`), or undefined for any other URL. Reads the folders afresh each time: a
 * page added a moment ago is found, and a walk of a few hundred names costs about a millisecond.
 */
export function pageForRoute(
  contentDir: string,
  locales: Locales,
  pathname: string,
  /** The version whose folder holds the pages (`multiVersion.default`), if the site keeps one per version. */
  version?: string,
): string | undefined {
  const key = routeKey(normalizePath(pathname));
  const folders = languageFolders(contentDir, locales.langs, version, locales.defaultLang);
  for (const lang of locales.langs) {
    const found = listPages(contentDir, lang, folders).files.find(
      (p) => routeKey(routeOf(p, lang, locales.defaultLang)) === key,
    );
    if (found) return folders.fileOf(lang, found);
  }
  return undefined;
}
