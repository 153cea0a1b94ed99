import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { SitePage } from '../../shared/islands';
import { defaultFirst, type Locales } from '../../shared/locale';
import { normalizePath } from '../../shared/normalize-path';
import type { PageData } from '../../shared/types';
import { listPages } from '../content';
import {
  type DeadLinkSetting,
  deadLinkExcluded,
  deadLinkMessage,
  intoLeftOutVersion,
  isPublicFile,
  outsideMarkdown,
} from '../dead-links';
import { type ContentProblem, ContentProblems } from '../errors';
import { parseSource } from '../frontmatter';
import { languageFolders } from '../language-folders';
import { lastUpdated } from '../last-updated';
import type { PageImage } from '../markdown/page-image';
import { PAGE_FILE } from '../page-file';
import { pageNameProblem } from '../page-file-name';
import { toPageData } from '../render/page-data';
import type { PageSource } from '../render/protocol';
import { renderSourcePage } from '../render/source-page';
import { routeKey, routeOf } from '../routes';
import { untranslatedLangs } from '../seo/alternates';
import type { SourceSettings } from '../site';
import { readUtf8File } from '../utf8-text';

export interface PageContext {
  contentDir: string;
  locales: Locales;
  /** The version whose folder holds the pages (`multiVersion.default`), if the site keeps one per version. */
  version?: string;
  /** Every version of `multiVersion`: links into those but `version`, which are not built, are not checked. */
  versions?: readonly string[];
  /** Last commit time of each file (see gitTimes), for the page's "Last Updated" line. */
  times: Map<string, number>;
  /** What the page's source takes from the config, as the build gives it (see `sourceSettings`). */
  settings?: Partial<SourceSettings>;
  /** The config's `markdown.checkDeadLinks`: when false, a link to no page does not keep the page from showing. */
  checkDeadLinks?: DeadLinkSetting;
  /** The config's `markdown.checkNavLinks`: when false, nor does a dead link Rspress would not check (see `outsideMarkdown`). */
  checkNavLinks?: boolean;
  cwd?: string;
  /** A page's code blocks as last highlighted (see keptCodeBlocks): those unchanged are not highlighted again. */
  codeBlocks?: (file: string) => ReadonlyMap<string, string>;
  /** The site's pages as the last build listed them, for a page whose components call `usePages()` (see kept-site-pages.ts). */
  sitePages?: () => SitePage[] | undefined;
}

/** A saved page's data, or the problems that keep it from being shown. */
export interface SavedPage {
  page?: PageData;
  problems: ContentProblem[];
  /** Files the page was rendered from besides its own (fragments, components, code files), when it rendered. */
  dependencies?: string[];
  /** Images and component scripts and styles the page shows, to copy into the site before it is sent. */
  assets?: PageImage[];
}

/**
 * Renders one saved page on its own, for the dev server to show at once (the full rebuild that follows
 * confirms it and rewrites the site): through the build's own Markdown step, with its links checked
 * against the routes the content folder has now. No sidebar: the tab keeps its own.
 */
export async function renderPageData(
  file: string,
  {
    contentDir,
    locales,
    version,
    versions = [],
    times,
    settings = {},
    checkDeadLinks = true,
    checkNavLinks = true,
    cwd = process.cwd(),
    codeBlocks,
    sitePages,
  }: PageContext,
): Promise<SavedPage> {
  const display = relative(cwd, file);
  const folders = languageFolders(contentDir, locales.langs, version, locales.defaultLang);
  const place = folders.placeOf(file);
  if (!place || !PAGE_FILE.test(place.pathInLang)) return { problems: [] };
  const { lang, pathInLang } = place;

  // The same checks as the build's reading of the page: its name, its bytes, its front matter.
  const routePath = routeOf(pathInLang, lang, locales.defaultLang);
  const read = new ContentProblems();
  const nameProblem = pageNameProblem(pathInLang, lang, routePath);
  if (nameProblem) read.add(display, 1, nameProblem);
  const text = nameProblem ? undefined : readUtf8File(file, display, read);
  // Removed since it was saved (deleted right after): nothing to show or report, its removal rebuilds the site.
  if (text === undefined && !nameProblem && !existsSync(file)) return { problems: [] };
  const { parsed, issues } = text === undefined ? { parsed: undefined, issues: [] } : parseSource(text);
  for (const issue of issues) read.add(display, issue.line, issue.message);
  const problems = read.list;
  if (!parsed) return { problems };

  const known = codeBlocks?.(file);
  const source: PageSource = {
    body: parsed.body,
    frontmatter: parsed.frontmatter,
    bodyLineOffset: parsed.bodyLineOffset,
    display,
    routePath,
    lang,
    langs: defaultFirst(locales),
    pathInLang,
    contentPath: folders.pathOf(lang, pathInLang),
    lastUpdated: lastUpdated(file, times),
    showLineNumbers: false,
    ...settings,
    file,
  };
  const first = await renderSourcePage(source, known && { known, used: new Map() });
  // A page whose components list the site's pages renders again with the list the last build made, as the
  // build renders it again with its own (the rebuild after the save brings any page added since).
  const listed = first.page?.wantsSitePages ? sitePages?.() : undefined;
  const rendered = listed
    ? await renderSourcePage({ ...source, sitePages: listed }, known && { known, used: new Map() })
    : first;
  problems.push(...rendered.problems);
  // A page with problems still has its dead links told, beside them, as the build tells them.
  const links = rendered.page?.links ?? rendered.links;
  if (!links) return { problems };
  const pageRoutes = locales.langs.flatMap((l) =>
    listPages(contentDir, l, folders).files.map((p) => routeOf(p, l, locales.defaultLang)),
  );
  const routes = new Set(pageRoutes.map(routeKey));
  // Without the check, the full build that follows warns of them.
  const excludes = deadLinkExcluded(checkDeadLinks);
  const leftOut = intoLeftOutVersion(version ? { default: version, versions } : undefined, locales.langs);
  const excluded = (url: string) => excludes(url) || leftOut(url);
  const langFolders = locales.langs.filter((lang) => lang !== locales.defaultLang);
  const exists = (url: string) =>
    routes.has(routeKey(normalizePath(url))) || isPublicFile(contentDir, url, langFolders);
  for (const link of checkDeadLinks ? links : []) {
    if (!checkNavLinks && outsideMarkdown(link)) continue;
    if (!exists(link.url) && !excluded(link.url))
      problems.push({
        file: link.file,
        line: link.line,
        message: deadLinkMessage(link, settings.base ?? '/', exists),
      });
  }
  if (!rendered.page) return { problems };
  const { dependencies, images: assets } = rendered.page;
  if (problems.length > 0) return { problems, dependencies };
  const untranslated = untranslatedLangs(routePath, locales, new Set(pageRoutes));
  const page: PageData = {
    ...toPageData(rendered.page),
    sidebarChunk: null,
    ...(untranslated.length > 0 ? { untranslated } : {}),
  };
  return { page, problems, dependencies, assets };
}
