import { statSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBase } from '../shared/base-path';
import type { SiteConfig } from '../shared/types';
import { isWithin, placeIn } from './inside-folder';
import { homeFolders } from './markdown/home-folders';
import { repositoryOf } from './repository-folder';
import { rspressProjectOf } from './rspress-project';

/** `https:`, `data:` and the like, or `//host/…`: an icon the browser fetches as written. */
const URL_LIKE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Whether the config's `icon` names a file of the project (`./favicon.ico`, `../assets/icon.png`, relative to
 * the content folder) rather than a URL or a path of the site (`/icon.svg`, from `public/`). Such a file is
 * copied to the site's root under its own name, as Rsbuild's `html.favicon` does with the relative path an
 * Rspress config's `icon` gives it (see rspressIcon).
 *
 * @example isIconFile('./favicon.ico') // true
 * @example isIconFile('/favicon.ico') // false
 */
export function isIconFile(icon: string): boolean {
  return /^\.\.?[/\\]/.test(icon);
}

/**
 * An Rspress config's `icon` in our terms. Rspress looks a path starting with `/` up in the docs' `public/`,
 * as we do, and leaves any other path to Rsbuild, which reads it relative to the project's folder (the
 * config's): such a path is given relative to the content folder, marked as a file by its leading `./` or
 * `../`. So is a file URL (`new URL('./mark.svg', import.meta.url)`, or its text), which Rspress's guide to
 * static assets accepts: it names the file, never an address a browser could fetch.
 *
 * @example rspressIcon('docs/public/favicon.ico', '/site/rspress.config.ts', '/site/docs') // './public/favicon.ico'
 * @example rspressIcon(new URL('file:///site/brand/mark.svg'), '/site/rspress.config.ts', '/site/docs') // '../brand/mark.svg'
 */
export function rspressIcon(icon: string | URL, configFile: string, contentDir: string): string {
  const file = String(icon).startsWith('file:') ? fileURLToPath(icon) : undefined;
  const text = String(icon);
  if (file === undefined && (URL_LIKE.test(text) || text.startsWith('/'))) return text;
  const path = relative(resolve(contentDir), file ?? resolve(configFile, '..', text))
    .split(sep)
    .join('/');
  return path.startsWith('../') ? path : `./${path}`;
}

/**
 * The `href` every page links its icon with: a URL as written, a file of the project at the site's root
 * under its own name, a path of the site under the site's base (once: `/docs/logo.svg` stays); the bundled
 * favicon when there is none.
 *
 * @example iconHref({ base: '/docs/', icon: './public/favicon.ico' }) // '/docs/favicon.ico'
 * @example iconHref({ base: '/docs/', icon: '/docs/logo.svg' }) // '/docs/logo.svg'
 */
export function iconHref({ base, icon }: Pick<SiteConfig, 'base' | 'icon'>): string {
  if (!icon) return `${base}favicon.svg`;
  if (URL_LIKE.test(icon)) return icon;
  if (isIconFile(icon)) return base + iconOutput(icon);
  // A path of the site written with the base in front keeps it once, as the logo's does.
  return withBase(`/${icon.replace(/^\//, '')}`, base);
}

/** Where a file the config's `icon` names is written in the site: its root, under the file's own name. */
export function iconOutput(icon: string): string {
  return basename(icon.replace(/\\/g, '/'));
}

/**
 * The file the config's `icon` names, once links are resolved, or why it cannot be used: it must exist and lie
 * in a folder a page's own files may come from (see home-folders.ts), in the repository the project lies in (see
 * repository-folder.ts), or in an installed package (a
 * `node_modules` folder of the content folder or of a folder above it: aio-proxy's config names its brand
 * package's mark with `import.meta.resolve`).
 *
 * @example iconSource('./public/favicon.ico', { contentDir: '/site/docs' }) // { file: '/site/docs/public/favicon.ico' }
 */
export function iconSource(
  icon: string,
  { contentDir, themeDir, cwd = process.cwd() }: { contentDir: string; themeDir?: string; cwd?: string },
): { file: string } | { problem: string } {
  const wanted = resolve(contentDir, icon);
  const shown = relative(cwd, wanted) || wanted;
  // The config names it, and may name one of its repository's (a monorepo's brand mark at its top).
  const project = rspressProjectOf(contentDir) ?? resolve(contentDir);
  const repository = repositoryOf(project);
  const homes = [...homeFolders(contentDir, themeDir), ...(repository ? [repository] : [])];
  // A package's file by its path, wherever its links lead: a workspace's packages are links to its folders.
  const home =
    homes.find((folder) => placeIn(folder, wanted).place === 'inside') ?? installedPackage(wanted, contentDir);
  const found = placeIn(home ?? resolve(contentDir), wanted);
  if (found.place === 'missing') return { problem: `"icon" names ${shown}, which does not exist` };
  if (!home) {
    const own = relative(cwd, repository ?? project) || '.';
    return {
      problem: `"icon" names ${shown}, which is neither among the project's own files (in ${own}) nor in an installed package`,
    };
  }
  if (!statSync(found.real).isFile()) return { problem: `"icon" names ${shown}, which is a folder, not a file` };
  return { file: found.real };
}

/**
 * The folder `file` lies in when it is an installed package's (under a `node_modules` folder of the content
 * folder or of a folder above it, which a package import from the content folder reaches), by its path.
 */
function installedPackage(file: string, contentDir: string): string | undefined {
  const at = file.indexOf(`${sep}node_modules${sep}`);
  if (at < 0 || !isWithin(file.slice(0, at) || sep, resolve(contentDir))) return undefined;
  return dirname(file);
}

/** The file the config's `icon` names, as a build input (its changes make a new build); none for a URL or a site path. */
export function iconInputs(icon: string | undefined, contentDir: string): string[] {
  return icon !== undefined && isIconFile(icon) ? [resolve(contentDir, icon)] : [];
}
