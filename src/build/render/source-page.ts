import { resolve } from 'node:path';
import type { PageRecord, PageType } from '../../shared/types';
import type { ContentProblem } from '../errors';
import { htmlText } from '../html-parts';
import { type CodeBlocks, type PageImage, renderMarkdown } from '../markdown';
import { type LoadedPlugins, loadConfigPlugins } from '../markdown/config-plugins';
import { addSiteGrammars } from '../markdown/highlighter';
import { applyReplaceRules } from '../markdown/replace-rules';
import { isScriptPage, pageStem } from '../page-file';
import { generatorPaths } from '../paths';
import { configOnlyTag } from '../seo/head-tag';
import { markdownTwinLead } from '../seo/markdown-twin';
import { pageFlags } from './front-matter-flags';
import { frontMatterLines } from './front-matter-lines';
import { frontMatterLinks } from './front-matter-links';
import { homeFrontMatter } from './home-front-matter';
import { metaLabel } from './meta-label';
import type { PageLink, PageSource } from './protocol';

/** A page after its Markdown step: everything the build knows about it. */
export interface RenderedPage {
  record: PageRecord;
  pageType: PageType;
  html: string;
  text: string;
  /** The page's Markdown twin: what its `.md` file and llms-full.txt show. */
  markdown: string;
  links: PageLink[];
  /** Every id in the page (headings, `<a id>`), for links to its anchors. */
  anchors: string[];
  /** Relative images the page shows, to copy into the site. */
  images: PageImage[];
  /** Files besides the page that it was rendered from (fragments, components, code files), absolute. */
  dependencies: string[];
  /** The origins of other sites its iframes show; absent when it shows none. */
  frameOrigins?: string[];
  /** A component on it lists the site's pages (`usePages()`), which `source.sitePages` did not give: see markdown-stage.ts. */
  wantsSitePages?: true;
  /** A home page's body HTML, for a theme's own HomeLayout drawing Rspress's `<Content />`. */
  homeBody?: string;
  /** The line a home page's body starts at, where the site does not show it (see the config's `homeBody`). */
  hiddenBodyLine?: number;
}

/**
 * Renders one page's Markdown and works out its title. Never throws: a page that cannot be rendered comes
 * back without `page` and with the reason in `problems`, so every page's problems are reported together.
 */
export async function renderSourcePage(
  source: PageSource,
  /** The page's code blocks as last highlighted, and where to note the ones it shows now. */
  codeBlocks?: CodeBlocks,
): Promise<{
  page?: RenderedPage;
  problems: ContentProblem[];
  warnings: ContentProblem[];
  untitled?: true;
  /** The links of a page that rendered with problems (no `page`): checked all the same, see `MarkdownResult`. */
  links?: PageLink[];
}> {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  // Rspress's page flags as it reads them (`sidebar: { order: 3 }` hides the sidebar), each other value named.
  const { frontmatter: fm, skips: flagSkips } = pageFlags(source.frontmatter);
  if (flagSkips.length > 0) {
    const lineOf = frontMatterLines(source);
    for (const skip of flagSkips)
      warnings.push({ file: source.display, line: lineOf(`${skip.key}:`), message: skip.message });
  }
  // The config's replaceRules first, as Rspress applies them to the file's text before it compiles.
  const body = applyReplaceRules(source.body, source.replaceRules);
  const offset = source.bodyLineOffset;
  const pageType = fm.pageType ?? 'doc';
  // A home page whose body the site does not show (Rspress's home layout draws no body: see `homeBody`).
  const bodyHidden = pageType === 'home' && source.noHomeBody === true;
  // A page written as a module (see script-page.ts) shows its component as it is, as in Rspress.
  const module = isScriptPage(source.pathInLang);
  // A doc page may give its title only in front matter; its h1 then comes from it, so every doc page has
  // one. Other layouts (the home hero, custom and blank pages) bring their own headings.
  // Its backslash escapes (`title: \<Form /\>`) are Markdown's, read as Rspress reads the title: `<Form />`.
  const ownTitle = fm.title ? withoutEscapes(String(fm.title)) : undefined;
  const fallbackTitle = pageType === 'doc' && ownTitle && !module ? ownTitle : undefined;
  let plugins: LoadedPlugins | undefined;
  try {
    plugins = source.markdownPlugins && (await loadConfigPlugins(source.markdownPlugins));
    if (plugins?.grammars.length) addSiteGrammars(plugins.grammars);
  } catch (error) {
    const message = `cannot load the config's markdown.remarkPlugins and rehypePlugins: ${(error as Error).message}`;
    return { problems: [{ file: source.display, message }], warnings };
  }
  let md: Awaited<ReturnType<typeof renderMarkdown>>;
  try {
    md = await renderMarkdown(body, {
      file: source.display,
      routePath: source.routePath,
      lang: source.lang,
      langs: source.langs,
      format: module || source.pathInLang.endsWith('.mdx') ? 'mdx' : 'md',
      ...(plugins ? { plugins } : {}),
      showLineNumbers: source.showLineNumbers,
      ...(source.defaultWrapCode ? { defaultWrapCode: true } : {}),
      ...(source.linksFromRoot ? { linksFromRoot: true } : {}),
      ...(source.builtVersion ? { builtVersion: source.builtVersion } : {}),
      ...(source.twoslashEveryBlock ? { twoslashEveryBlock: true } : {}),
      langAlias: source.langAlias,
      replaceRules: source.replaceRules,
      codeBlocks,
      images: imageContext(source),
      base: source.base,
      twinLead: bodyHidden ? { ...markdownTwinLead(fm), alone: true } : markdownTwinLead(fm),
      ...(fallbackTitle !== undefined ? { fallbackTitle } : {}),
      frontmatter: fm,
      imports: importsOf(source),
      ...(source.sitePages ? { sitePages: source.sitePages } : {}),
      ...(source.clientRendered ? { clientRendered: true as const } : {}),
      ...(source.pageStrings ? { pageStrings: source.pageStrings } : {}),
    });
  } catch (error) {
    // MDX syntax errors carry the line they are on; the cause names what the parser wanted, and its own cause,
    // for an expression, what JavaScript's parser found ("Could not parse expression with acorn": Unexpected token).
    const line = (error as { line?: number }).line;
    const cause = (error as Error).cause as (Error & { column?: number }) | undefined;
    const found = cause?.cause instanceof Error ? `: ${cause.cause.message}` : '';
    const column = found && cause?.column ? ` at column ${cause.column}` : '';
    const stated = (cause?.message ?? (error as Error).message) + found + column;
    // MDX reads an import or export line and every line after it, up to a blank one, as JavaScript: a heading
    // written right under an import is read as code (Rspress 1 published such a page empty).
    const said = /import\/exports? with acorn/.test(stated)
      ? `${stated} (an import or export runs on to the next blank line: put one after it, before the Markdown)`
      : stated;
    problems.push({
      file: source.display,
      line: line ? line + offset : undefined,
      message: `cannot render Markdown: ${inFileLines(said, offset)}`,
    });
    return { problems, warnings };
  }
  // A fragment's lines are its own file's; the page's count from its front matter.
  const at = (item: { line: number; file?: string }) =>
    item.file ? { file: item.file, line: item.line } : { file: source.display, line: item.line + offset };
  for (const w of md.warnings) warnings.push({ ...at(w), message: w.message });
  // The hero's and feature cards' links, resolved and checked as the body's are.
  const { frontmatter: linked, links: layoutLinks } = frontMatterLinks(fm, source);
  (Array.isArray(fm.hero?.actions) ? fm.hero.actions : []).forEach((action, i) => {
    if (action && !action.text)
      warnings.push({
        file: source.display,
        line: frontMatterLines(source)('actions'),
        message: `front matter "hero": action ${i + 1} has no text: left out (Rspress draws an empty button)`,
      });
  });
  // A tag only the config may add (a widget's `<script>`): left out, as front matter is data.
  // (A head that is no list is a front matter problem the build reports: the page is not published.)
  const givenHead = Array.isArray(fm.head) ? fm.head : [];
  const ownHead = givenHead.filter((tag) => {
    const name = configOnlyTag(tag);
    if (name)
      warnings.push({
        file: source.display,
        line: frontMatterLines(source)('head'),
        message: `front matter "head": <${name}> is left out: front matter is data and adds only meta and link tags; add it with the config's "head" (a function there can add it to this page alone)`,
      });
    return !name;
  });
  const links = [...md.links.map(({ line, file, ...link }) => ({ ...link, ...at({ line, file }) })), ...layoutLinks];
  if (md.errors.length > 0) {
    // An error in a fragment names the page showing it too: a fragment many pages import may fail in one
    // of them only (a prop from that page's front matter), and the fix is then in that page.
    for (const e of md.errors)
      problems.push({
        ...at(e),
        message: e.file ? `${e.message} (in ${source.display})` : e.message,
        ...(e.hint ? { hint: e.hint } : {}),
      });
    return { problems, warnings, links };
  }
  // A home page is the site itself (its <title> is the site's): one with no heading of its own, as Rspress
  // allows, is named after the site. An empty front matter title gives way to the h1, as in Rspress.
  // A hero's name may be HTML (`Esmx<br/>Docs`): the title is its words.
  const heroName = fm.hero?.name ? htmlText(String(fm.hero.name)) : '';
  const given = ownTitle || md.title || (pageType === 'home' ? heroName || source.siteTitle : undefined);
  // Without one, a page is named after its file, as Rspress names it in the sidebar, and the build says so
  // (unless another page imports the file: then the stage makes it that page's fragment, see untitled). The
  // language's root page has no file name of its own to give ("index"): it stands for the site, as a home does
  // (the build gives the site's title to those two only, see pageSource).
  const siteName = source.siteTitle;
  // Else its sidebar entry's label names it, where its folder's `_meta.json` gives one (and the page is then
  // made from that file too: a new label names it anew).
  const labelled = given || siteName ? undefined : metaLabel(source.file ?? resolve(source.display));
  if (labelled) md.dependencies.push(labelled.file);
  const title = given || siteName || labelled?.label || fileTitle(source.pathInLang);
  // A custom or blank page's title names it in sidebars and search only: its document is titled by the site.
  if (!given && pageType !== 'custom' && pageType !== 'blank') {
    const after = siteName ? 'the site' : labelled ? 'its label in _meta.json' : 'its file';
    warnings.push({
      file: source.display,
      line: source.bodyLineOffset + 1,
      message: `page has no title, so it is named "${title}" after ${after}: ${module ? 'add "title" to its "export const frontmatter"' : 'add a "# Title" heading or front matter "title"'}`,
    });
  }
  // What the layout draws of the hero and the feature cards.
  const { frontmatter: shown, skips } = homeFrontMatter(linked, source.base ?? '/');
  const lineOf = frontMatterLines(source);
  for (const skip of skips) warnings.push({ file: source.display, line: lineOf(skip.tag), message: skip.message });
  const written = typeof fm.description === 'string' ? fm.description.trim() : '';
  const description = written || (bodyHidden ? undefined : md.description);
  const record: PageRecord = {
    title,
    routePath: source.routePath,
    lang: source.lang,
    toc: bodyHidden ? [] : md.toc,
    // `<Overview />` in the body makes the page its section's overview, as the front matter flag does, and
    // `<Head>` adds to the page's head as front matter `head` does.
    frontmatter: {
      ...shown,
      // The config's `themeConfig.outline: false`, for every page that does not say otherwise.
      ...(source.noOutline && shown.outline === undefined ? { outline: false } : {}),
      ...(md.overview ? { overview: true } : {}),
      ...(md.head || ownHead.length !== givenHead.length ? { head: [...ownHead, ...(md.head ?? [])] } : {}),
    },
    version: '',
    relativePath: source.contentPath ?? `${source.lang}/${source.pathInLang}`,
    lastUpdated: source.lastUpdated,
    // As Rspress 2 describes a page: its front matter's words, else those before its first `##` heading.
    ...(description ? { description } : {}),
  };
  const page = {
    record,
    pageType,
    html: bodyHidden ? '' : md.html,
    text: bodyHidden ? '' : md.text,
    markdown: md.twin,
    links,
    anchors: bodyHidden ? [] : md.anchors,
    // A home page's body, which a theme's own HomeLayout may draw with Rspress's <Content /> (see theme-slots.ts).
    ...(pageType === 'home' && md.html ? { homeBody: md.html } : {}),
    // Where a body not shown starts (its first line that is not blank): the build says so unless the theme draws it.
    ...(bodyHidden && md.text.trim() !== ''
      ? { hiddenBodyLine: offset + (/^(?:[ \t]*\r?\n)*/.exec(body)?.[0] ?? '').split('\n').length }
      : {}),
    images: md.images,
    dependencies: md.dependencies,
    ...(md.frameOrigins ? { frameOrigins: md.frameOrigins } : {}),
    ...(md.wantsSitePages ? { wantsSitePages: md.wantsSitePages } : {}),
  };
  return { page, problems, warnings, ...(given ? {} : { untitled: true as const }) };
}

/**
 * A parser's message with the places it names (`(8:46-8:51)`, counted in the body) counted in the page's file,
 * as the problem's own line is.
 *
 * @example inFileLines('Expected a closing tag for `<Foo>` (8:46-8:51) before the end of `paragraph`', 4)
 * // 'Expected a closing tag for `<Foo>` (12:46-12:51) before the end of `paragraph`'
 */
function inFileLines(message: string, offset: number): string {
  return message.replace(/\((\d+):(\d+)(?:-(\d+):(\d+))?\)/g, (_, line, column, endLine, endColumn) => {
    const start = `${Number(line) + offset}:${column}`;
    return endLine === undefined ? `(${start})` : `(${start}-${Number(endLine) + offset}:${endColumn})`;
  });
}

/**
 * A title written with Markdown's backslash escapes as it reads: each escaped punctuation mark as itself.
 *
 * @example withoutEscapes('\\<Form /\\>') // '<Form />'
 */
function withoutEscapes(title: string): string {
  return title.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** The name of a page file without its extension; an `index` page's is its folder's (`guide/setup/index.md` → `setup`). */
function fileTitle(pathInLang: string): string {
  const parts = pageStem(pathInLang).split('/');
  const name = parts.pop() ?? '';
  return name === 'index' && parts.length > 0 ? (parts.pop() ?? name) : name;
}

/** Where the page's imports (`.mdx` only: a `.md` page runs nothing) and code files are looked for. */
function importsOf(source: PageSource) {
  const { pageFile, contentDir } = imageContext(source);
  return {
    pageFile,
    context: {
      contentDir,
      base: source.base,
      alias: source.alias,
      define: source.define,
      i18nSource: source.i18nSource,
      themeDir: source.themeDir,
      globalComponents: source.globalComponents,
    },
  };
}

/**
 * The page's file and content folder (the file is `<content>/<contentPath>`, by default
 * `<content>/<lang>/<pathInLang>`), the site's base, and the config's options its images follow.
 */
function imageContext(source: PageSource) {
  const pageFile = source.file ?? resolve(source.display);
  const depth = (source.contentPath ?? `${source.lang}/${source.pathInLang}`).split('/').length;
  const contentDir = resolve(pageFile, ...Array<string>(depth).fill('..'));
  return {
    pageFile,
    contentDir,
    base: source.base ?? '/',
    ...(source.alias ? { alias: source.alias } : {}),
    ...(source.themeDir !== undefined ? { themeDir: source.themeDir } : {}),
    ...(source.checkDeadImages === false ? { checkDeadImages: false } : {}),
    ownPublicDir: ownPublicDir(),
  };
}

let publicDir: string | undefined;

/** The generator's own public folder (favicon.svg), looked up once per thread: its package folder is found on disk. */
function ownPublicDir(): string {
  publicDir ??= generatorPaths().publicDir;
  return publicDir;
}
