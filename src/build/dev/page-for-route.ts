import { join } from 'node:path';
import type { Locales } from '../../shared/locale';
import { normalizePath } from '../../shared/normalize-path';
import { listMarkdown } from '../content';
import { routeKey, routeOf } from '../routes';

/**
 * The source file of the page a URL shows (`/guide/a` → `<contentDir>/en/guide/a.md`, `/zh/` →
 * `<contentDir>/zh/index.md`), or undefined for any other URL. Reads the folders afresh each time: a
 * page added a moment ago is found, and a walk of a few hundred names costs about a millisecond.
 */
export function pageForRoute(contentDir: string, locales: Locales, pathname: string): string | undefined {
  const key = routeKey(normalizePath(pathname));
  for (const lang of locales.langs) {
    const found = listMarkdown(join(contentDir, lang)).find(
      (p) => routeKey(routeOf(p, lang, locales.defaultLang)) === key,
    );
    if (found) return join(contentDir, lang, found);
  }
  return undefined;
}
