import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { withoutBase } from '../shared/base-path';
import { decodedPath } from '../shared/normalize-path';
import { isWithin } from './inside-folder';
import type { PageLink } from './render/protocol';

/**
 * The config's `markdown.checkDeadLinks`: on, off (each dead link a warning), or on but for the links
 * `excludes` names, as Rspress's `markdown.link.checkDeadLinks: { excludes }` writes it: site paths as
 * written (`/scalar.html`), regular expressions, or a function of the path.
 */
export type DeadLinkSetting = boolean | { excludes: readonly (string | RegExp)[] | ((url: string) => boolean) };

/**
 * Whether a page's link is one Rspress never checks, reading only Markdown's links: one its front matter gives
 * the layout (a hero action), one written as a JSX prop (`<LinkCard href>`) or in a `.md` page's raw HTML
 * (`<a href>`). As the nav's, such a link is told of as a warning when `markdown.checkNavLinks` is false (an
 * Rspress config's default).
 */
export function outsideMarkdown(link: Pick<PageLink, 'layout' | 'jsx' | 'html'>): boolean {
  return link.layout === true || link.jsx === true || link.html === true;
}

/**
 * What a dead link to `link.url` (a site path, as the page's links give it) is told as: quoting the link as its
 * author wrote it (`link.written`, when that differs: `/api/x.html`, `./gone.md`), which is what they will search
 * the page for, as Rspress quotes it. A Markdown link written with the site's base in front (`[A](/docs/guide/a)`),
 * which Rspress checks as written and fails on too, names the page it meant: links leave the base out.
 *
 * @example deadLinkMessage({ url: '/docs/guide/a' }, '/docs/', (url) => url === '/guide/a')
 * // 'link to /docs/guide/a, which is not a page (links leave out the base, /docs/: write /guide/a)'
 * @example deadLinkMessage({ url: '/api/x', written: '/api/x.html' }, '/', () => false)
 * // 'link to /api/x.html, which is not a page'
 * @example deadLinkMessage({ url: '/guide/gone', written: './gone.md' }, '/', () => false)
 * // 'link to ./gone.md (/guide/gone), which is not a page'
 */
export function deadLinkMessage(
  link: Pick<PageLink, 'url' | 'written'>,
  base: string,
  exists: (url: string) => boolean,
): string {
  const meant = withoutBase(link.url, base);
  const hint = meant !== link.url && exists(meant) ? ` (links leave out the base, ${base}: write ${meant})` : '';
  // A relative one also says where it led, which its text alone does not.
  const written = link.written && readableUrl(link.written);
  const url = readableUrl(link.url);
  const shown = written === undefined ? url : written.startsWith('/') ? written : `${written} (${url})`;
  return `link to ${shown}, which is not a page${hint}`;
}

/**
 * A link as its author wrote it, for messages: Markdown's parser percent-encodes what a URL may not hold as it
 * is (`/nope#工具栏` comes as `/nope#%E5%B7%A5%E5%85%B7%E6%A0%8F`); a sequence that does not decode stays.
 *
 * @example readableUrl('/guide/%E5%BC%80%E5%A7%8B#a%20b') // '/guide/开始#a b'
 */
export function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * Whether the check leaves the link to `url` (a site path, as the page's links give it) alone.
 *
 * @example deadLinkExcluded({ excludes: ['/scalar.html', /^\/api\//] })('/api/x') // true
 */
export function deadLinkExcluded(setting: DeadLinkSetting | undefined): (url: string) => boolean {
  const excludes = typeof setting === 'object' ? setting.excludes : undefined;
  if (excludes === undefined) return () => false;
  if (typeof excludes === 'function') return (url) => excludes(url) === true;
  return (url) => {
    const path = url.split(/[?#]/, 1)[0];
    return excludes.some((exclude) =>
      typeof exclude === 'string' ? exclude === url || exclude === path : exclude.test(url),
    );
  };
}

/**
 * Whether a site path leads into a version of a `multiVersion` site other than the default, which esmx-docs
 * does not build (a warning names those once): `/v2/guide/a`, or with a language's prefix after or before the
 * version (`/v2/zh/…`, as Rspress routes it, or `/zh/v2/…`, as a link on a zh page is prefixed). Such a link
 * is kept as written and not checked: its page is another build's, so it would be a warning per link.
 *
 * @example intoLeftOutVersion({ default: 'v1', versions: ['v1', 'v2'] }, ['en', 'zh'])('/v2/zh/guide/a') // true
 */
export function intoLeftOutVersion(
  multiVersion: { default: string; versions: readonly string[] } | undefined,
  langs: readonly string[],
): (url: string) => boolean {
  const others = new Set(multiVersion?.versions.filter((version) => version !== multiVersion.default));
  if (others.size === 0) return () => false;
  return (url) => {
    const [first = '', second = ''] = url.split(/[?#]/, 1)[0].split('/').slice(1);
    return others.has(first) || (langs.includes(first) && others.has(second));
  };
}

/**
 * Whether a site path names a file of the content folder's `public/` (`/openapi.json`, `/scalar.html`), or a
 * folder of it with an `index.html` (`/demo/`), which the site serves as it is: a link to it is no dead link. The
 * path cannot leave that folder.
 *
 * The files the build writes itself are the site's too: those of its root, and each language's llms files under
 * its prefix (`langFolders`: the languages but the default one, `/zh/llms.txt`).
 *
 * @example isPublicFile('/site/docs', '/scalar.html#top') // true when docs/public/scalar.html exists
 */
export function isPublicFile(contentDir: string, url: string, langFolders: readonly string[] = []): boolean {
  const path = decodedPath(url.split(/[?#]/, 1)[0]);
  if (WRITTEN_FILES.has(path)) return true;
  const [, lang = '', ...rest] = path.split('/');
  if (langFolders.includes(lang) && LANGUAGE_FILES.has(`/${rest.join('/')}`)) return true;
  if (!path.startsWith('/') || path === '/') return false;
  const folder = join(contentDir, 'public');
  // A folder of it with an index page (`/demo/`, a demo app copied in whole), as a static host serves it.
  if (path.endsWith('/')) return publicFileAt(folder, `${path}index.html`) !== undefined;
  return publicFileAt(folder, path) !== undefined;
}

/** The files of the site's root esmx-docs writes itself, which a page may link to. */
const WRITTEN_FILES = new Set(['/llms.txt', '/llms-full.txt', '/sitemap.xml', '/robots.txt', '/favicon.svg']);

/** Those each language has under its prefix (see seo-files.ts). */
const LANGUAGE_FILES = new Set(['/llms.txt', '/llms-full.txt']);

/**
 * The file of `folder`, which the site serves at its root, that a site path (decoded, without `?query` or
 * `#hash`) names, if that is a file. Undefined for a path leading out of the folder, so nothing outside is
 * looked at.
 *
 * @example publicFileAt('/site/docs/public', '/img/a.png') // '/site/docs/public/img/a.png' when it exists
 */
export function publicFileAt(folder: string, path: string): string | undefined {
  const file = resolve(folder, `.${path}`);
  return isWithin(folder, file) && statSync(file, { throwIfNoEntry: false })?.isFile() === true ? file : undefined;
}
