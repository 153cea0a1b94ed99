import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { SitePage } from '../../shared/islands';
import { markdownTwinPath } from '../../shared/markdown-twin';
import { isOverviewPage } from '../../shared/overview-page';
import type { PageDependencyStamps } from '../cache/build-stamp';
import { keepSitePages } from '../cache/kept-site-pages';
import { type PageFileRecords, pageFileRecordsKey, sourceHead } from '../cache/page-file-records';
import { themeEntries } from '../components/theme-entry';
import { readPage, type SourcePage } from '../content';
import { isScriptPage } from '../page-file';
import type { MarkdownResult, MarkdownTask, PageLink, PageSource, UnreadSource } from '../render/protocol';
import { renderWithTranslations } from '../render/translations';
import type { SearchablePage } from '../search/documents';
import { pageSource, sourceSettings } from '../site';
import type { BuildRun } from './build-run';

/**
 * What the main thread keeps of a page between the two steps (its text goes to the search index, its
 * Markdown twin to its file as soon as it arrives).
 */
export type PageSummary = Omit<NonNullable<MarkdownResult['page']>, 'text' | 'markdown'>;

/** The Markdown stage's output. */
export interface RenderedPages {
  /** Every page that rendered, in source order. */
  pages: PageSummary[];
  /** Each page's text for the search index, in source order (the index file must not depend on timing). */
  searchable: SearchablePage[];
  /** Images pages show from beside them: output path → source file (see markdown/page-image.ts). */
  images: Map<string, string>;
  /** The files each page was made from besides its own (absolute page file → [file, SHA-256]), for the stamp. */
  dependencies: PageDependencyStamps;
  /** What this build learned from each page file, for the stamp (see page-file-records.ts); none without a cache. */
  pageFiles?: PageFileRecords;
  /**
   * The Markdown twin of each overview page (by route), held back until the sidebars are known: the
   * overview stage writes it with the section's index after it (see overview-stage.ts).
   */
  overviewTwins: Map<string, string>;
  /**
   * Page files (absolute) that are not pages after all: untitled ones other pages import, fragments only
   * (Rspress sites name shared fragments `options-shared.mdx` as often as `_options-shared.mdx`), and
   * modules that are components (see below).
   */
  fragments: Set<string>;
  /**
   * The internal links of pages that did not render for a problem the build reports (see
   * `MarkdownResult.links`): checked with the others, so that one build lists all of a page's problems.
   */
  failedPageLinks: PageLink[];
}

/**
 * Stage 2: every page's Markdown, in the pool (a page and its translations in one thread). The page data
 * stays on disk (its cache entry, or a scratch pack without one); each page's Markdown twin is written to
 * its `.md` file as the page arrives (an overview page's once the sidebars are known: see overview-stage.ts),
 * while the pool renders the rest (llms-full.txt reads the twins back from there: at 10,000 pages per
 * language they are ~120 MB of strings this thread would otherwise hold); the problems of every page are
 * added to the run's, to be reported together once the site is linked.
 */
export async function renderMarkdown(run: BuildRun, sources: readonly SourcePage[]): Promise<RenderedPages> {
  const { cache, config, cwd, times } = run;
  const records: PageFileRecords['files'] = {};
  const settings = sourceSettings(config, run.options.contentDir);
  const taskOf = (page: SourcePage, source = pageSource(page, times, config, settings)): MarkdownTask => {
    const codeKey = cache.codeBlocks(join(cwd, source.display));
    if (source.body === undefined) {
      // Only a page its record knows comes without its body.
      const record = page.known?.record;
      if (!record) throw new Error(`esmx-docs: ${page.display} was neither read nor known from the last build`);
      records[page.file] = record;
      return { kind: 'markdown', source, key: cache.recordedMarkdown(record.key), codeKey };
    }
    const key = cache.markdown(source);
    if (key && page.stat) records[page.file] = { stat: page.stat, head: sourceHead(source), key };
    return { kind: 'markdown', source, key, codeKey };
  };
  // A page not read (its record says it is unchanged) is read now if the rest of its source changed (its
  // last-updated time, its path) or the cache no longer holds its result.
  const holds = (page: SourcePage, source: PageSource | UnreadSource) =>
    page.known !== undefined &&
    sourceHead(source) === page.known.record.head &&
    cache.store?.has(page.known.record.key) === true;
  const reread = (page: SourcePage): SourcePage => ({
    ...page,
    ...readPage(page.file, page.display, run.problems),
    known: undefined,
    stat: page.known?.record.stat ?? page.stat,
  });
  // Each page's source is made once: checking a record and making the task both need it.
  const pages: SourcePage[] = [];
  const tasks: MarkdownTask[] = [];
  for (const listed of sources) {
    const source = pageSource(listed, times, config, settings);
    const page = listed.known && !holds(listed, source) ? reread(listed) : listed;
    if (page.broken) continue;
    pages.push(page);
    tasks.push(taskOf(page, page === listed ? source : undefined));
  }
  // The twin of a page not read whose result came from the cache is the one the last build wrote from that
  // very entry: kept by its stat, not compared byte by byte with the last build's.
  const unchanged = new Set(pages.flatMap((page) => (page.known ? [page.routePath] : [])));
  const keep = (result: MarkdownResult) => {
    // An untitled file's twin waits until the build knows whether it is a page or a fragment, a module's
    // whether it is a page or a page's component (see below), an overview page's until the build knows its
    // section's pages.
    // (A page rendered without the site's pages its components list is rendered again: see below.)
    if (!result.page || result.untitled || result.page.wantsSitePages || isScriptPage(result.page.record.relativePath))
      return result;
    if (isOverviewPage(result.page.pageType, result.page.record.frontmatter)) return result;
    const { markdown, ...page } = result.page;
    const { routePath } = page.record;
    const twin = markdownTwinPath(routePath).slice(1);
    if (result.rendered || !unchanged.has(routePath) || !run.keep(twin)) run.write(twin, markdown);
    return { ...result, page };
  };
  const cached = (task: MarkdownTask) => task.key !== undefined && cache.store?.has(task.key) === true;
  const results = await renderWithTranslations(run.pool, tasks, keep, cached);
  // Pages whose result left the cache after their task was made: read, and rendered again.
  const unread = results.flatMap((result, i) => (result.unread ? [{ i, page: reread(pages[i]) }] : []));
  for (const { i, page } of unread) if (page.broken) results[i] = { rendered: false, problems: [], warnings: [] };
  const retry = unread.filter(({ page }) => !page.broken);
  if (retry.length > 0) {
    const again = await renderWithTranslations(
      run.pool,
      retry.map(({ page }) => taskOf(page)),
      keep,
      cached,
    );
    retry.forEach(({ i }, n) => {
      results[i] = again[n];
    });
  }
  const importers = importersOf(results, pages);
  // A page whose components list the site's pages (Rspress's `usePages()`: a blog index) is rendered again
  // with them, now that every page's title and front matter are known: the first render left those out.
  const wanting = results.flatMap((result, i) => (result.page?.wantsSitePages ? [i] : []));
  if (wanting.length > 0) {
    const sitePages = sitePagesOf(results, pages, importers);
    // For the dev server's render of such a page alone, after a save.
    if (cache.store) keepSitePages(cache.store, run.options.outDir, sitePages);
    const again = wanting.map((i) => ({ i, page: pages[i].known ? reread(pages[i]) : pages[i] }));
    for (const { i, page } of again) if (page.broken) results[i] = { rendered: false, problems: [], warnings: [] };
    const ready = again.filter(({ page }) => !page.broken);
    // Under a key of their own, which the file's record does not keep: the next build renders the page's
    // first step from that record as for any page, and this one again with the pages it then has.
    const tasks = ready.map(({ page }): MarkdownTask => {
      const source = { ...pageSource(page, times, config, settings), sitePages };
      const codeKey = cache.codeBlocks(join(cwd, source.display));
      // (Every page here was read: a page's second render needs its text.)
      return { kind: 'markdown', source, key: source.body === undefined ? undefined : cache.markdown(source), codeKey };
    });
    const second = await renderWithTranslations(run.pool, tasks, keep, cached);
    ready.forEach(({ i }, n) => {
      results[i] = second[n];
    });
  }
  const rendered: RenderedPages = {
    pages: [],
    searchable: [],
    images: new Map(),
    dependencies: {},
    pageFiles: cache.store && { key: pageFileRecordsKey(cache.generator, config), files: records },
    overviewTwins: new Map(),
    fragments: new Set(),
    failedPageLinks: [],
  };
  // An Rspress site with a custom theme often draws its home page in the theme's HomeLayout, which is not
  // used here: such a page, with nothing of its own to show, would come out blank without a word.
  // (A theme with a HomeLayout of its own draws such a page: see theme-slots.ts.)
  const customTheme = themeEntries(run.options.contentDir, config.themeDir).some(
    (entry) => !readFileSync(entry, 'utf8').includes('HomeLayout'),
  );
  for (const [i, result] of results.entries()) {
    if (result.rendered) run.rendered.markdown++;
    const module = isScriptPage(pages[i].pathInLang);
    if (module && (importers.has(pages[i].file) || !result.page)) {
      // A module of the docs folder that a page imports is that page's component; one that does not render
      // on its own is most likely one too (Rspress would route both): a warning each, not a failed build.
      const { display, routePath } = pages[i];
      const importer = importers.get(pages[i].file);
      const aside = `name it "_${basename(display)}" or move it out of the docs folder`;
      const message = importer
        ? `not built as a page at ${routePath}: ${importer} imports it as a component; ${aside} if it is not meant as one`
        : `not built as a page at ${routePath}: it did not render (${result.problems.map((p) => p.message).join('; ')}); fix that, or ${aside} if it is not meant as a page`;
      run.warnings.add(display, 1, message);
      rendered.fragments.add(pages[i].file);
      continue;
    }
    const importer = result.untitled && importers.get(pages[i].file);
    if (importer) {
      // Without a title it is not meant as a page, and a page shows it: so it is one of that page's fragments
      // (whose problems and warnings that page's render reports, at this file's lines).
      rendered.fragments.add(pages[i].file);
      const line = pages[i].bodyLineOffset + 1;
      const message = `has no title, and ${importer} imports it: shown there as a fragment, not built as a page of its own (a name starting with "_" says so)`;
      run.warnings.add(pages[i].display, line, message);
      continue;
    }
    for (const p of result.problems) run.problems.add(p.file, p.line, p.message, p.hint);
    for (const w of result.warnings) run.warnings.add(w.file, w.line, w.message);
    if (!result.page) {
      rendered.failedPageLinks.push(...(result.links ?? []));
      continue;
    }
    const { text, markdown, ...page } = result.page as typeof result.page & { markdown?: string };
    if (markdown !== undefined && isOverviewPage(page.pageType, page.record.frontmatter))
      rendered.overviewTwins.set(page.record.routePath, markdown);
    else if (markdown !== undefined) run.write(markdownTwinPath(page.record.routePath).slice(1), markdown);
    for (const image of page.images) rendered.images.set(image.output, image.source);
    if (page.dependencies.length > 0) {
      const file = resolve(run.options.contentDir, page.record.relativePath);
      rendered.dependencies[file] = page.dependencies.map(({ file, sha }) => [file, sha]);
    }
    const { hero, features } = page.record.frontmatter;
    if (customTheme && page.pageType === 'home' && !hero && !features?.length && text.trim() === '')
      run.warnings.add(
        pages[i].display,
        1,
        `home page has no hero, features or text of its own, so it shows empty: the custom theme's home layout that draws it in Rspress is not used; give it front matter "hero" and "features"`,
      );
    rendered.searchable.push({ record: page.record, pageType: page.pageType, text });
    rendered.pages.push(page);
  }
  return rendered;
}

/**
 * What `usePages()` gives a component: every page that rendered, in source order, but the files pages import
 * (untitled fragments and modules that are components), which the loop above leaves out of the site.
 */
function sitePagesOf(
  results: readonly { untitled?: true; page?: { record: SitePage } }[],
  pages: readonly SourcePage[],
  importers: ReadonlyMap<string, string>,
): SitePage[] {
  const sitePages = results.flatMap((result, i) => {
    const imported = importers.has(pages[i].file);
    if (!result.page || (imported && (result.untitled || isScriptPage(pages[i].pathInLang)))) return [];
    const { title, routePath, lang, version, frontmatter } = result.page.record;
    // Without each page's headings, which a page listing them all would carry for every page of the site
    // (a megabyte at Rsbuild's 300 pages per language); a list of pages shows titles and front matter.
    return [{ title, routePath, lang, version, frontmatter, toc: [] }];
  });
  // As JSON gives them, which is how the browser gets them: a date in front matter is a `Date` in a page
  // rendered now and its text in one from the cache, and a component sorting by it would sort them apart.
  return JSON.parse(JSON.stringify(sitePages)) as SitePage[];
}

/** The first page (as shown in messages) that imports each file some page was made from, by absolute path. */
function importersOf(
  results: readonly { page?: { dependencies: { file: string }[] } }[],
  pages: readonly SourcePage[],
): Map<string, string> {
  const importers = new Map<string, string>();
  results.forEach((result, i) => {
    // (A module's page imports the module itself: that is no other page's.)
    for (const { file } of result.page?.dependencies ?? [])
      if (!importers.has(file) && file !== pages[i].file) importers.set(file, pages[i].display);
  });
  return importers;
}
