import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { setLocales } from '../shared/locale';
import { notFoundPage } from '../shared/not-found-page';
import type { Lang, RouteEntry, SiteConfig, SiteData } from '../shared/types';
import { buildInputsKey, isCurrent, type RouteOutput, readStamp, writeStamp } from './cache/build-stamp';
import { evictCache } from './cache/evict-cache';
import { generatorHash } from './cache/generator-hash';
import { cacheKey, PageCache } from './cache/page-cache';
import { PreviousOutput, type RecordedFile } from './cache/previous-output';
import { readSources } from './content';
import { contentHash } from './content-hash';
import { type ContentProblem, ContentProblems } from './errors';
import type { FolderLock } from './folder-lock';
import { gitTimes } from './last-updated';
import { Output } from './output';
import { claimOutputFolder, workFolderOf } from './output-folder';
import { type GeneratorPaths, generatorPaths } from './paths';
import { precompressCached } from './precompress-cached';
import { onInterrupt } from './render/interrupt';
import { renderMarkdownTwins } from './render/markdown-twins';
import { RenderPool } from './render/pool';
import type { DocumentAssets, MarkdownResult, MarkdownTask, PageResult, PageTask } from './render/protocol';
import { htmlFileOf } from './routes';
import { type SearchablePage, searchDocs } from './search/documents';
import { sitePaths } from './search/site-path';
import { writeSearchIndex } from './search/write-search-index';
import { writeSeoFiles } from './seo/seo-files';
import { linkSite, pageSource } from './site';
import { SITE_INDEX_PATH, writeRouteTables, writeSidebarChunks } from './site-chunks';
import { walkFolder } from './walk-folder';

export interface BuildOptions {
  /** Folder holding one sub-folder per language (and the site config, already loaded into `config`). */
  contentDir: string;
  /** Where the site goes; replaced only once the whole build succeeded. */
  outDir: string;
  config: SiteConfig;
  /** Use the persistent page cache (default true); false is `--no-cache`: render everything, store nothing. */
  cache?: boolean;
  /** The page cache folder (default `node_modules/.cache/esmx-docs/` in the working directory). */
  cacheDir?: string;
  /** The generator's own files (bundles, styles, public files); tests point it elsewhere. */
  paths?: GeneratorPaths;
  /** Render threads (default one per core). */
  threads?: number;
  /** The config file `config` came from, for messages; default `<contentDir>/site.config.ts`, where one would go. */
  configFile?: string;
}

export interface BuildReport {
  pages: number;
  outDir: string;
  warnings: ContentProblem[];
  /** How many pages had their Markdown, and how many routes their HTML, rendered rather than taken from the cache. */
  rendered: { markdown: number; html: number };
  /** True when nothing the site is built from had changed and `outDir` still held that build: nothing was written. */
  upToDate?: boolean;
}

/** A route's page step; `reuse` when the last build into the same folder rendered it from the same key. */
interface RouteStep {
  task: PageTask;
  /** The route's files and chunk in the last build's output. */
  reuse?: { files: RecordedFile[]; chunk?: string };
}

/** What rollup's manifest plugin wrote for an entry. */
interface ManifestEntry {
  file: string;
  imports: string[];
}

/** What the main thread keeps of a page between the two steps (its text goes to the search index). */
type PageSummary = Omit<NonNullable<MarkdownResult['page']>, 'text'>;

/**
 * Builds the whole site into `outDir`. Pages render in a pool of worker threads in two steps: first every
 * page's Markdown, then, once links are checked and sidebars built, every page's chunk and HTML, each
 * written (and compressed) the moment it is done. The main thread keeps only what the link check, the
 * sidebars, the route tables and the search index need. Content problems from every page are reported
 * together; on any failure, or Ctrl+C, the old `outDir` stays as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const { contentDir, outDir, config } = options;
  // The path helpers of this thread (sitemap, links) follow the site's languages, whoever calls.
  setLocales(
    config.locales.map((l) => l.lang),
    config.lang,
  );
  const reads = [...config.locales.map((l) => join(contentDir, l.lang)), join(contentDir, 'public')];
  const lock = claimOutputFolder(outDir, contentDir, reads);
  try {
    return await buildInto(options, lock);
  } finally {
    lock.release();
  }
}

/** `buildSite` once `outDir` is known to be ours to replace, and locked. */
async function buildInto(options: BuildOptions, lock: FolderLock): Promise<BuildReport> {
  const started = Date.now();
  const { contentDir, outDir, config } = options;
  const { paths, cwd, cache, generator, times, globalStyles, inputsKey, last, current } = checkLastBuild(options);
  if (current) return current;
  const bundles = paths.bundles;
  const configShown = relative(cwd, options.configFile ?? join(contentDir, 'site.config.ts'));
  const problems = new ContentProblems();
  const warnings = new ContentProblems();
  const langs = config.locales.map((l) => l.lang);
  const previous = last && last.generator === generator ? new PreviousOutput(outDir, last.files) : undefined;
  /** What the stamp records of each route, for the next build to keep. */
  const routeOutputs: RouteOutput[] = [];

  // The handler goes in first: from the moment a temp folder exists, Ctrl+C (or SIGTERM) must remove it.
  let pool: RenderPool | undefined;
  let out: Output | undefined;
  let temp: string | undefined;
  const cleanUp = async () => {
    await pool?.destroy();
    out?.discard();
    if (temp) rmSync(temp, { recursive: true, force: true });
    lock.release();
  };
  const stopInterrupt = onInterrupt(cleanUp);
  try {
    const output = new Output(outDir, previous);
    out = output;
    // Beside the output, so that the next build removes it if this one is killed.
    temp = workFolderOf(outDir);
    mkdirSync(temp, { recursive: true });
    const client = readManifest(join(bundles, 'client-manifest.json'));
    const worker = readManifest(join(bundles, 'worker-manifest.json'));
    const scratchDir = join(temp, 'pages');
    mkdirSync(scratchDir);
    pool = new RenderPool(
      join(bundles, 'render-worker.mjs'),
      {
        outDir: output.dir,
        cacheDir: cache?.dir,
        ssrModule: join(bundles, 'ssr.mjs'),
        scratchDir,
        locales: { langs, defaultLang: config.lang },
      },
      options.threads,
    );
    // After the pool: its workers load the Markdown pipeline meanwhile.
    const sources = readSources(contentDir, langs, problems, cwd, config.route?.exclude, warnings);
    const rendered = { markdown: 0, html: 0 };

    // Step 1: every page's Markdown, in the pool. The page data stays on disk (its cache entry or a scratch file).
    const tasks = sources
      .filter((s) => !s.broken)
      .map((s): MarkdownTask => {
        const source = pageSource(s, times, config);
        return {
          kind: 'markdown',
          source,
          key: cache && cacheKey('markdown', generator, config, source),
          codeKey: cache && cacheKey('code-blocks', generator, resolve(cwd, source.display)),
        };
      });
    const results = await renderMarkdownTwins(pool, tasks);
    const pages: PageSummary[] = [];
    /** Images pages show from beside them: output path → source file (see markdown/page-image.ts). */
    const images = new Map<string, string>();
    // The search index gets each page's text, in source order (the index file must not depend on timing).
    const searchable: SearchablePage[] = [];
    for (const result of results) {
      if (result.rendered) rendered.markdown++;
      for (const p of result.problems) problems.add(p.file, p.line, p.message);
      for (const w of result.warnings) warnings.add(w.file, w.line, w.message);
      if (!result.page) continue;
      const { text, ...page } = result.page;
      for (const image of page.images) images.set(image.output, image.source);
      searchable.push({ record: page.record, pageType: page.pageType, text });
      pages.push(page);
    }
    results.length = 0;
    const { nav, sidebar } = linkSite({ contentDir, config, cwd, sources, pages, problems, warnings });
    problems.throwIfAny();

    const base = config.base;
    const written: string[] = [];
    const write = (path: string, content: string) => {
      output.write(path, content);
      written.push(path);
    };
    const css = readdirSync(paths.styles)
      .filter((f) => f.endsWith('.css'))
      .sort()
      .map((f) => readFileSync(join(paths.styles, f), 'utf8'))
      .concat(globalStyles.map(readGlobalStyles))
      .join('\n');
    const stylesheet = `assets/style.${contentHash(css)}.css`;
    write(stylesheet, css);
    const sidebarOf = writeSidebarChunks(write, sidebar, base);

    // The same for every page, whatever the site's size: no page's HTML depends on another page's content.
    const siteData: SiteData = {
      config,
      nav,
      siteIndex: base + SITE_INDEX_PATH,
      workerUrl: `${base}assets/${worker['search-worker'].file}`,
    };
    const siteJson = JSON.stringify(siteData);
    const site = { file: join(temp, 'site.json'), hash: cacheKey(siteJson) };
    writeFileSync(site.file, siteJson);
    const assets: DocumentAssets = {
      stylesheet: base + stylesheet,
      mainScript: `${base}assets/${client.main.file}`,
      preload: client.main.imports.map((f) => `${base}assets/${f}`),
    };
    /** A route's page step, and the last build's files of it when that build rendered it from the same key. */
    const pageTask = (route: string, lang: Lang, data: PageTask['data'], dataKey: string): RouteStep => {
      const { items, chunk } = sidebarOf(lang, route);
      const file = route.endsWith('/404') ? `${route.slice(1)}.html` : htmlFileOf(route);
      const key = cache && cacheKey('page', generator, site.hash, dataKey, chunk, items, route, file, assets);
      const before = last?.routes[route];
      const reuse = previous && key && before?.key === key ? before : undefined;
      return { task: { kind: 'page', route, file, data, site, sidebar: items, assets, key }, reuse };
    };
    /** Runs a page step and notes the files it wrote for the stamp. */
    const runPage = async ({ task, reuse }: RouteStep, display: string) => {
      // Reused files are checked here: handing thousands of routes to the pool only to keep their files
      // cost more in messages than the checks themselves.
      const result: PageResult =
        reuse && output.keep(reuse.files) ? { rendered: false, chunk: reuse.chunk } : await pool!.page(task, display);
      if (result.rendered) rendered.html++;
      if (task.key) routeOutputs.push({ route: task.route, key: task.key, file: task.file, chunk: result.chunk });
      return result;
    };

    // The search indexes first in the pool's queue: each takes one thread for seconds at a thousand pages.
    const indexes = new Map<Lang, Promise<string>>();
    // One index at a time: each holds a language's whole term map and text (gigabytes at 10,000 pages).
    let indexing: Promise<unknown> | undefined;
    for (const lang of langs) {
      const manifest = writeSearchIndex({
        name: lang,
        docs: searchDocs(searchable, lang),
        pathOf: sitePaths(nav[lang], sidebar[lang]),
        build: (name, docs, paths) => {
          const termsKey = cache && cacheKey('search-terms', generator, name);
          const run = () => pool!.searchIndex({ kind: 'search-index', name, docs, paths, termsKey });
          // The first at once: the routes kept below take the main thread for a while.
          const built = indexing ? indexing.then(run) : run();
          indexing = built.catch(() => {});
          return built;
        },
        write,
        cache: cache && { store: cache, generator },
      });
      indexes.set(lang, manifest);
      // Awaited below, after the SEO files; a failure must not count as unhandled meanwhile.
      manifest.catch(() => {});
    }
    searchable.length = 0;

    // Step 2: every page's chunk and HTML, in the pool, while this thread copies and compresses the rest.
    const htmlSteps: Promise<RouteEntry | undefined>[] = pages.map(async ({ record, pageType, data, dataSha }) => {
      const { chunk: sidebarChunk } = sidebarOf(record.lang, record.routePath);
      const task = pageTask(record.routePath, record.lang, { stored: data, sidebarChunk }, dataSha);
      const result = await runPage(task, relative(cwd, join(contentDir, record.relativePath)));
      const { routePath, lang, title } = record;
      return { routePath, lang, title, pageType, chunk: base + result.chunk, sidebarChunk };
    });
    for (const lang of langs) {
      const route = lang === config.lang ? '/404' : `/${lang}/404`;
      const page = notFoundPage(route);
      htmlSteps.push(
        runPage(pageTask(route, lang, { page }, JSON.stringify(page)), `the ${route} page`).then(() => undefined),
      );
    }
    // Awaited below; if a step before that throws, their failures must not count as unhandled (which
    // would end the process before the staging folder is removed).
    for (const step of htmlSteps) step.catch(() => {});
    // While the pool renders: the Markdown twins, llms.txt, sitemap.xml and robots.txt (compressed with the
    // other files written so far), yielding to the event loop every few milliseconds so that finished pages
    // keep being handed their next task.
    const seo = await writeSeoFiles({ config, pages, nav, sidebar }, write, configShown);
    for (const w of seo) warnings.add(w.file, w.line, w.message);
    output.copyDir(join(bundles, 'client'));
    // Files served as they are, at the site root (favicon, robots.txt). The content's own public/ (logo,
    // icon) comes second, so it may replace ours; links in it are followed only inside the content folder.
    output.copyDir(paths.publicDir);
    const publicDir = join(contentDir, 'public');
    const publicFiles = walkFolder(publicDir, contentDir);
    for (const path of publicFiles.files) output.write(path, readFileSync(join(publicDir, path)));
    for (const { path, reason } of publicFiles.skipped) warnings.add(relative(cwd, path), undefined, reason);
    for (const [path, source] of images) output.write(path, readFileSync(source));
    const searchIndex = Object.fromEntries(
      await Promise.all(langs.map(async (lang) => [lang, base + (await indexes.get(lang))] as const)),
    ) as Record<Lang, string>;
    const [entries] = await Promise.all([
      Promise.all(htmlSteps),
      precompressCached(output, [...written, ...listFiles(join(bundles, 'client'))], cache),
    ]);
    const routes = entries.filter((entry) => entry !== undefined);
    const tables: string[] = [];
    writeRouteTables(
      (path, content) => {
        output.write(path, content);
        tables.push(path);
      },
      routes,
      searchIndex,
      base,
    );
    await precompressCached(output, tables, cache);
    await pool.close();
    const files = output.commit();
    if (cache && inputsKey) {
      const stamp = { key: inputsKey, generator, pages: pages.length, warnings: warnings.list };
      writeStamp(cache, outDir, stamp, routeOutputs, files);
    }
    if (cache) {
      // Entries this build used were touched (or are the reused routes'): only others are trimmed.
      evictCache(cache.dir, { keepSince: started, keep: routeOutputs.map((r) => r.key) });
    }
    return { pages: pages.length, outDir, warnings: warnings.list, rendered };
  } catch (error) {
    await cleanUp();
    throw error;
  } finally {
    stopInterrupt();
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * The last build into `outDir`, as its stamp tells (see build-stamp.ts), and everything a build needs to
 * tell it: `current` is its report when nothing the site is built from has changed since and `outDir`
 * still holds exactly what it wrote. Without the cache there is no stamp, and every build builds.
 */
function checkLastBuild(options: BuildOptions) {
  const { contentDir, outDir, config, paths = generatorPaths() } = options;
  const cwd = process.cwd();
  const times = gitTimes(contentDir);
  const cache = options.cache !== false ? new PageCache(options.cacheDir ?? defaultCacheDir(cwd)) : undefined;
  const generator = generatorHash(paths.bundles, join(paths.root, 'package-lock.json'));
  const globalStyles = config.globalStyles ? [resolve(contentDir, config.globalStyles)] : [];
  const extra = [paths.styles, paths.publicDir, ...globalStyles];
  // The working directory too: messages (the warnings a stamp replays) name files relative to it.
  const inputsKey = cache && buildInputsKey({ generator, config, contentDir, outDir, times, extra, cwd });
  const last = cache && readStamp(cache, outDir);
  const current: BuildReport | undefined =
    last && inputsKey && isCurrent(last, inputsKey, outDir)
      ? { pages: last.pages, outDir, warnings: last.warnings, rendered: { markdown: 0, html: 0 }, upToDate: true }
      : undefined;
  return { paths, cwd, cache, generator, times, globalStyles, inputsKey, last, current };
}

/**
 * The report of the last build into `options.outDir` if a build now would write exactly what it wrote
 * (the check `buildSite` starts with); `undefined` when something changed. The dev server asks this at
 * start to serve the site it built last time at once.
 */
export function unchangedBuild(options: BuildOptions): BuildReport | undefined {
  return checkLastBuild(options).current;
}

const defaultCacheDir = (cwd: string) => join(cwd, 'node_modules/.cache/esmx-docs');

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** The config's `globalStyles` file, after ours so its rules win; a missing file is a clear error. */
function readGlobalStyles(file: string): string {
  if (!existsSync(file)) throw new Error(`esmx-docs: globalStyles: ${file} does not exist`);
  return readFileSync(file, 'utf8');
}

function readManifest(file: string): Record<string, ManifestEntry> {
  if (!existsSync(file))
    throw new Error(`esmx-docs: ${file} is missing; run bin/esmx-docs.mjs, which bundles the generator`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
}
