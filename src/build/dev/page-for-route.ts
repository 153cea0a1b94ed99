import { join } from 'node:path';
import { normalizePath } from '../../shared/locale';
import { listMarkdown } from '../content';
import { routeKey, routeOf } from '../routes';

/**
 * The source file of the page a URL shows (`/guide/a` → `<contentDir>/en/guide/a.md`, `/zh/` →
 * `<contentDir>/zh/index.md`), or undefined for any other URL. Reads the folders afresh each time: a
 * page added a moment ago is found, and a walk of a few hundred names costs about a millisecond.
 */
export function pageForRoute(contentDir: string, langs: readonly string[], pathname: string): string | undefined {
  const key = routeKey(normalizePath(pathname));
  for (const lang of langs) {
    const found = listMarkdown(join(contentDir, lang)).find((p) => routeKey(routeOf(p, lang)) === key);
    if (found) return join(contentDir, lang, found);
  }
  return undefined;
}
