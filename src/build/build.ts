import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageTitle } from '../shared/title';
import type { Lang, PageData, RouteEntry, SiteConfig, SiteData } from '../shared/types';
import type { ContentProblem } from './errors';
import { renderDocument } from './html';
import { Output, precompress } from './output';
import { htmlFileOf } from './routes';
import { contentHash, searchDocs, searchIndexFile } from './search-docs';
import { writeSeoFiles } from './seo/seo-files';
import { type BuiltPage, loadSite } from './site';

export interface BuildOptions {
  /** Project root: holds content/, src/client/styles/ and the rollup output .build/. */
  root: string;
  config: SiteConfig;
  /** Where the site goes (default `<root>/dist`). */
  outDir?: string;
}

export interface BuildReport {
  pages: number;
  outDir: string;
  warnings: ContentProblem[];
}

/** What rollup's manifest plugin wrote for an entry. */
interface ManifestEntry {
  file: string;
  imports: string[];
}

/** The SSR bundle rollup builds from src/client/ssr.tsx. */
interface SsrModule {
  render(url: string, site: SiteData, page: PageData): string;
  headScript: string;
}

/**
 * Builds the whole site into `outDir`: page chunks, search indexes, prerendered HTML for every route
 * and both 404 pages, the stylesheet and the client bundles, then precompresses and swaps it in.
 */
export async function buildSite({ root, config, outDir = join(root, 'dist') }: BuildOptions): Promise<BuildReport> {
  const bundles = join(root, '.build');
  const site = await loadSite({ contentDir: join(root, 'content'), config, cwd: root });
  const out = new Output(outDir);
  try {
    const base = config.base;
    cpSync(join(bundles, 'client'), out.dir, { recursive: true });
    // Files served as they are, at the site root (favicon).
    const publicDir = join(root, 'src/client/public');
    if (existsSync(publicDir)) cpSync(publicDir, out.dir, { recursive: true });
    const client = readManifest(join(bundles, 'client-manifest.json'));
    const worker = readManifest(join(bundles, 'worker-manifest.json'));

    const css = readdirSync(join(root, 'src/client/styles'))
      .filter((f) => f.endsWith('.css'))
      .sort()
      .map((f) => readFileSync(join(root, 'src/client/styles', f), 'utf8'))
      .join('\n');
    const stylesheet = `assets/style.${contentHash(css)}.css`;
    out.write(stylesheet, css);

    const langs = config.locales.map((l) => l.lang);
    const searchIndex = {} as Record<Lang, string>;
    for (const lang of langs) {
      const file = searchIndexFile(lang, searchDocs(site.pages, lang));
      out.write(file.path, file.json);
      searchIndex[lang] = base + file.path;
    }

    const routes: RouteEntry[] = [];
    const pageData = new Map<BuiltPage, PageData>();
    for (const page of site.pages) {
      const data = toPageData(page);
      const json = JSON.stringify(data);
      const chunk = `static/chunks/${chunkName(page.record.routePath)}.${contentHash(json)}.json`;
      out.write(chunk, json);
      pageData.set(page, data);
      routes.push({
        routePath: page.record.routePath,
        lang: page.record.lang,
        title: page.record.title,
        pageType: page.pageType,
        chunk: base + chunk,
      });
    }

    const siteData: SiteData = {
      config,
      nav: site.nav,
      sidebar: site.sidebar,
      routes,
      searchIndex,
      workerUrl: `${base}assets/${worker['search-worker'].file}`,
    };
    const ssr = (await import(pathToFileURL(join(bundles, 'ssr.mjs')).href)) as SsrModule;
    const main = client.main;
    const write = (route: string, file: string, data: PageData) => {
      const app = ssr.render(route, siteData, data);
      out.write(
        file,
        renderDocument({
          site: siteData,
          page: data,
          title: pageTitle(data, config),
          app,
          headScript: ssr.headScript,
          stylesheet: base + stylesheet,
          mainScript: `${base}assets/${main.file}`,
          preload: main.imports.map((f) => `${base}assets/${f}`),
        }),
      );
    };
    for (const [page, data] of pageData) write(page.record.routePath, htmlFileOf(page.record.routePath), data);
    for (const lang of langs) {
      const route = lang === config.lang ? '/404' : `/${lang}/404`;
      write(route, `${route.slice(1)}.html`, notFoundPage(route, lang));
    }

    // Markdown twins, llms.txt, sitemap.xml and robots.txt.
    site.warnings.push(...writeSeoFiles(site, join(root, 'content'), (path, text) => out.write(path, text)));

    precompress(out.dir);
    out.commit();
    return { pages: site.pages.length, outDir, warnings: site.warnings };
  } catch (error) {
    out.discard();
    throw error;
  }
}

function toPageData({ record, pageType, html }: BuiltPage): PageData {
  return {
    pagePath: record.relativePath,
    pageType,
    title: record.title,
    frontmatter: record.frontmatter,
    toc: record.toc,
    routePath: record.routePath,
    lang: record.lang,
    version: record.version,
    lastUpdated: record.lastUpdated,
    html,
  };
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

/** `/zh/guide/start/introduction` → `zh_guide_start_introduction`; `/` → `index`; `/blog/` → `blog_index`. */
export function chunkName(routePath: string): string {
  const name = (routePath.endsWith('/') ? `${routePath}index` : routePath).slice(1).replace(/\//g, '_');
  return name.replace(/[^\w-]/g, '') || 'index';
}

function readManifest(file: string): Record<string, ManifestEntry> {
  if (!existsSync(file)) throw new Error(`esmx-docs: ${file} is missing; run rollup -c first (npm run build does)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
}
