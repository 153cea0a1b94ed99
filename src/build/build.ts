import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as SsrModule from '../client/ssr';
import { notFoundPage } from '../shared/not-found-page';
import { pageTitle } from '../shared/title';
import type { Lang, PageData, RouteEntry, SiteConfig, SiteData } from '../shared/types';
import { chunkName, contentHash } from './content-hash';
import type { ContentProblem } from './errors';
import { renderDocument } from './html';
import { Output, precompress } from './output';
import { type GeneratorPaths, generatorPaths } from './paths';
import { htmlFileOf } from './routes';
import { searchDocs, searchIndexFile } from './search-docs';
import { type BuiltPage, loadSite } from './site';
import { writeRouteTables, writeSidebarChunks } from './site-chunks';

export interface BuildOptions {
  /** Folder holding one sub-folder per language (and the site config, already loaded into `config`). */
  contentDir: string;
  /** Where the site goes; replaced only once the whole build succeeded. */
  outDir: string;
  config: SiteConfig;
  /** Use the persistent page cache (`--no-cache` turns it off). */
  cache?: boolean;
  /** The generator's own files (bundles, styles, public files); tests point it elsewhere. */
  paths?: GeneratorPaths;
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

/**
 * Builds the whole site into `outDir`: page chunks, search indexes, prerendered HTML for every route
 * and both 404 pages, the stylesheet and the client bundles, then precompresses and swaps it in.
 */
export async function buildSite({
  contentDir,
  outDir,
  config,
  paths = generatorPaths(),
}: BuildOptions): Promise<BuildReport> {
  const bundles = paths.bundles;
  const site = await loadSite({ contentDir, config });
  const out = new Output(outDir);
  try {
    const base = config.base;
    cpSync(join(bundles, 'client'), out.dir, { recursive: true });
    // Files served as they are, at the site root (favicon, robots.txt).
    if (existsSync(paths.publicDir)) cpSync(paths.publicDir, out.dir, { recursive: true });
    const client = readManifest(join(bundles, 'client-manifest.json'));
    const worker = readManifest(join(bundles, 'worker-manifest.json'));

    const css = readdirSync(paths.styles)
      .filter((f) => f.endsWith('.css'))
      .sort()
      .map((f) => readFileSync(join(paths.styles, f), 'utf8'))
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

    const write = (path: string, content: string) => out.write(path, content);
    const sidebarOf = writeSidebarChunks(write, site.sidebar, base);
    const routes: RouteEntry[] = [];
    const pageData = new Map<BuiltPage, PageData>();
    for (const page of site.pages) {
      const data = toPageData(page, sidebarOf(page.record.lang, page.record.routePath).chunk);
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
        sidebarChunk: data.sidebarChunk,
      });
    }

    const siteData: SiteData = {
      config,
      nav: site.nav,
      siteIndex: writeRouteTables(write, routes, searchIndex, base),
      workerUrl: `${base}assets/${worker['search-worker'].file}`,
    };
    const ssr = (await import(pathToFileURL(join(bundles, 'ssr.mjs')).href)) as typeof SsrModule;
    const main = client.main;
    const writePage = (route: string, file: string, data: PageData) => {
      const sidebar = sidebarOf(data.lang, data.routePath).items;
      const app = ssr.render(route, siteData, data, sidebar);
      out.write(
        file,
        renderDocument({
          site: siteData,
          page: data,
          title: pageTitle(data, config),
          app,
          sidebar,
          headScript: ssr.headScript,
          stylesheet: base + stylesheet,
          mainScript: `${base}assets/${main.file}`,
          preload: main.imports.map((f) => `${base}assets/${f}`),
        }),
      );
    };
    for (const [page, data] of pageData) writePage(page.record.routePath, htmlFileOf(page.record.routePath), data);
    for (const lang of langs) {
      const route = lang === config.lang ? '/404' : `/${lang}/404`;
      writePage(route, `${route.slice(1)}.html`, notFoundPage(route));
    }

    precompress(out.dir);
    out.commit();
    return { pages: site.pages.length, outDir, warnings: site.warnings };
  } catch (error) {
    out.discard();
    throw error;
  }
}

function toPageData({ record, pageType, html }: BuiltPage, sidebarChunk: string | null): PageData {
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
    sidebarChunk,
  };
}

function readManifest(file: string): Record<string, ManifestEntry> {
  if (!existsSync(file))
    throw new Error(`esmx-docs: ${file} is missing; run bin/esmx-docs.mjs, which bundles the generator`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
}
