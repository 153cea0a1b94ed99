import { type FSWatcher, watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import { i18nFiles } from '../i18n-texts';

/**
 * Watches the site's `i18n.json` beside the content folder (the content folder's own is watchContent's):
 * its texts label sidebars and nav, so a change means a rebuild. The folder is watched, not the file, so
 * that the file appearing, or an editor replacing it, is seen too. Undefined when the folder cannot be watched.
 */
export function watchTexts(contentDir: string, changed: () => void): FSWatcher | undefined {
  const beside = i18nFiles(contentDir)[1];
  try {
    return watch(dirname(beside), (_event, name) => {
      if (name === basename(beside)) changed();
    });
  } catch {
    return undefined;
  }
}
