import { existsSync, type FSWatcher, watch } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { DevProblem } from '../../shared/dev-protocol';
import { setLocales } from '../../shared/locale';
import { ConfigError, loadConfig } from '../config/load-config';
import { ContentError, formatProblem } from '../errors';
import { gitTimes } from '../last-updated';
import { generatorPaths } from '../paths';
import { serve } from '../serve';
import { devClientFile, handleDevRequest } from './dev-requests';
import { EventStream } from './event-stream';
import { KeptSite } from './kept-site';
import { pageForRoute } from './page-for-route';
import type { PageContext } from './render-page-data';
import { buildSiteInThread } from './site-build';
import { listPages, watchContent } from './watch-content';

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
  /** Stops watching and serving and removes the site it built. */
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
 * `esmx-docs dev`: serves the site with live updates, built into the cache (or kept there from the run
 * before: see KeptSite). A saved page is rendered alone, in this thread, and sent to the open tabs at
 * once (they swap it in place, scroll kept), then the whole site is rebuilt behind it in a thread of its
 * own; sidebars, nav, config, added or removed pages, and our own client code or CSS
 * rebuild and reload the tabs. Content problems go to the terminal and to an overlay in the tabs; the
 * server keeps running through them.
 */
export async function startDevServer({
  contentDir,
  port,
  host = '127.0.0.1',
  log = console.log,
  cacheDir = join(process.cwd(), 'node_modules/.cache/esmx-docs'),
}: DevServerOptions): Promise<DevServer> {
  const paths = generatorPaths();
  const site = KeptSite.claim(cacheDir, contentDir);
  const outDir = site.dir;
  const times = gitTimes(contentDir);
  let langs: readonly string[] = [];
  let showLineNumbers = false;
  let problems: DevProblem[] = [];
  const events = new EventStream(() => (problems.length > 0 ? { type: 'problems', problems } : { type: 'ok' }));
  const report = (next: DevProblem[]) => {
    problems = next;
    events.send(problems.length > 0 ? { type: 'problems', problems } : { type: 'ok' });
  };

  // One full build at a time; changes during a build queue one more. A build's verdict is shown only
  // if nothing changed while it ran (else the next build, already queued, speaks for the content).
  let generation = 0;
  let running = false;
  let queued = false;
  let reloadAfter = false;
  const applyConfig = (loaded: Awaited<ReturnType<typeof loadConfig>>) => {
    for (const warning of loaded.warnings) log(`esmx-docs: warning: ${warning}`);
    langs = loaded.config.locales.map((l) => l.lang);
    showLineNumbers = loaded.config.markdown?.showLineNumbers ?? false;
    setLocales(langs, loaded.config.lang);
    return loaded;
  };
  const fullBuild = async (): Promise<void> => {
    if (running) {
      queued = true;
      return;
    }
    running = true;
    const started = generation;
    const reload = reloadAfter;
    reloadAfter = false;
    const at = performance.now();
    try {
      applyConfig(await loadConfig(contentDir));
      const built = await buildSiteInThread(join(paths.bundles, 'dev-build-worker.mjs'), {
        contentDir,
        outDir,
        cacheDir,
      });
      for (const warning of built.warnings) log(`esmx-docs: warning: ${formatProblem(warning)}`);
      log(`esmx-docs: built ${built.pages} pages in ${Math.round(performance.now() - at)} ms`);
      if (started === generation) report([]);
      if (reload) events.send({ type: 'reload' });
    } catch (error) {
      console.error(error instanceof ContentError || error instanceof ConfigError ? error.message : error);
      if (started === generation) report(problemsOf(error));
      reloadAfter ||= reload;
    } finally {
      running = false;
      if (queued) {
        queued = false;
        void fullBuild();
      }
    }
  };
  let buildTimer: NodeJS.Timeout | undefined;
  const scheduleBuild = (reload: boolean, wait = SETTLE_MS) => {
    generation++;
    reloadAfter ||= reload;
    clearTimeout(buildTimer);
    buildTimer = setTimeout(() => void fullBuild(), wait);
  };
  const pageContext = (): PageContext => ({ contentDir, langs, times, showLineNumbers });
  // The Markdown pipeline (unified, shiki…) loads after the server listens: nothing before needs it.
  const renderPageData = async (file: string) =>
    (await import('./render-page-data')).renderPageData(file, pageContext());

  const pageTimers = new Map<string, NodeJS.Timeout>();
  const pageSaved = (file: string) => {
    generation++;
    clearTimeout(pageTimers.get(file));
    pageTimers.set(
      file,
      setTimeout(async () => {
        pageTimers.delete(file);
        const at = performance.now();
        try {
          const rendered = await renderPageData(file);
          if (rendered.page)
            log(`esmx-docs: updated ${rendered.page.routePath} in ${Math.round(performance.now() - at)} ms`);
          const others = problems.filter((p) => resolve(p.file) !== resolve(file));
          if (rendered.page) events.send({ type: 'page', page: rendered.page });
          report([...others, ...rendered.problems]);
          for (const p of rendered.problems) console.error(`esmx-docs: ${formatProblem(p)}`);
        } catch (error) {
          console.error(error);
        }
        scheduleBuild(false, REBUILD_AFTER_SAVE_MS);
      }, SETTLE_MS),
    );
  };

  // A site identical to the one the last run finished is served as it is; anything else is built first.
  const startSite = async () => {
    const loaded = await loadConfig(contentDir).catch(() => undefined);
    // The build's own check (its stamp): loaded here only, the build module being large.
    const { unchangedBuild } = await import('../build');
    const kept =
      loaded && unchangedBuild({ contentDir, outDir, config: loaded.config, cacheDir, configFile: loaded.file });
    if (!kept) return fullBuild();
    applyConfig(loaded);
    for (const warning of kept.warnings) log(`esmx-docs: warning: ${formatProblem(warning)}`);
    log(`esmx-docs: ${kept.pages} pages unchanged since the last run: serving the site built then`);
  };
  // The first saved page would otherwise load the Markdown pipeline (unified, shiki and each grammar
  // its code blocks use) in this thread, the full build having rendered in worker threads: measured
  // 1.4–1.7 s added to the first save of a page with `vue` and `ts` blocks.
  const warmUp = async (name: string | undefined) => {
    const at = performance.now();
    const { highlightCode, LANGUAGES } = await import('../markdown/highlighter');
    for (const lang of LANGUAGES) await highlightCode('let a = 1', lang).catch(() => undefined);
    if (name) await renderPageData(join(contentDir, name)).catch(() => undefined);
    log(`esmx-docs: watching for changes (page renderer loaded in ${Math.round(performance.now() - at)} ms)`);
  };

  // A tab opening a page is the writer about to edit it: render it once, in the background, so that its
  // code blocks are already highlighted (shiki's cache is per thread) when the first save comes. Measured
  // on a page with `vue`, `ts` and `bash` blocks: its first render 330 ms, the next 103 ms. One at a time,
  // and only the latest page asked for while one renders: clicking through pages queues no backlog.
  const prepared = new Set<string>();
  let preparing = false;
  let nextToPrepare: string | undefined;
  const prepare = (pathname: string) => {
    const file = pageForRoute(contentDir, langs, pathname);
    if (!file || prepared.has(file)) return;
    nextToPrepare = file;
    if (!preparing) void prepareQueued();
  };
  const prepareQueued = async () => {
    preparing = true;
    for (let file = nextToPrepare; file; file = nextToPrepare) {
      nextToPrepare = undefined;
      prepared.add(file);
      await renderPageData(file).catch(() => undefined);
    }
    preparing = false;
  };

  const started = performance.now();
  await startSite();
  const devScript = devClientFile(paths.bundles);
  const server = await serve({
    dir: outDir,
    port,
    host,
    dev: true,
    handle: (req, res, url) =>
      handleDevRequest(req, res, url, {
        host,
        outDir,
        devScript,
        events,
        failed: () => problems.length > 0,
        opened: prepare,
      }),
  });
  log(`esmx-docs: dev server at http://${host}:${port} (ready in ${Math.round(performance.now() - started)} ms)`);

  // A page saved in place is updated alone; a page that appears or disappears, or any other file,
  // changes routes and sidebars: rebuild and reload.
  const watchers: FSWatcher[] = [watchContent(contentDir, { pageSaved, siteChanged: () => scheduleBuild(true) })];
  void warmUp(listPages(contentDir)[0]);
  const clientSource = join(paths.root, 'src/client');
  if (existsSync(clientSource)) {
    watchers.push(
      watch(clientSource, { recursive: true }, (_event, name) => {
        if (name?.endsWith('.css')) scheduleBuild(true);
        else if (name && /\.tsx?$/.test(name)) void rebundle(paths.root, log).then(() => scheduleBuild(true));
      }),
    );
  }

  return {
    server,
    close: async () => {
      for (const watcher of watchers) watcher.close();
      clearTimeout(buildTimer);
      for (const timer of pageTimers.values()) clearTimeout(timer);
      events.close();
      await new Promise<void>((done) => server.close(() => done()));
      while (running) await new Promise((done) => setTimeout(done, 50));
      site.release();
    },
  };
}

/** Content problems of a failed build, one per file:line; anything else as one problem with its message. */
function problemsOf(error: unknown): DevProblem[] {
  if (error instanceof ContentError) return error.problems;
  return [{ file: '', message: (error as Error).message ?? String(error) }];
}

/** Rebuilds the browser bundles after a change to our client code (the running server's own code stays). */
async function rebundle(root: string, log: (line: string) => void): Promise<void> {
  try {
    const cache = (await import(pathToFileURL(join(root, 'bin/bundle-cache.mjs')).href)) as {
      ensureBundles(options: { names: string[]; log: (line: string) => void }): Promise<string[]>;
    };
    await cache.ensureBundles({ names: ['client', 'worker', 'dev'], log });
  } catch (error) {
    console.error(`esmx-docs: cannot bundle the client: ${(error as Error).message}`);
  }
}
