import { join, relative } from 'node:path';
import { joinCache } from './cache/cache-users';
import { pageFileRecordsKey } from './cache/page-file-records';
import { GLOBAL_UI_DEPENDENCIES, globalUiComponents } from './components/global-ui-components';
import { themeEntryOf } from './components/theme-entry';
import { type HomePage, THEME_SLOT_DEPENDENCIES, themeSlots } from './components/theme-slots';
import { readSources, reportMissingTranslations } from './content';
import { fileSha } from './file-sha';
import { readGlobalStyles } from './global-styles';
import { languageFolders } from './language-folders';
import { claimOutputFolder } from './output-folder';
import { linkSite } from './site';
import { StageTimes } from './stage-times';
import { type BuildOptions, type BuildReport, type BuildRun, withBuildRun } from './stages/build-run';
import { commitSite } from './stages/commit-stage';
import { cacheDirOf, lastBuild } from './stages/last-build';
import { type RenderedPages, renderMarkdown } from './stages/markdown-stage';
import { writeOverviews } from './stages/overview-stage';
import { startPageSteps } from './stages/page-stage';
import { startSearchIndexes } from './stages/search-stage';
import { writeSiteAssets } from './stages/site-assets';
import { copyIconFile, startClientBundles, writeStaticFiles } from './stages/static-files';

export type { BuildOptions, BuildReport } from './stages/build-run';

/**
 * Builds the whole site into `outDir`, in named stages (src/build/stages/): claim the output folder, compare
 * with the last build, copy the client bundles and start compressing them, read the sources, render every
 * page's Markdown in the pool (each page's Markdown twin written as it arrives), link the site (nav,
 * sidebars, the dead-link check), start the search indexes in the pool, write what every page shares and the
 * overview pages' indexes, then every page's chunk and HTML in the pool while this thread writes the other files, and
 * at last swap the whole new site in. Content problems from every page are reported together; on any
 * failure, or an interrupt, the old `outDir` stays as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const { contentDir, outDir, config } = options;
  const started = Date.now();
  const times = new StageTimes();
  const langs = config.locales.map((l) => l.lang);
  const folders = languageFolders(contentDir, langs, config.multiVersion?.default, config.lang);
  const reads = [
    ...langs.map((lang) => ({ folder: folders.folderOf(lang), skips: folders.skipsAtTop(lang) })),
    { folder: join(contentDir, 'public') },
  ];
  const lock = claimOutputFolder(outDir, contentDir, reads);
  const cacheDir = cacheDirOf(options);
  const leaveCache = cacheDir === undefined ? undefined : joinCache(cacheDir);
  try {
    // The comparison first: a build that finds nothing changed starts no thread. Starting the render threads
    // before it (each loading the Markdown pipeline at once) took a third of such a build at 1,000 pages
    // per language, and after an edit the pipeline is ready in time either way (bench/README.md).
    const last = lastBuild(options);
    times.end('compare');
    if (last.current) return { ...last.current, stages: times.stages };
    return await withBuildRun(options, last, lock, async (run) => {
      const bundlesCompressed = startClientBundles(run);
      const { rendered, linked } = await renderAndLink(run, times);
      // Read before the check, so that a stylesheet that does not compile is reported with the pages' problems.
      const theirStyles = await readGlobalStyles(run);
      const globalUi = await showGlobalUiComponents(run, rendered);
      const slots = await showThemeSlots(run, rendered);
      copyIconFile(run);
      run.problems.throwIfAny(run.warnings.list);
      // The search indexes first, as soon as the site is linked (their tasks go before every page waiting):
      // after an edit, the edited language's index is the longest step left, and what every page shares,
      // the page steps and checking the routes the last build's files serve (a quarter of a second at 1,000
      // pages per language) now run beside it.
      const searchIndexes = startSearchIndexes(run, rendered.searchable, linked);
      rendered.searchable.length = 0;
      const shared = await writeSiteAssets(run, linked, theirStyles, rendered.pages, {
        globalUi: Object.fromEntries(
          run.locales.langs.map((lang) => [lang, (globalUi[lang] ?? '') + (slots?.styles ?? '')]),
        ),
        slots: slots?.slots,
      });
      const overviews = await writeOverviews(run, rendered, shared.sidebarOf);
      const steps = startPageSteps(run, rendered.pages, shared, overviews, slots);
      times.end('site data');
      await writeStaticFiles(run, rendered, linked);
      times.end('static files');
      const { dependencies, pageFiles } = rendered;
      const summary = { pages: rendered.pages.length, started, dependencies, pageFiles };
      await commitSite(run, steps, searchIndexes, summary, bundlesCompressed);
      // The search indexes and the pages' HTML finish during `commitSite`, which waits for them.
      times.end('commit');
      return {
        pages: rendered.pages.length,
        outDir,
        warnings: run.warnings.list,
        rendered: run.rendered,
        dependencies,
        stages: times.stages,
      };
    });
  } finally {
    leaveCache?.();
    lock.release();
  }
}

/**
 * Reads the sources, renders their Markdown and links the site. A function of its own so that the sources
 * (every page's Markdown: over 100 MB of strings at 10,000 pages per language) are let go of when it
 * returns: `buildSite`'s frame holds its locals until the build ends.
 */
async function renderAndLink(run: BuildRun, times: StageTimes) {
  const { problems, warnings, cwd, config } = run;
  const { contentDir } = run.options;
  const records =
    run.stamp?.pageFiles?.key === pageFileRecordsKey(run.cache.generator, config) ? run.stamp.pageFiles : undefined;
  const sources = readSources(contentDir, run.locales, problems, {
    cwd,
    exclude: config.route?.exclude,
    excludeConvention: config.route?.excludeConvention,
    version: config.multiVersion?.default,
    warnings,
    records,
  });
  times.end('sources');
  const rendered = await renderMarkdown(run, sources);
  times.end('markdown');
  const { configFile } = run.options;
  const pages = rendered.fragments.size > 0 ? sources.filter((s) => !rendered.fragments.has(s.file)) : sources;
  // Fragments (untitled files that pages import) are not pages: they need no translation, but count as one.
  reportMissingTranslations(contentDir, run.locales, pages, problems, {
    twins: sources,
    cwd,
    requireTranslations: config.requireTranslations,
    warnings,
    version: config.multiVersion?.default,
  });
  const linked = linkSite({
    contentDir,
    config,
    cwd,
    sources: pages,
    pages: rendered.pages,
    failedPageLinks: rendered.failedPageLinks,
    problems,
    warnings,
    configFile,
  });
  times.end('link');
  return { rendered, linked };
}

/**
 * The config's `globalUIComponents`, bundled and prerendered once (see global-ui-components.ts): their files go
 * out with the pages' images, and the files they were made from join the pages' dependencies.
 */
async function showGlobalUiComponents(run: BuildRun, rendered: RenderedPages): Promise<Record<string, string>> {
  const { config, cwd } = run;
  if (!config.globalUIComponents?.length) return {};
  const made = await globalUiComponents(config, siteFolders(run), {
    problems: run.problems,
    warnings: run.warnings,
    cwd,
  });
  for (const [output, source] of made.copies) rendered.images.set(output, source);
  if (made.inputs.length > 0) rendered.dependencies[GLOBAL_UI_DEPENDENCIES] = made.inputs;
  return made.html;
}

/** The site's folders and options its own components are bundled with. */
function siteFolders({ config, options }: BuildRun) {
  return {
    contentDir: options.contentDir,
    base: config.base,
    ...(config.themeDir ? { themeDir: config.themeDir } : {}),
    ...(config.alias ? { alias: config.alias } : {}),
    ...(config.define ? { define: config.define } : {}),
    ...(config.i18nSource ? { i18nSource: config.i18nSource } : {}),
  };
}

/**
 * The slots of Rspress's `Layout` the site's custom theme fills, and its own home page, made once (see theme-slots.ts): their files go
 * out with the pages' images, and the theme's files join the pages' dependencies.
 */
async function showThemeSlots(run: BuildRun, rendered: RenderedPages) {
  const { config, cwd } = run;
  // Each language's home page (its shortest route), for a theme's own HomeLayout to draw.
  const homes: Record<string, HomePage> = {};
  for (const { record, pageType, homeBody } of rendered.pages)
    if (pageType === 'home' && (homes[record.lang]?.routePath.length ?? Infinity) > record.routePath.length)
      homes[record.lang] = homeBody ? { ...record, html: homeBody } : record;
  const made = await themeSlots(config, siteFolders(run), { warnings: run.warnings, cwd, homes });
  warnHiddenBodies(run, rendered, made?.homes ?? {});
  if (!made) {
    // A theme that draws nothing here yet, or does not bundle: its entry is a dependency all the same, so that the
    // dev server builds again when it is saved (the layout added, the import fixed).
    const entry = themeEntryOf(run.options.contentDir, config.themeDir);
    if (entry) rendered.dependencies[THEME_SLOT_DEPENDENCIES] = [[entry, fileSha(entry)]];
    return undefined;
  }
  for (const [output, source] of made.copies) rendered.images.set(output, source);
  rendered.dependencies[THEME_SLOT_DEPENDENCIES] = made.inputs;
  return made;
}

/**
 * A warning at each home page whose body the site does not show (the config's `homeBody`), unless the theme's
 * own home page is drawn in its place (which may show the body with Rspress's `<Content />`).
 */
function warnHiddenBodies(run: BuildRun, rendered: RenderedPages, themeHomes: Readonly<Record<string, unknown>>) {
  for (const { record, hiddenBodyLine } of rendered.pages)
    if (hiddenBodyLine !== undefined && !themeHomes[record.routePath])
      run.warnings.add(
        relative(run.cwd, join(run.options.contentDir, record.relativePath)),
        hiddenBodyLine,
        `home page: its body below the front matter is not shown, as Rspress's home layout draws only the hero, features and footer: move it to a page of its own, or set "homeBody": true in the config`,
      );
}

/**
 * The report of the last build into `options.outDir` if a build now would write exactly what it wrote
 * (the check `buildSite` starts with); `undefined` when something changed. The dev server asks this at
 * start to serve the site it built last time at once.
 */
export function unchangedBuild(options: BuildOptions): BuildReport | undefined {
  return lastBuild(options).current;
}
