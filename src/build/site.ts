import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defaultFirst, localesOf } from '../shared/locale';
import { normalizePath } from '../shared/normalize-path';
import { siteTitleIn } from '../shared/title';
import type { Lang, NavItem, PageRecord, PageType, Sidebar, SiteConfig } from '../shared/types';
import { clientRendered } from './client-rendered';
import { optionLine, quotedValueLine } from './config/option-line';
import { configuredNav, configuredSidebar } from './configured-navigation';
import type { SourcePage } from './content';
import {
  deadLinkExcluded,
  deadLinkMessage,
  intoLeftOutVersion,
  isPublicFile,
  outsideMarkdown,
  readableUrl,
} from './dead-links';
import type { ContentProblems } from './errors';
import { translateLabels } from './i18n-texts';
import type { InterfaceTexts } from './interface-texts';
import { sourceOf } from './item-source';
import { languageFolders } from './language-folders';
import { lastUpdated } from './last-updated';
import { linkRoot } from './link-root';
import { configPluginsOf } from './markdown/config-plugins';
import type { PageStrings } from './markdown/page-strings';
import { plainRules } from './markdown/replace-rules';
import { readNav } from './nav';
import { pageStem } from './page-file';
import type { PageLink, PageSource, UnreadSource } from './render/protocol';
import { routeKey } from './routes';
import { rspress1LinkHint } from './rspress1-link-hint';
import { isRspress1Nav } from './rspress1-nav';
import { writtenForRspress1 } from './rspress1-site';
import { buildSidebar } from './sidebar';
import { warnUnreachable } from './sidebar-coverage';
import { sitePageStrings } from './site-page-strings';
import { siteTexts } from './site-texts';

/** What a page's source takes from the config (the same for every page, made once), for the build and the dev server alike. */
export type SourceSettings = Pick<
  PageSource,
  | 'showLineNumbers'
  | 'defaultWrapCode'
  | 'linksFromRoot'
  | 'builtVersion'
  | 'noOutline'
  | 'noHomeBody'
  | 'twoslashEveryBlock'
  | 'base'
  | 'alias'
  | 'define'
  | 'i18nSource'
  | 'langAlias'
  | 'themeDir'
  | 'checkDeadImages'
  | 'replaceRules'
  | 'globalComponents'
  | 'markdownPlugins'
> & {
  /** Per language, the site's own words for the page strings (see site-page-strings.ts). */
  pageTexts?: Record<Lang, PageStrings>;
};

export function sourceSettings(config: SiteConfig, contentDir: string): SourceSettings {
  const plugins = configPluginsOf(config, contentDir);
  const pageTexts = sitePageStrings(contentDir, config);
  return {
    showLineNumbers: config.markdown?.showLineNumbers ?? false,
    ...(config.markdown?.defaultWrapCode ? { defaultWrapCode: true as const } : {}),
    ...(config.markdown?.linksFromRoot ? { linksFromRoot: true as const } : {}),
    ...(config.multiVersion?.default ? { builtVersion: config.multiVersion.default } : {}),
    ...(config.themeConfig.outline === false ? { noOutline: true as const } : {}),
    ...(config.homeBody === false ? { noHomeBody: true as const } : {}),
    ...(config.markdown?.twoslash?.explicitTrigger === false ? { twoslashEveryBlock: true as const } : {}),
    base: config.base,
    ...(config.alias ? { alias: config.alias } : {}),
    ...(config.define ? { define: config.define } : {}),
    ...(config.i18nSource ? { i18nSource: config.i18nSource } : {}),
    ...(config.markdown?.langAlias ? { langAlias: config.markdown.langAlias } : {}),
    ...(config.themeDir ? { themeDir: config.themeDir } : {}),
    ...(config.markdown?.checkDeadImages === false ? { checkDeadImages: false as const } : {}),
    ...(config.replaceRules?.length ? { replaceRules: plainRules(config.replaceRules) } : {}),
    ...(config.markdown?.globalComponents?.length ? { globalComponents: config.markdown.globalComponents } : {}),
    ...(plugins ? { markdownPlugins: plugins } : {}),
    ...(Object.keys(pageTexts).length > 0 ? { pageTexts } : {}),
  };
}

/**
 * What the Markdown step needs of a source file (a plain object: it crosses to render workers); without
 * the body when the file was not read (see page-file-records.ts).
 */
export function pageSource(
  source: SourcePage,
  times: Map<string, number>,
  config: SiteConfig,
  settings: SourceSettings,
): PageSource | UnreadSource {
  const mtimeMs = (source.stat ?? source.known?.record.stat)?.[1];
  // A page carries its own language's words only: a change to another language's renders none of its pages.
  const { pageTexts, ...shared } = settings;
  const pageStrings = pageTexts?.[source.lang];
  const head = {
    frontmatter: source.frontmatter,
    bodyLineOffset: source.bodyLineOffset,
    display: source.display,
    routePath: source.routePath,
    lang: source.lang,
    langs: defaultFirst(localesOf(config)),
    pathInLang: source.pathInLang,
    contentPath: source.contentPath,
    lastUpdated: lastUpdated(source.file, times, mtimeMs),
    ...shared,
    ...(pageStrings ? { pageStrings } : {}),
    ...(source.frontmatter.pageType === 'home' || pageStem(source.pathInLang) === 'index'
      ? { siteTitle: siteTitleIn(config, source.lang) }
      : {}),
    ...(clientRendered(config.ssg, source.routePath) ? { clientRendered: true as const } : {}),
  };
  return source.body === undefined ? head : { body: source.body, ...head };
}

export interface LinkOptions {
  /** Folder holding one sub-folder per language. */
  contentDir: string;
  config: SiteConfig;
  /** Base for paths in problem reports. */
  cwd: string;
  sources: SourcePage[];
  /** The pages that rendered, with their internal links. */
  pages: { record: PageRecord; pageType: PageType; links: PageLink[]; anchors?: readonly string[] }[];
  /** The links of pages that did not render for a problem already reported: checked as the others are. */
  failedPageLinks?: readonly PageLink[];
  problems: ContentProblems;
  /** Pages in no sidebar, folders nothing links to, and sidebar entries naming nothing. */
  warnings: ContentProblems;
  /** The config file (absolute), where a nav or sidebar it gives is reported; none when defaults apply. */
  configFile?: string;
}

/**
 * The site-wide step after every page's Markdown: checks internal links, reads each language's nav and
 * builds its sidebars (which show page titles), and gives each language's UI strings the site changes
 * (see interface-texts.ts). Problems go to `problems`.
 */
export function linkSite({
  contentDir,
  config,
  cwd,
  sources,
  pages,
  failedPageLinks = [],
  problems,
  warnings,
  configFile,
}: LinkOptions): {
  nav: Record<Lang, NavItem[]>;
  sidebar: Record<Lang, Sidebar>;
  texts: InterfaceTexts;
} {
  // Routes of pages that failed to parse or render still count, so their problem is reported once,
  // not again by every link, nav item and sidebar entry pointing at them.
  const routes = new Set(sources.map((s) => routeKey(s.routePath)));
  const langFolders = config.locales.map(({ lang }) => lang).filter((lang) => lang !== config.lang);
  const exists = (url: string) =>
    routes.has(routeKey(normalizePath(url))) || isPublicFile(contentDir, url, langFolders);
  // A site whose Rspress config turned the check off built with its dead links there: so does it here, told of each.
  const deadLinks = config.markdown?.checkDeadLinks === false ? warnings : problems;
  const excludes = deadLinkExcluded(config.markdown?.checkDeadLinks);
  const leftOut = intoLeftOutVersion(config.multiVersion, langsOf(config));
  const excluded = (url: string) => excludes(url) || leftOut(url);
  // Rspress checks the Markdown links in pages' bodies only: a site its config was written for may have a nav
  // item, a home page's hero action or a component's href leading to a page a plugin makes or another site
  // serves, or nowhere (markdown.checkNavLinks false), told of each.
  const navDeadLinks = config.markdown?.checkNavLinks === false ? warnings : deadLinks;
  // A file that is no page (`/llms.txt`, which the build writes; `/openapi.json`) is left alone, as in pages.
  // A nav or sidebar entry may name a file of the site as a page may (`/rss/blog.xml` is neither here).
  const navLinkFound = exists;
  const anchorsOf = config.markdown?.checkAnchors
    ? new Map(pages.map((p) => [routeKey(p.record.routePath), new Set(p.anchors ?? [])]))
    : undefined;
  // Told once, after the problems, when dead links name pages read from the language's root (written for Rspress 1).
  let rspress1Hint: string | undefined;
  const configSource = configFile ? readFileSync(configFile, 'utf8') : '';
  const configShown = configFile ? relative(cwd, configFile) : 'site config';
  const pluginHint = pluginPagesHint(config, configSource, configShown);
  for (const links of [...pages.map((page) => page.links), failedPageLinks]) {
    for (const link of links) {
      // By the route it leads to, or as written, as Rspress matches its excludes against the link in the page.
      if (excluded(link.url) || (link.written !== undefined && excluded(link.written))) continue;
      const report = outsideMarkdown(link) ? navDeadLinks : deadLinks;
      if (!exists(link.url)) {
        const rootRead = link.rootRead && exists(link.rootRead.url) ? link.rootRead : undefined;
        if (rootRead) rspress1Hint ??= rspress1LinkHint({ ...link, rootRead });
        report.add(
          link.file,
          link.line,
          deadLinkMessage(link, config.base, exists),
          rootRead ? rspress1Hint : pluginHint,
        );
      } else if (anchorsOf) {
        const hash = missingAnchor(link.url, anchorsOf);
        if (hash && link.samePage)
          report.add(link.file, link.line, `link to #${hash}: this page has no heading or id "${hash}"`);
        else if (hash)
          report.add(
            link.file,
            link.line,
            `link to ${readableUrl(link.url)}: that page has no heading or id "${hash}"`,
          );
      }
    }
  }

  const nav = {} as Record<Lang, NavItem[]>;
  const sidebar = {} as Record<Lang, Sidebar>;
  const langs = langsOf(config);
  // Where the config gives an option (the nav, sidebars, texts): its line, when it can be found.
  const optionAt = (option: string) => ({
    file: configShown,
    line: optionLine(configSource, option) ?? 1,
  });
  // An item of the config's nav or sidebar is told at its link's line, where the text shows it.
  const configured = (option: 'nav' | 'sidebar') => {
    const at = optionAt(`themeConfig.${option}`);
    return (written?: string) => ({
      file: at.file,
      line: (written !== undefined && quotedValueLine(configSource, at.line, written)) || at.line,
    });
  };
  const { texts, ui } = siteTexts({ contentDir, config, langs, cwd, problems });
  const folders = languageFolders(contentDir, langs, config.multiVersion?.default, config.lang);
  // A page's path inside its language folder, by its route (its record has its path in the content folder).
  const pathInLang = new Map(sources.map((s) => [s.routePath, s.pathInLang]));
  for (const lang of langs) {
    const langDir = folders.folderOf(lang);
    const prefix = lang === config.lang ? '' : `/${lang}`;
    const byPath = new Map<string, { title: string; routePath: string; frontmatter?: PageRecord['frontmatter'] }>();
    for (const s of sources)
      if (s.lang === lang)
        byPath.set(stripExt(s.pathInLang), { title: s.pathInLang, routePath: s.routePath, frontmatter: s.frontmatter });
    for (const p of pages)
      if (p.record.lang === lang) byPath.set(stripExt(pathInLang.get(p.record.routePath) ?? ''), p.record);
    const lookup = (path: string) => byPath.get(path);
    const rootMeta = join(langDir, '_meta.json');
    const configuredItems = configuredNav(config, lang, prefix, configured('nav'));
    const rspress1Nav = isRspress1Nav(rootMeta);
    const navFile = existsSync(join(langDir, '_nav.json'));
    // A site written for Rspress 1 keeps its nav there as Rspress 1 reads it, which reads no _nav.json: nothing to
    // say of it unless the config gives the nav; a _nav.json beside it is the one left unused.
    const rspress1 = writtenForRspress1(config);
    if (rspress1Nav && rspress1 && navFile && !configuredItems)
      warnings.add(
        relative(cwd, join(langDir, '_nav.json')),
        1,
        "beside Rspress 1's nav in _meta.json, which gives the nav of a site written for Rspress 1 (Rspress 1 reads no _nav.json): left unused",
      );
    else if (rspress1Nav && (configuredItems || navFile || !rspress1)) {
      const role = configuredItems
        ? "beside the config's themeConfig.nav, which gives the nav: left unused"
        : navFile
          ? 'beside _nav.json, which gives the nav: left unused (remove it)'
          : 'read as the nav (rename it to _nav.json, as Rspress 2 asks)';
      warnings.add(relative(cwd, rootMeta), 1, `Rspress 1's nav (items with "text"), not a sidebar: ${role}`);
    }
    const fromConfig = configuredSidebar(config, lang, prefix, lookup, configured('sidebar'));
    // A default language at the top of the content folder shares it with the other languages' folders.
    const besides = lang === folders.rootLang ? langs.filter((other) => other !== lang) : [];
    const links = linkRoot(contentDir);
    const sidebarOptions = { problems, warnings, besides, links, rspress1: writtenForRspress1(config) };
    sidebar[lang] = fromConfig ?? buildSidebar(langDir, prefix, lookup, sidebarOptions, cwd);
    nav[lang] = configuredItems ?? readNav(langDir, prefix, problems, cwd, config.lang, rspress1);
    for (const item of flattenNav(nav[lang])) {
      if (item.link?.startsWith('/') && !navLinkFound(item.link) && !excluded(item.link))
        navDeadLinks.add(
          sourceOf(item)?.file ?? relative(cwd, join(langDir, '_nav.json')),
          sourceOf(item)?.line ?? 1,
          `nav item "${item.text}" links to ${item.link}, which is not a page`,
        );
    }
    for (const items of Object.values(sidebar[lang])) {
      for (const item of flattenNav(items)) {
        if (item.link?.startsWith('/') && !navLinkFound(item.link) && !excluded(item.link))
          navDeadLinks.add(
            sourceOf(item)?.file ?? relative(cwd, langDir),
            sourceOf(item)?.line,
            `sidebar item "${item.text}" links to ${item.link}, which is not a page`,
          );
      }
    }
    const covered = pages
      .filter((p) => p.record.lang === lang)
      .map((p) => ({
        routePath: p.record.routePath,
        pathInLang: pathInLang.get(p.record.routePath) ?? '',
        display: relative(cwd, join(contentDir, p.record.relativePath)),
        pageType: p.pageType,
        sidebar: p.record.frontmatter.sidebar !== false,
      }));
    const addTo = fromConfig ? { addTo: `"themeConfig.sidebar" in ${configured('sidebar')().file}` } : {};
    // (Rspress 1's nav in the root's _meta.json lists no page of a sidebar.)
    const rootSidebar = !fromConfig && existsSync(rootMeta) && !rspress1Nav;
    warnUnreachable(langDir, covered, sidebar[lang], nav[lang], warnings, {
      cwd,
      rootSidebar,
      linksWithin: links.folder,
      ...addTo,
    });
    // After the checks, whose messages quote the labels as the files write them.
    for (const items of [nav[lang], ...Object.values(sidebar[lang])]) translateLabels(items, texts, lang);
  }
  return { nav, sidebar, texts: ui };
}

function langsOf(config: SiteConfig): Lang[] {
  return config.locales.map((l) => l.lang);
}

function stripExt(path: string): string {
  return pageStem(path);
}

function* flattenNav<T extends { items?: T[] }>(items: T[]): Generator<T> {
  for (const item of items) {
    yield item;
    if (item.items) yield* flattenNav(item.items);
  }
}

/**
 * The `#hash` of a link to a page that has no element with that id (`markdown.checkAnchors`), if it has none;
 * undefined for a link without one, or to a page whose ids are not known (it failed to render).
 */
function missingAnchor(url: string, anchorsOf: ReadonlyMap<string, ReadonlySet<string>>): string | undefined {
  const at = url.indexOf('#');
  if (at < 0 || at === url.length - 1) return undefined;
  let hash = url.slice(at + 1);
  try {
    hash = decodeURIComponent(hash);
  } catch {
    // Kept as written: no id holds a stray `%`.
  }
  const anchors = anchorsOf.get(routeKey(normalizePath(url)));
  // `#top` needs no id: browsers scroll to the top of the page for it.
  return anchors && !anchors.has(hash) && hash !== 'top' ? hash : undefined;
}

/**
 * The hint told once with the dead links of a site whose Rspress config lists plugins that do not run here (see
 * `SiteConfig.pluginsNotRun`; the sitemap, styles' and Markdown plugins are read): a page one of them adds
 * (Rspress's `addPages`, a plugin directory, a changelog) is not there, and a link to it is dead here where
 * Rspress counts it. Undefined for any other config. The option to leave such links out is the one the config's
 * Rspress reads.
 */
function pluginPagesHint(config: SiteConfig, source: string, shown: string): string | undefined {
  const names = config.pluginsNotRun;
  if (!names?.length) return undefined;
  const line = optionLine(source, 'plugins');
  // (Not the bundler's, `builderConfig: { plugins: […] }`, where that is the first written.)
  const at = line === undefined || optionLine(source, 'builderConfig.plugins') === line ? shown : `${shown}:${line}`;
  const option = writtenForRspress1(config) ? 'markdown.checkDeadLinks' : 'markdown.link.checkDeadLinks';
  return (
    `${at} lists Rspress plugins that do not run in esmx-docs (${names.join(', ')}): a page one of them adds (addPages, a blog, a changelog) is not built, ` +
    `so a link to it is dead here. If that is why, leave such links out of the check (${option}: { excludes: [...] }), ` +
    'or write the page in the docs folder.'
  );
}
