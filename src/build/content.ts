import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Locales } from '../shared/locale';
import { notFoundRoute } from '../shared/not-found-page';
import type { Lang } from '../shared/types';
import {
  type KnownPageFile,
  knownPageFile,
  type PageFileRecords,
  type TrustedStat,
  trustedStat,
} from './cache/page-file-records';
import type { ContentProblems } from './errors';
import { type ParsedSource, parseSource } from './frontmatter';
import { matchesAny } from './glob';
import { isNotPageFolder, type LanguageFolders, languageFolders } from './language-folders';
import { linkRoot } from './link-root';
import { isScriptPage, isToolModule, MARKDOWN_FILE, PAGE_FILE, pageStem } from './page-file';
import { pageNameProblem } from './page-file-name';
import { routeKey, routeOf } from './routes';
import { hasDefaultExport, parseScriptPage } from './script-page';
import { readUtf8File } from './utf8-text';
import { type FolderWalk, walkFolder } from './walk-folder';

/** A page file of one language (Markdown, MDX, or a module: see page-file.ts), parsed but not rendered yet. */
export interface SourcePage extends Omit<ParsedSource, 'body'> {
  /** Markdown after the front matter; absent when the file was not read (`known`). */
  body?: string;
  /**
   * Set when the file was not read: its stat is the one the last build recorded, and its front matter is
   * that build's (see page-file-records.ts).
   */
  known?: KnownPageFile;
  /** Its stat before it was read, when a record may rest on it (see `trustedStat`). */
  stat?: TrustedStat;
  lang: Lang;
  /** Absolute path. */
  file: string;
  /** Path shown in problems (relative to the working directory). */
  display: string;
  /** Path inside the language folder, e.g. `guide/start/introduction.md`. */
  pathInLang: string;
  /** Path inside the content folder, e.g. `en/guide/start/introduction.md` (see language-folders.ts). */
  contentPath: string;
  routePath: string;
  /** The front matter could not be read: the page still claims its route (so links to it and sidebar
   * entries naming it raise no follow-up problems), but it is not rendered. */
  broken?: boolean;
}

/**
 * Every page file of a language (see page-file.ts; a module only with a default export), as paths inside
 * its folder, sorted for a stable build, the Markdown ones first (a module named like a Markdown page is
 * what that page imports, not a page of its own); links are followed only inside the content folder (or the
 * Rspress project's folder holding it: see link-root.ts), and
 * each real folder once (see walk-folder.ts). The links the walk would not follow are `skipped`.
 */
export function listPages(
  contentDir: string,
  lang: Lang,
  folders: LanguageFolders = languageFolders(contentDir, [lang]),
  excludeConvention?: readonly string[],
): FolderWalk {
  // A flat content folder is also the home of the site's static files, packages and hidden folders (and, for
  // a default language at the top, of the other languages' folders).
  const skip = folders.skipsAtTop(lang);
  const dir = folders.folderOf(lang);
  const links = linkRoot(contentDir);
  const walk = walkFolder(dir, links.folder, PAGE_FILE, skip, links.name);
  // The default language's pages beside the language folders (`docs/index.md`) count as its folder's.
  const beside = folders.besideFiles(lang).filter((file) => !walk.files.includes(file));
  const files = [...walk.files, ...beside].filter((file) => isPagePath(file, excludeConvention));
  const modules = files.filter(
    (file) =>
      isScriptPage(file) &&
      !isToolModule(file, folders.flat || folders.rootLang === lang) &&
      isPageModule(join(dir, file)),
  );
  return { ...walk, files: [...files.filter((file) => !isScriptPage(file)), ...modules] };
}

/** Whether a module of the docs folder is a page: it has a default export (unreadable, it is none). */
export function isPageModule(file: string): boolean {
  try {
    return hasDefaultExport(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Whether a path inside a language folder can be a page: not when the file or a folder on its way starts
 * with one `_` (Rspress's convention for fragments and components that pages import: `_shared/intro.mdx`;
 * its pattern, `_[^_]*`, leaves `__init__.md` a page).
 *
 * A site that gives Rspress's `route.excludeConvention` replaces that rule with its own globs (`excludeConvention`,
 * matched as `route.exclude` is, by `readSources`): names alone then make no file a fragment.
 *
 * @example isPagePath('guide/_fragments/note.mdx') // false
 * @example isPagePath('python/__init__.md')         // true
 * @example isPagePath('api/_module.md', ['theme/**']) // true
 */
export function isPagePath(pathInLang: string, excludeConvention?: readonly string[]): boolean {
  if (excludeConvention) return true;
  return !pathInLang.split('/').some((segment) => /^_(?!_)/.test(segment));
}

export interface ReadSourcesOptions {
  /** Base of the paths problems name (default the working directory). */
  cwd?: string;
  /** Globs over paths inside the content folder of files that are not pages (`route.exclude`). */
  exclude?: readonly string[];
  /** Rspress's `route.excludeConvention`, when the site gives it: globs that take the place of the `_` rule (see isPagePath). */
  excludeConvention?: readonly string[];
  /** Where links the walk would not follow are reported. */
  warnings?: ContentProblems;
  /** The last build's records: a file whose stat is unchanged since is not read again (see page-file-records.ts). */
  records?: PageFileRecords;
  /** The time files' ages are measured at (default now). */
  now?: number;
  /** The version whose folder holds the pages (`multiVersion.default`), if the site keeps one per version. */
  version?: string;
}

/**
 * Reads and parses every page of every language (files and folders named `_…` are not pages), reporting front matter problems and two files claiming
 * one route (a missing translation is `reportMissingTranslations`'s, once fragments are known). Files matching one of `exclude`
 * (globs over paths inside `contentDir`, e.g. `en/guide/draft.md`, as `route.exclude` gives them)
 * are not pages at all. A page whose name cannot be a URL or an output file's name, or whose bytes are not
 * UTF-8, is reported at line 1 (or the line of the first bad byte). Links the walk would not follow
 * (outside the content folder, around a loop) are `warnings`. A page the last build's `records` know,
 * unchanged since, comes without its body (`known`).
 */
export function readSources(
  contentDir: string,
  locales: Locales,
  problems: ContentProblems,
  {
    cwd = process.cwd(),
    exclude: given = [],
    excludeConvention,
    warnings,
    records,
    now = Date.now(),
    version,
  }: ReadSourcesOptions = {},
): SourcePage[] {
  const exclude = [...given, ...(excludeConvention ?? [])];
  const pages: SourcePage[] = [];
  const folders = languageFolders(contentDir, locales.langs, version, locales.defaultLang);
  for (const lang of locales.langs) {
    const walk = listPages(contentDir, lang, folders, excludeConvention);
    for (const { path, reason } of walk.skipped) warnings?.add(relative(cwd, path), undefined, reason);
    const files = walk.files.filter((f) => !matchesAny(folders.pathOf(lang, f), exclude));
    const claimed = new Map<string, string>();
    for (const pathInLang of files) {
      const file = folders.fileOf(lang, pathInLang);
      const display = relative(cwd, file);
      const routePath = routeOf(pathInLang, lang, locales.defaultLang);
      const owner = claimed.get(routeKey(routePath));
      // A module named like a Markdown page (`button.tsx` beside `button.mdx`) is the component that page shows.
      if (owner && isScriptPage(pathInLang) && MARKDOWN_FILE.test(owner)) continue;
      if (owner) {
        problems.add(display, 1, `route ${routePath} is already claimed by ${owner}`);
        continue;
      }
      const nameProblem = pageNameProblem(pathInLang, lang, routePath);
      if (nameProblem) {
        // Not a page at all: its route would not be the URL a link or sidebar entry names.
        problems.add(display, 1, nameProblem);
        continue;
      }
      claimed.set(routeKey(routePath), display);
      const place = { lang, file, display, pathInLang, contentPath: folders.pathOf(lang, pathInLang), routePath };
      const stat = trustedStat(file, now);
      const known = knownPageFile(records, file, stat);
      if (known) {
        const { frontmatter, bodyLineOffset } = known;
        pages.push({ ...place, frontmatter, bodyLineOffset, known });
      } else pages.push({ ...place, ...readPage(file, display, problems), stat });
    }
  }
  // (Beside a default language at the top, every folder there is its own or another language's.)
  if (warnings && !folders.flat && folders.rootLang === undefined)
    warnStrayFolders(contentDir, folders, locales, warnings, { cwd, exclude, excludeConvention, version });
  return pages;
}

/**
 * Warns of each folder beside the language folders that holds page files (`docs/en/` in a site whose only
 * language is zh): none of them is built, where Rspress would serve them at that folder's path. Folders
 * named `_…`, `public/` and hidden ones are no language's by design, as are files `exclude` leaves out.
 */
function warnStrayFolders(
  contentDir: string,
  folders: LanguageFolders,
  locales: Locales,
  warnings: ContentProblems,
  {
    cwd,
    exclude,
    excludeConvention,
    version,
  }: { cwd: string; exclude: readonly string[]; excludeConvention?: readonly string[]; version?: string },
): void {
  const base = dirname(folders.folderOf(locales.langs[0]));
  let entries: Dirent[];
  try {
    entries = readdirSync(base, { withFileTypes: true });
  } catch {
    return;
  }
  const langs = locales.langs.join(', ');
  for (const entry of entries) {
    const { name } = entry;
    // A page beside the language folders (rsdoctor's docs/404.mdx) that the default language's folder also has:
    // Rspress serves it at its path, which that page takes here. (Without one, it is the default language's.)
    if (entry.isFile() && MARKDOWN_FILE.test(name) && isPagePath(name, excludeConvention)) {
      if (folders.placeOf(join(base, name))) continue;
      if (matchesAny(version ? `${version}/${name}` : name, exclude)) continue;
      const route = `/${pageStem(name).replace(/(^|\/)index$/, '')}`;
      warnings.add(
        relative(cwd, join(base, name)),
        undefined,
        `is not in a folder of one of the site's languages (${langs}): not built (Rspress would serve it at ${route}); move it into a language's folder, or name it "_${name}" if pages only import it`,
      );
      continue;
    }
    if (
      !entry.isDirectory() ||
      locales.langs.includes(name) ||
      isNotPageFolder(name) ||
      !isPagePath(name, excludeConvention)
    )
      continue;
    const prefix = version ? `${version}/${name}/` : `${name}/`;
    const files = walkFolder(join(base, name), contentDir, MARKDOWN_FILE).files.filter(
      (file) => isPagePath(file, excludeConvention) && !matchesAny(prefix + file, exclude),
    );
    if (files.length === 0) continue;
    warnings.add(
      relative(cwd, join(base, name)),
      undefined,
      `is not a folder of one of the site's languages (${langs}): its ${files.length} page file(s) are not built (Rspress would serve them at /${name}/); move them into a language's folder, add "${name}" to the locales, or name the folder "_${name}" if pages only import its files`,
    );
  }
}

export interface TranslationCheck {
  /** Base of the paths problems name (default the working directory). */
  cwd?: string;
  /** The config's `requireTranslations` (default true): false makes a missing translation one of `warnings`. */
  requireTranslations?: boolean;
  /** Where a missing translation goes without `requireTranslations`. */
  warnings?: ContentProblems;
  /** The version whose folder holds the pages (`multiVersion.default`), if the site keeps one per version. */
  version?: string;
  /** The files that count as translations (default `pages`): every source, fragments too. */
  twins?: readonly Pick<SourcePage, 'lang' | 'pathInLang'>[];
}

/**
 * Reports each page of `pages` that lacks its twin (same path, `.md` or `.mdx`) in another language: a
 * problem, or with `requireTranslations: false` a warning (its link to that language then goes to that
 * language's home page, see the page stage's `untranslated`). Given the pages once the build knows which
 * files are fragments, which need no translation of their own. A language's `404.md` needs none either: a
 * language without its own keeps the generator's 404 page.
 */
export function reportMissingTranslations(
  contentDir: string,
  locales: Locales,
  pages: readonly Pick<SourcePage, 'lang' | 'pathInLang' | 'routePath'>[],
  problems: ContentProblems,
  { cwd = process.cwd(), requireTranslations = true, warnings, version, twins = pages }: TranslationCheck = {},
): void {
  const folders = languageFolders(contentDir, locales.langs, version, locales.defaultLang);
  const byLang = new Map<Lang, Set<string>>(locales.langs.map((lang) => [lang, new Set()]));
  for (const twin of twins) byLang.get(twin.lang)?.add(pageStem(twin.pathInLang));
  const untranslated = requireTranslations ? problems : (warnings ?? problems);
  // Where a page's link to a language it is not in leads: that language's home page, if it has one.
  const homeOf = (other: Lang) =>
    byLang.get(other)?.has('index')
      ? `the ${other} home page`
      : `the ${other} home page, which does not exist either (add ${relative(cwd, join(folders.folderOf(other), 'index.md'))})`;
  for (const { lang, pathInLang, routePath } of pages) {
    if (routePath === notFoundRoute(lang, locales.defaultLang)) continue;
    for (const other of locales.langs) {
      if (other === lang || byLang.get(other)?.has(pageStem(pathInLang))) continue;
      const add = relative(cwd, join(folders.folderOf(other), pathInLang));
      untranslated.add(
        relative(cwd, folders.fileOf(lang, pathInLang)),
        1,
        requireTranslations
          ? `has no ${other} translation: add ${add}`
          : `has no ${other} translation (add ${add}): its ${other} link goes to ${homeOf(other)}`,
      );
    }
  }
}

/**
 * A page file read and parsed: its front matter problems go to `problems`, and a page whose front matter
 * cannot be read is `broken` (its route stays claimed, see `SourcePage`).
 */
export function readPage(file: string, display: string, problems: ContentProblems): ParsedSource & { broken: boolean } {
  const text = readUtf8File(file, display, problems);
  const parse = (code: string) => (isScriptPage(file) ? parseScriptPage(code, file) : parseSource(code));
  const { parsed, issues } = text === undefined ? { parsed: undefined, issues: [] } : parse(text);
  for (const issue of issues) problems.add(display, issue.line, issue.message);
  return { ...(parsed ?? { frontmatter: {}, body: '', bodyLineOffset: 0 }), broken: !parsed };
}
