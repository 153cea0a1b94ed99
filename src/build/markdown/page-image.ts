import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, relative, resolve, sep } from 'node:path';
import { aliasTargets } from '../components/config-alias';
import { contentHash } from '../content-hash';
import { isWithin, placeIn, realPath } from '../inside-folder';
import { rspressConfigIn, rspressProjectOf } from '../rspress-project';
import { homeFolders } from './home-folders';
import { starIn, tsconfigPaths } from './imports/resolve-import';

/** Where relative images of the content go in the output folder. */
const IMAGE_DIR = 'static/image/';
/** Where the scripts and styles of the site's own components go. */
export const ISLAND_DIR = 'static/islands/';

/**
 * An image file a page shows by a relative path (`![](./pic.png)`, `<img src="../img/a.png">` in MDX),
 * to be copied into the site. Copied images are named by their content, like the site's other assets:
 * `static/image/<name>.<8 hex of its SHA-256><ext>`, so a changed image gets a new URL and the old one
 * may be cached forever; two pages showing one file share one copy.
 */
export interface PageImage {
  /** Absolute path of the file, symlinks resolved. */
  source: string;
  /** Its path in the output folder, e.g. `static/image/pic.1a2b3c4d.png`. */
  output: string;
}

/** What resolving a relative image needs besides its URL. */
export interface ImageContext {
  /** Absolute path of the page file: the image path is relative to its folder. */
  pageFile: string;
  /**
   * The content folder. An image must lie in it, or in another of the folders a page's imports may reach
   * (`homeFolders`: the theme folder, an Rspress project's folder), once `..` and symlinks are resolved.
   */
  contentDir: string;
  /** The config's `themeDir` (relative to the content folder): its images are reachable as its components are. */
  themeDir?: string;
  /** The site's base path (`/` or `/docs/`), put in front of the image's URL. */
  base: string;
  /** The config's `alias` (a name → a folder relative to the content folder): `@public/img/a.png` is in it. */
  alias?: Readonly<Record<string, string | false>>;
  /** The config's `markdown.checkDeadImages`: false makes an image that is not there a warning. */
  checkDeadImages?: boolean;
  /** The generator's own files served at the site root (see `checkSiteImage`): a site-path image may show one. */
  ownPublicDir?: string;
}

/**
 * Whether an image URL is a path relative to the page (`pic.png`, `./pic.png`, `../img/a.png`), rather
 * than site-absolute (`/img/a.png`, served from public/), remote (`https:`, `//host`) or a fragment.
 */
export function isRelativeImage(url: string): boolean {
  return url !== '' && !/^[/\\#?]/.test(url) && !/^[a-z][a-z\d+.-]*:/i.test(url);
}

/**
 * Finds a relative image's file and says where it goes in the site: the file must exist and lie, once `..`
 * and symlinks are resolved (see `placeIn`: a link out of the folder is caught too), in the content folder or
 * another folder a page's imports reach (`homeFolders`), as Rspress shows an image beside its docs
 * (`../assets/demo.svg`); beyond the content folder, never in `node_modules`. `?query#hash` stays on the new
 * URL; `%20` and the like are decoded first.
 *
 * @example resolvePageImage('./pic.png', { pageFile: '/site/content/en/guide/a.md', contentDir: '/site/content', base: '/' })
 * // { image: { source: '/site/content/en/guide/pic.png', output: 'static/image/pic.1a2b3c4d.png' }, url: '/static/image/pic.1a2b3c4d.png' }
 */
export function resolvePageImage(
  url: string,
  { pageFile, contentDir, themeDir, base, alias = {} }: ImageContext,
): { image: PageImage; url: string } | { problem: string; missing?: true } {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const suffix = cut === -1 ? '' : url.slice(cut);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A lone `%` is a file name like any other.
  }
  // A name of the config's alias (`@public/img/a.png`) stands for its folder, as a bundler resolves an
  // image's import; the file must then lie inside that folder, which the writer named.
  // (Only an alias naming a folder: one naming a package or nothing holds no file of the site's.)
  const folders = aliasTargets(alias, contentDir);
  const named = Object.keys(folders).find((name) => decoded.startsWith(`${name}/`));
  // So does a name of tsconfig.json's `paths` (`@/public/a.png`), as Rsbuild resolves the import Rspress makes of it.
  const mapped = named === undefined ? pathsImage(decoded, contentDir) : undefined;
  const homes = named !== undefined ? [folders[named]] : mapped ? [mapped.folder] : homeFolders(contentDir, themeDir);
  const wanted =
    named !== undefined
      ? resolve(homes[0], decoded.slice(named.length + 1))
      : (mapped?.file ?? resolve(dirname(pageFile), decoded));
  // The folder the path names by its words; the file it leads to must then be in that same folder.
  const home = homes.find((folder) => isWithin(folder, wanted)) ?? homes[0];
  const found = placeIn(home, wanted);
  if (found.place === 'missing') {
    return { problem: `image "${url}" not found: ${relative(process.cwd(), wanted)} does not exist`, missing: true };
  }
  if (found.place === 'outside') {
    return {
      problem:
        named === undefined && !mapped
          ? outOfReach(url, contentDir)
          : `image "${url}" leads out of the folder ${named === undefined ? 'tsconfig.json "paths"' : `alias "${named}"`} names`,
    };
  }
  // Packages' files are theirs, not the project's: a path into them beyond the content folder is refused.
  if (home !== contentDir && (inNodeModules(home, wanted) || inNodeModules(realPath(home) ?? home, found.real))) {
    return { problem: `image "${url}" is in node_modules: only the project's own files are copied into the site` };
  }
  const source = found.real;
  if (!statSync(source).isFile()) return { problem: `image "${url}" is a folder, not a file` };
  const output = imageOutput(source) as string;
  return { image: { source, output }, url: base + output + suffix };
}

/**
 * The file a name of tsconfig.json's `paths` (a pattern with `*`, not `baseUrl`'s own) gives an image path, and
 * the folder its target names, which the file must lie in; undefined when no pattern takes the path.
 *
 * @example pathsImage('@/public/a.png', '/site/docs') // { folder: '/site', file: '/site/public/a.png' }, for "@/*": ["./*"]
 */
function pathsImage(path: string, contentDir: string): { folder: string; file: string } | undefined {
  for (const pattern of tsconfigPaths(contentDir)) {
    // A pattern of every name (`"*"`) would take the page's own relative images (`pic.png`) too: not those.
    const star = pattern.exact || pattern.fallback || pattern.prefix === '' ? undefined : starIn(pattern, path);
    const target = pattern.targets[0];
    if (star === undefined || target === undefined) continue;
    return { folder: resolve(target.slice(0, target.indexOf('*')) || '.'), file: resolve(target.replace('*', star)) };
  }
  return undefined;
}

/** Why an image that leads out of every folder a page may reach is refused, naming the outermost of them. */
function outOfReach(url: string, contentDir: string): string {
  const project = rspressProjectOf(contentDir);
  const where = project
    ? `the Rspress project, the folder holding ${relative(process.cwd(), rspressConfigIn(project) ?? project)}`
    : 'the content folder';
  return `image "${url}" is outside ${where}: only files inside it are copied into the site`;
}

/** Whether `path`, below `folder`, passes through a `node_modules` folder on the way. */
function inNodeModules(folder: string, path: string): boolean {
  return relative(folder, path).split(sep).includes('node_modules');
}

/**
 * Where an image file goes in the output folder, named by its bytes now; undefined when it cannot be read.
 * The Markdown step asks again on a cache hit: an image that changed since means the page's HTML names an
 * old copy, and the page is rendered again.
 */
export function imageOutput(source: string): string | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(source);
  } catch {
    return undefined;
  }
  const ext = extname(source);
  // Only characters a URL needs no escaping for: the name is for people, the hash tells files apart.
  const safeName =
    basename(source, ext)
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image';
  const safeExt = /^\.[a-z\d]+$/i.test(ext) ? ext.toLowerCase() : '';
  // The browser bundles of the site's own components (see components/bundle-component.ts) go beside them.
  const dir = safeExt === '.js' || safeExt === '.css' ? ISLAND_DIR : IMAGE_DIR;
  return `${dir}${safeName}.${contentHash(bytes)}${safeExt}`;
}
