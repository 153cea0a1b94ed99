import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang, PageData, RouteEntry, SiteConfig, SiteData } from '../shared/types';
import { generatorHash } from './cache/generator-hash';
import { cacheKey, PageCache } from './cache/page-cache';
import { readSources } from './content';
import { type ContentProblem, ContentProblems } from './errors';
import { gitTimes } from './last-updated';
import { Output } from './output';
import { precompressCached } from './precompress-cached';
import { onInterrupt } from './render/interrupt';
import { RenderPool } from './render/pool';
import type { DocumentAssets, MarkdownResult, PageTask } from './render/protocol';
import { htmlFileOf } from './routes';
import { contentHash, type SearchablePage, searchDocs, searchIndexFile } from './search-docs';
import { linkSite, pageSource } from './site';

export { chunkName } from './render/markdown-step';

export interface BuildOptions {
  /** Folder holding one sub-folder per language (`content/`). */
  contentDir: string;
  /** Where the site goes (`dist/`); replaced only when the build succeeds. */
  outDir: string;
  config: SiteConfig;
  /** Use the persistent page cache (default true); false is `--no-cache`: render everything, store nothing. */
  cache?: boolean;
  /** The page cache folder (default `node_modules/.cache/esmx-docs/` in the working directory). */
  cacheDir?: string;
  /** The Rollup output to build with (default the generator's own `.build/`); tests point it elsewhere. */
  bundlesDir?: string;
  /** Render threads (default one per core). */
  threads?: number;
}

export interface BuildReport {
  pages: number;
  outDir: string;
  warnings: ContentProblem[];
  /** Pages whose Markdown and whose HTML were rendered, not taken from the cache. */
  rendered: { markdown: number; html: number };
}

/** What the main thread keeps of a page between the two steps. */
type PageSummary = Omit<NonNullable<MarkdownResult['page']>, 'text'>;

/** What rollup's manifest plugin wrote for an entry. */
interface ManifestEntry {
  file: string;
  imports: string[];
}

/** The generator package's folder (holding `.build/`, `src/client/`), found from this module's location. */
function generatorRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    if (dirname(dir) === dir) return process.cwd();
    dir = dirname(dir);
  }
  return dir;
}

/**
 * Builds the whole site into `outDir`. Pages render in a pool of worker threads in two steps, each
 * written (and compressed) the moment it is done: first every page's Markdown into its page chunk, then,
 * once links are checked and sidebars built, every route's HTML. The main thread keeps only what the link
 * check, the sidebars and the search index need. Content problems from every page are reported together;
 * on any failure, or Ctrl+C, the old `outDir` stays as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const { contentDir, outDir, config } = options;
  const root = generatorRoot();
  const bundles = options.bundlesDir ?? join(root, '.build');
  const cwd = process.cwd();
  const problems = new ContentProblems();
  const warnings = new ContentProblems();
  const langs = config.locales.map((l) => l.lang);
  const sources = readSources(contentDir, langs, problems, cwd);
  const times = gitTimes(contentDir);

  const out = new Output(outDir);
  const temp = mkdtempSync(join(tmpdir(), 'esmx-docs-site-'));
  let pool: RenderPool | undefined;
  const stopInterrupt = onInterrupt(async () => {
    await pool?.destroy();
    out.discard();
    rmSync(temp, { recursive: true, force: true });
  });
  try {
    const client = readManifest(join(bundles, 'client-manifest.json'));
    const worker = readManifest(join(bundles, 'worker-manifest.json'));
    const useCache = options.cache !== false;
    const cacheDir = options.cacheDir ?? join(cwd, 'node_modules/.cache/esmx-docs');
    const cache = useCache ? new PageCache(cacheDir) : undefined;
    const generator = generatorHash(bundles, join(root, 'package-lock.json'));
    pool = new RenderPool(
      join(bundles, 'render-worker.mjs'),
      { outDir: out.dir, cacheDir: useCache ? cacheDir : undefined, ssrModule: join(bundles, 'ssr.mjs') },
      options.threads,
    );
    const rendered = { markdown: 0, html: 0 };

    // Step 1: every page's Markdown, in the pool. What comes back is small; the HTML is on disk already.
    const results = await Promise.all(
      sources
        .filter((s) => !s.broken)
        .map((s) => {
          const source = pageSource(s, times);
          const key = cache ? cacheKey('markdown', generator, config, source) : undefined;
          return pool!.markdown({ kind: 'markdown', source, key });
        }),
    );
    const pages: PageSummary[] = [];
    // The search index gets each page's text, in source order (the index file must not depend on timing).
    const searchable: SearchablePage[] = [];
    for (const result of results) {
      if (result.rendered) rendered.markdown++;
      for (const p of result.problems) problems.add(p.file, p.line, p.message);
      for (const w of result.warnings) warnings.add(w.file, w.line, w.message);
      if (!result.page) continue;
      const { text, ...page } = result.page;
      searchable.push({ record: page.record, pageType: page.pageType, text });
      pages.push(page);
    }
    results.length = 0;
    const { nav, sidebar } = linkSite({ contentDir, config, cwd, sources, pages, problems });
    problems.throwIfAny();

    const base = config.base;
    const written: string[] = [];
    const write = (path: string, content: string) => {
      out.write(path, content);
      written.push(path);
    };
    const css = readdirSync(join(root, 'src/client/styles'))
      .filter((f) => f.endsWith('.css'))
      .sort()
      .map((f) => readFileSync(join(root, 'src/client/styles', f), 'utf8'))
      .join('\n');
    const stylesheet = `assets/style.${contentHash(css)}.css`;
    write(stylesheet, css);
    const searchIndex = {} as Record<Lang, string>;
    for (const lang of langs) {
      const file = searchIndexFile(lang, searchDocs(searchable, lang));
      write(file.path, file.json);
      searchIndex[lang] = base + file.path;
    }
    searchable.length = 0;

    const routes: RouteEntry[] = pages.map(({ record, pageType, chunk }) => ({
      routePath: record.routePath,
      lang: record.lang,
      title: record.title,
      pageType,
      chunk: base + chunk,
    }));
    const siteData: SiteData = {
      config,
      nav,
      sidebar,
      routes,
      searchIndex,
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

    // Step 2: every route's HTML, in the pool, while this thread copies and compresses the shared files.
    const htmlTasks: [PageTask, string][] = pages.map(({ record, chunk, chunkSha }) => [
      pageTask(record.routePath, htmlFileOf(record.routePath), { chunk }, chunkSha),
      relative(cwd, join(contentDir, record.relativePath)),
    ]);
    for (const lang of langs) {
      const route = lang === config.lang ? '/404' : `/${lang}/404`;
      const page = notFoundPage(route, lang);
      htmlTasks.push([pageTask(route, `${route.slice(1)}.html`, { page }, JSON.stringify(page)), `${route} page`]);
    }
    function pageTask(route: string, file: string, data: PageTask['data'], dataKey: string): PageTask {
      const key = useCache ? cacheKey('page', generator, site.hash, dataKey, route, file, assets) : undefined;
      return { kind: 'page', route, file, data, site, assets, key };
    }
    cpSync(join(bundles, 'client'), out.dir, { recursive: true });
    const publicDir = join(root, 'src/client/public');
    if (existsSync(publicDir)) cpSync(publicDir, out.dir, { recursive: true });
    const shared = [...written, ...listFiles(join(bundles, 'client'))];
    await Promise.all([
      ...htmlTasks.map(async ([task, display]) => {
        if ((await pool!.page(task, display)).rendered) rendered.html++;
      }),
      precompressCached(out.dir, shared, cache),
    ]);
    await pool.close();
    out.commit();
    return { pages: pages.length, outDir, warnings: warnings.list, rendered };
  } catch (error) {
    await pool?.destroy();
    out.discard();
    throw error;
  } finally {
    stopInterrupt();
    rmSync(temp, { recursive: true, force: true });
  }
}

function notFoundPage(routePath: string, lang: Lang): PageData {
  return {
    pagePath: '',
    pageType: '404',
    title: '404',
    frontmatter: { pageType: '404' },
    toc: [],
    routePath,
    lang,
    version: '',
    lastUpdated: 0,
    html: '',
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

function readManifest(file: string): Record<string, ManifestEntry> {
  if (!existsSync(file)) throw new Error(`esmx-docs: ${file} is missing; run rollup -c first (npm run build does)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
}
