import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { RSPRESS_CONFIG_FILES } from './rspress-modules';

/**
 * The folder of the Rspress project a content folder belongs to: the nearest folder above it holding an
 * Rspress config. `rspress build` runs in that folder whatever `root` its config names (`src/latest` two
 * levels down, say), so its `theme/` is the site's theme and its files are the project's own.
 *
 * @example rspressProjectOf('/site/src/latest') // '/site', beside /site/rspress.config.ts
 */
export function rspressProjectOf(contentDir: string): string | undefined {
  for (let dir = dirname(resolve(contentDir)); ; dir = dirname(dir)) {
    if (rspressConfigIn(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The first of `RSPRESS_CONFIG_FILES` in a folder, if it has one. */
export function rspressConfigIn(dir: string): string | undefined {
  return RSPRESS_CONFIG_FILES.map((name) => join(dir, name)).find((file) => existsSync(file));
}
