import { type FSWatcher, watch } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { i18nFiles } from '../i18n-texts';
import { RSPRESS_CONFIG_FILES } from '../rspress-modules';

/**
 * Watches the files beside the content folder that shape the site (the content folder's own are
 * watchContent's): the site's `i18n.json`, whose texts label sidebars and nav, and an Rspress project's
 * config, read when the content folder has none. A change to either means a rebuild. The folder is watched,
 * not the files, so that a file appearing, or an editor replacing it, is seen too. Undefined when the folder
 * cannot be watched.
 */
export function watchBeside(contentDir: string, changed: () => void): FSWatcher | undefined {
  const names = new Set([basename(i18nFiles(contentDir)[1]), ...RSPRESS_CONFIG_FILES]);
  try {
    return watch(dirname(resolve(contentDir)), (_event, name) => {
      if (name && names.has(name)) changed();
    });
  } catch {
    return undefined;
  }
}
