import { resolve } from 'node:path';
import { isWithin } from './inside-folder';
import { rspressProjectOf } from './rspress-project';

/** The folder symbolic links among the pages may lead into, and what warnings call it. */
export interface LinkRoot {
  folder: string;
  name: string;
}

/**
 * Where a link in the docs folder may lead and still be followed: the content folder, or the Rspress project's
 * folder holding it, whose files are the site's own (see home-folders.ts). A workshop keeping each lesson at
 * the project's top level links them into `docs/` (`docs/lessons -> ../lessons`), and Rspress follows them.
 *
 * @example linkRoot('/site/docs') // { folder: '/site', name: "the project's folder" }, beside /site/rspress.config.ts
 */
export function linkRoot(contentDir: string): LinkRoot {
  const project = rspressProjectOf(contentDir);
  return project && isWithin(project, contentDir)
    ? { folder: project, name: "the project's folder" }
    : { folder: resolve(contentDir), name: 'the content folder' };
}
