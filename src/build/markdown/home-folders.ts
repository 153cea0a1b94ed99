import { themeFolders } from '../components/theme-entry';
import { rspressProjectOf } from '../rspress-project';

/**
 * The folders a page's relative paths (its imports, its images) may lead into: the content folder; the site's
 * theme folder (its `index.tsx` answers `@theme`, and Rspress pages import its components by relative paths
 * too); and an Rspress project's folder, the one holding its config above the content folder, where such sites
 * keep their `components/` and `assets/`. Nothing above these is ever read.
 *
 * @example homeFolders('/site/docs') // ['/site/docs', '/site/theme', '/site'], beside /site/rspress.config.ts
 */
export function homeFolders(contentDir: string, themeDir?: string): string[] {
  const project = rspressProjectOf(contentDir);
  return [contentDir, ...themeFolders(contentDir, themeDir), ...(project ? [project] : [])];
}
