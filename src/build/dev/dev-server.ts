import { existsSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Locales, localesOf } from '../../shared/locale';
import type { BuildReport } from '../build';
import { generatorHash } from '../cache/generator-hash';
import { keptSitePages } from '../cache/kept-site-pages';
import { PageCache } from '../cache/page-cache';
import { GLOBAL_UI_DEPENDENCIES } from '../components/global-ui-components';
import { THEME_SLOT_DEPENDENCIES } from '../components/theme-slots';
import type { LoadedConfig } from '../config/load-config';
import { loadSiteConfig } from '../config/load-site-config';
import { gitTimes } from '../git-times';
import { languageFolders } from '../language-folders';
import { generatorPaths } from '../paths';
import { printFailure, printProblems, printWarnings } from '../print-problems';
import { serve } from '../serve';
import { sourceSettings } from '../site';
import { siteStylesheets } from '../site-stylesheets';
import { BuildQueue } from './build-queue';
import { codeSamples } from './code-samples';
import { devClientFile, handleDevRequest, withLiveUpdates } from './dev-requests';
import { devSiteConfig } from './dev-site-config';
import { EventStream } from './event-stream';
import { freshPageHtml } from './fresh-page-html';
import { keptCodeBlocks } from './kept-code-blocks';
import { KeptSite } from './kept-site';
import { otherInputsKey } from './other-inputs';
import { copyPageAssets } from './page-assets';
import { PageDependencies } from './page-dependencies';
import { pageForRoute } from './page-for-route';
import { PrepareQueue } from './prepare-queue';
import { ProblemBoard } from './problem-board';
import type { PageContext, SavedPage } from './render-page-data';
import { asBefore, RepeatFilter } from './repeat-filter';
import { SaveDebounce } from './save-debounce';
import { buildSiteInThread } from './site-build';
import { type ChangedPages, changedPages, readSourceRecord, recordSources, writeSourceRecord } from './source-record';
import { StalePages } from './stale-pages';
import { warmUp } from './warm-up';
import { watchBeside } from './watch-beside';
import { watchClient } from './watch-client';
import { contentPages, watchContent } from './watch-content';
import { watchDependencies } from './watch-dependencies';

export interface DevServerOptions {
  contentDir: string;
  port: number;
  host?: string;
  log?: (line: string) => void;
  /** The page cache folder, which also keeps the dev site between runs (default as for `esmx-docs build`). */
  cacheDir?: string;
}

export interface DevServer {
  server: Server;
  /** Stops watching and serving, and releases the site it built (see KeptSite). */
  close(): Promise<void>;
}

/** Saves come as bursts of events (truncate, write; editors' temp files): wait for the burst to end. */
const SETTLE_MS = 30;
/**
 * After a saved page was sent, the whole-site build that confirms it waits this long for the next save:
 * a writer saving every few seconds gets one build per pause, not one per save (each takes 2.5–5 s of
 * CPU on a 114-page site, in its own thread but on the same cores as the next save's render).
 */
const REBUILD_AFTER_SAVE_MS = 1500;

/**
 * After a start on a kept site with pages changed, the pages rendered and sent again once the site is built
 * (one render each, some 50 ms with the pipeline warm); more, and the tabs reload instead.
 */
const RESEND_AT_MOST = 20;

const since = (at: number) => Math.round(performance.now() - at);

/**
 * `esmx-docs dev`: serves the site with live updates, built into the cache (or kept there from the run
 * before: see KeptSite). A saved page is rendered alone, in this thread, and sent to the open tabs at
 * once (they swap it in place, scroll kept), then the whole site is rebuilt behind it in a thread of its
 * own (BuildQueue); sidebars, nav, config, added or removed pages, and our own client code or CSS
 * rebuild and reload the tabs. Content problems go to the terminal and to an overlay in the tabs
 * (ProblemBoard); the server keeps running through them.
 */
export async function startDevServer({
  contentDir,
  port,
  host = '127.0.0.1',
  log = console.log,
  cacheDir = join(process.cwd(), 'node_modules/.cache/esmx-docs'),
}: DevServerOptions): Promise<DevServer> {
  const started = performance.now();
  const paths = generatorPaths();
  const site = KeptSite.claim(cacheDir, contentDir);
  const outDir = site.dir;
  const store = cacheDir === undefined ? undefined : new PageCache(cacheDir);
  const times = gitTimes(contentDir, store);
  // Saved pages are rendered with the config the last build (or the kept site) was made with; none before it.
  let context: PageContext | undefined;
  // The generator's code hash (reading every bundle), for the kept code blocks: when first needed, and at each build.
  let generator: string | undefined;
  const generatorNow = () => generatorHash(paths.bundles, join(paths.root, 'package-lock.json'), store);
  const adoptConfig = ({ config }: LoadedConfig) => {
    const blocks =
      cacheDir === undefined
        ? undefined
        : (file: string) => {
            generator ??= generatorNow();
            return keptCodeBlocks(cacheDir, generator, config)(file);
          };
    context = {
      contentDir,
      locales: localesOf(config),
      version: config.multiVersion?.default,
      versions: config.multiVersion?.versions,
      times,
      settings: sourceSettings(config, contentDir),
      checkDeadLinks: config.markdown?.checkDeadLinks ?? true,
      checkNavLinks: config.markdown?.checkNavLinks ?? true,
      codeBlocks: blocks,
      ...(cacheDir === undefined ? {} : { sitePages: () => keptSitePages(cacheDir, outDir) }),
    };
    stylesheets = new Set(siteStylesheets(config, contentDir));
    follow();
  };
  // Which pages each fragment, component or code file is in, from the last build and every render since;
  // those outside the content folder (an alias, node_modules) are watched on their own.
  const uses = new PageDependencies();
  // So are the site's stylesheets there (a custom theme's, a globalStyles file beside the docs): a rebuild.
  let stylesheets = new Set<string>();
  const outside = watchDependencies(contentDir, (file) => {
    if (stylesheets.has(file)) rebuildAndReload();
    else dependencySaved(file);
  });
  const follow = () => outside.follow([...uses.files(), ...stylesheets]);
  const learn = (lists: BuildReport['dependencies']) => {
    uses.setAll(lists ?? {});
    follow();
  };
  // The Markdown pipeline (unified, shiki…) loads after the server listens: nothing before needs it.
  const renderPage = async (file: string): Promise<SavedPage> => {
    if (!context) return { problems: [] };
    const rendered = await (await import('./render-page-data')).renderPageData(file, context);
    if (rendered.dependencies) {
      uses.set(file, rendered.dependencies);
      follow();
    }
    return rendered;
  };

  const events = new EventStream(() => board.message());
  const board = new ProblemBoard((message) => events.send(message));
  // Each build's warnings, the config's and the pages', those the last build printed left out.
  const warnings = new RepeatFilter(log);
  // Whether the last site build changed a sidebar (see `sidebarChunks`).
  let sidebarsChanged = false;
  const builds = new BuildQueue({
    build: async () => {
      // Not beside a page a tab is waiting for: on 2 cores, its threads took most of the CPU from it.
      await stale?.idle();
      const at = performance.now();
      const config = await loadSiteConfig(contentDir, warnings.line);
      adoptConfig(config);
      // Before the build reads anything: a page saved while it runs then counts as changed next start.
      // The generator is hashed again: a bundle rebuilt since (our client code, see watchClient) is a new one.
      generator = generatorNow();
      const others = { paths, generator, loaded: config, contentDir, outDir, times };
      const sources = site.sources && recordSources(contentDir, otherInputsKey(others));
      const workerFile = join(paths.bundles, 'dev-build-worker.mjs');
      const sidebarsBefore = sidebarChunks(outDir);
      const built = await buildSiteInThread(workerFile, { contentDir, outDir, cacheDir });
      // A page's new title changes the sidebars (and the pager) of the pages around it: the tabs reload.
      sidebarsChanged = sidebarChunks(outDir) !== sidebarsBefore;
      // Pages sent again unless the tabs reload (see the start).
      const resend = !stale?.reshaped && (stale?.size ?? 0) <= RESEND_AT_MOST;
      const caughtUp = stale?.clear(at) ?? [];
      if (site.sources && sources) writeSourceRecord(site.sources, { ...sources, dependencies: built.dependencies });
      learn(built.dependencies);
      printWarnings(built.warnings, warnings.line);
      log(`esmx-docs: built ${built.pages} pages in ${since(at)} ms${asBefore(warnings.end())}`);
      // A tab that followed a link to one of them shows the kept site's chunk, which no reload replaces.
      if (resend) for (const file of caughtUp) void sendPage(file, false);
    },
    built: ({ current, reload }) => {
      if (current) board.set([]);
      if (reload || sidebarsChanged) events.send({ type: 'reload' });
      sidebarsChanged = false;
    },
    failed: (error, { current }) => {
      // A build of files changed since has its failure, if any, printed by the build after it (a fix saved
      // meanwhile would otherwise be followed by the problem it fixed).
      if (!current) return;
      printFailure(error);
      board.setFailure(error);
    },
  });

  // Renders a page and sends it to the tabs showing it; `saved`: the log says so (the benchmark reads it).
  const sendPage = async (file: string, saved: boolean) => {
    const at = performance.now();
    try {
      const rendered = await renderPage(file);
      if (rendered.page) {
        copyPageAssets(outDir, rendered.assets ?? []);
        const route = rendered.page.routePath;
        log(
          `esmx-docs: ${saved ? `updated ${route}` : `sent ${route} (newer than the built site)`} in ${since(at)} ms`,
        );
        events.send({ type: 'page', page: rendered.page });
      }
      board.setFile(file, rendered.problems);
      printProblems(rendered.problems, console.error);
    } catch (error) {
      console.error(error);
    }
  };
  const updatePage = async (file: string) => {
    // Loading the page before the site build catches up gets it as saved (see StalePages.saved).
    staleTracker()?.saved(file, performance.now());
    await sendPage(file, true);
    builds.schedule(false, REBUILD_AFTER_SAVE_MS);
  };
  const saves = new SaveDebounce(SETTLE_MS, (file) => void updatePage(file));
  // A saved fragment, component or code file: every page made from it is rendered and sent as if saved.
  const dependencySaved = (file: string): boolean => {
    const pages = uses.pagesUsing(file);
    if (pages.length === 0) return false;
    // A global UI component, or the theme's Layout, is every page's, drawn by the build beside the shell or in
    // it: the site is built again.
    if (pages.includes(GLOBAL_UI_DEPENDENCIES) || pages.includes(THEME_SLOT_DEPENDENCIES)) {
      rebuildAndReload();
      return true;
    }
    builds.changed();
    for (const page of pages) saves.saved(page);
    return true;
  };
  const preparing = new PrepareQueue(renderPage);
  // Pages of the kept site out of date at start, until the first build is done (see StalePages).
  let stale: StalePages | undefined;
  const pagesChangedSinceKept = (loaded: LoadedConfig) => {
    const record = site.sources && readSourceRecord(site.sources);
    if (!record || !existsSync(join(outDir, '404.html'))) return undefined;
    generator ??= generatorNow();
    const now = recordSources(contentDir, otherInputsKey({ paths, generator, loaded, contentDir, outDir, times }));
    const exclude = loaded.config.route?.exclude ?? [];
    const { langs } = localesOf(loaded.config);
    const changes = changedPages(
      record,
      now,
      contentDir,
      langs,
      exclude,
      loaded.config.multiVersion?.default,
      loaded.config.lang,
    );
    if (changes) learn(record.dependencies);
    return changes;
  };

  // A site identical to the one the last run finished is served as it is; anything else is built first.
  // The build's own check (its stamp) is loaded here only, the build module being large.
  const loaded = await loadSiteConfig(contentDir, () => {}).catch(() => undefined);
  // Saved and prepared pages render with the config loaded now until a build loads its own.
  if (loaded) adoptConfig(loaded);
  const { unchangedBuild } = await import('../build');
  const kept =
    loaded &&
    unchangedBuild({ contentDir, outDir, config: devSiteConfig(loaded.config), cacheDir, configFile: loaded.file });
  // Else, when only pages changed since the kept site's build began: serve it, those pages on demand.
  const changes = loaded && !kept ? pagesChangedSinceKept(loaded) : undefined;
  const newStalePages = (changed: ChangedPages, locales: Locales) =>
    new StalePages(changed, {
      contentDir,
      outDir,
      locales,
      version: context?.version,
      renderPage: async (file) => {
        const rendered = await renderPage(file);
        copyPageAssets(outDir, rendered.assets ?? []);
        return rendered;
      },
      pageHtml: (html, page, own) => freshPageHtml(join(paths.bundles, 'ssr.mjs'), html, page, own),
      problems: (file, problems) => board.setFile(file, problems),
    });
  if (changes && context) stale = newStalePages(changes, context.locales);
  // Pages saved while the server runs are tracked the same way, from the first save on.
  const staleTracker = () => {
    if (!stale && context) stale = newStalePages({ changed: [], removed: [] }, context.locales);
    return stale;
  };

  // Watching starts before a first build, so that a save made while it runs queues a build after it.
  // A page saved in place is updated alone; a page that appears or disappears, or any other file,
  // changes routes and sidebars: rebuild and reload.
  const rebuildAndReload = () => builds.schedule(true, SETTLE_MS);
  const pageSaved = (file: string) => {
    builds.changed();
    saves.saved(file);
  };
  // Before a config could be loaded, no file is a page: every change builds.
  const folders = () =>
    languageFolders(contentDir, context?.locales.langs ?? [], context?.version, context?.locales.defaultLang);
  const watched = { pageSaved, dependencySaved, siteChanged: rebuildAndReload };
  const watchers = [watchContent(contentDir, folders, watched), outside];
  const client = watchClient(paths.root, rebuildAndReload, log);
  if (client) watchers.push(client);
  const beside = watchBeside(contentDir, rebuildAndReload);
  if (beside) watchers.push(beside);

  if (loaded && kept) {
    learn(kept.dependencies);
    // Through the filter, as a build's: the first build after them prints only what is new.
    printWarnings([...loaded.warnings, ...kept.warnings], warnings.line);
    warnings.end();
    log(`esmx-docs: ${kept.pages} pages unchanged since the last run: serving the site built then`);
  } else if (loaded && stale) {
    printWarnings(loaded.warnings, warnings.line);
    warnings.end();
    log(
      `esmx-docs: ${stale.size} pages changed since the last run: serving the site built then, those rendered on demand until the site is built`,
    );
    // As during a run: a page saved is sent to its tabs (as they reconnect, see `opened`), a page added or
    // removed changes sidebars and links, and the tabs reload once the site is built.
    // Beyond a few pages, reloading the tabs is cheaper than sending each again once built (see `build`).
    builds.schedule(stale.reshaped || stale.size > RESEND_AT_MOST, SETTLE_MS);
  } else {
    await builds.run();
  }

  const devScript = devClientFile(paths.bundles);
  const server = await serve({
    dir: outDir,
    port,
    host,
    dev: true,
    // A tab showing the 404 page of a page not written yet reloads once it is (the rebuild that adds it).
    notFoundHtml: withLiveUpdates,
    handle: (req, res, url, mounted) =>
      handleDevRequest(
        req,
        res,
        url,
        {
          host,
          outDir,
          devScript,
          events,
          failed: () => board.failed,
          opened: (pathname) => {
            const file = context && pageForRoute(contentDir, context.locales, pathname, context.version);
            // A tab left open over the restart shows the page as it was: it gets the page as a save sends it.
            if (file && stale?.changed(file)) void sendPage(file, false);
            else preparing.add(file);
          },
          fresh: (pathname) => {
            const at = performance.now();
            const answer = stale?.answer(pathname);
            answer?.then(
              ({ status }) =>
                log(`esmx-docs: ${status === 404 ? 'removed' : 'rendered'} ${pathname} on demand in ${since(at)} ms`),
              () => {},
            );
            return answer;
          },
        },
        mounted,
      ),
  }).catch((error: unknown) => {
    for (const watcher of watchers) watcher.close();
    throw error;
  });
  log(`esmx-docs: dev server at http://${host}:${port}${loaded?.config.base ?? '/'} (ready in ${since(started)} ms)`);

  // Not during a first build: warming up this thread then took CPU from the build's threads (on 2 cores,
  // a start after a change was ready in 3.9–6.4 s instead of 2.4–2.7 s).
  const pages = contentPages(contentDir, folders());
  void warmUp({
    highlighter: () => import('../markdown/highlighter'),
    renderPage,
    firstPage: pages[0],
    samples: () => codeSamples(pages),
    idle: async () => {
      await stale?.idle();
      await preparing.idle();
    },
  }).then((ms) => log(`esmx-docs: watching for changes (page renderer loaded in ${ms} ms)`));

  return {
    server,
    close: async () => {
      for (const watcher of watchers) watcher.close();
      saves.cancel();
      const buildsEnded = builds.stop();
      events.close();
      await new Promise<void>((done) => server.close(() => done()));
      await buildsEnded;
      await preparing.idle();
      site.release();
    },
  };
}

/**
 * The sidebar chunks of the built site, by name: each is named by the hash of its items, so a label or an
 * entry changed makes a new name.
 */
function sidebarChunks(outDir: string): string {
  try {
    return readdirSync(join(outDir, 'static/sidebars')).sort().join('\n');
  } catch {
    return '';
  }
}
