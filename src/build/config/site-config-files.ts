import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RSPRESS_CONFIG_FILES } from '../rspress-modules';

/** The names of esmx-docs's own config in a content folder, in the order they are looked for. */
const SITE_CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.mjs', 'site.config.js'] as const;

/** Whether a module's text gives a default export (ESM's, or CommonJS's `module.exports`). */
const DEFAULT_EXPORT =
  /\bexport\s+default\b|\bexport\s*\{[^}]*\bas\s+default\b|\bmodule\.exports\b|\bexports\.default\b/;

/**
 * The site config files of a folder, in the order they are looked for. Beside an Rspress config, a
 * `site.config.ts` with no default export is none: it is the project's own module (its data, named
 * `site.config`), and the Rspress config is the site's, as Rspress reads only that.
 *
 * @example siteConfigFilesIn('content') // ['/…/content/site.config.ts']
 */
export function siteConfigFilesIn(dir: string): { files: string[]; notConfigs: string[] } {
  const found = SITE_CONFIG_FILES.map((name) => join(dir, name)).filter((file) => existsSync(file));
  if (!RSPRESS_CONFIG_FILES.some((name) => existsSync(join(dir, name)))) return { files: found, notConfigs: [] };
  const gives = (file: string) => {
    try {
      return DEFAULT_EXPORT.test(readFileSync(file, 'utf8'));
    } catch {
      // One that cannot be read is left to the config's loader, which says why.
      return true;
    }
  };
  const read = found.map((file) => ({ file, config: gives(file) }));
  return {
    files: read.filter((r) => r.config).map((r) => r.file),
    notConfigs: read.filter((r) => !r.config).map((r) => r.file),
  };
}
