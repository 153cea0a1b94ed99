/**
 * A site built the one way every site is built (`buildSite`: its stages, its render pool), into a
 * temporary folder, and read back from the files it wrote as a reader's browser or another tool would
 * read them. Tests and benchmarks look at this instead of a second, in-memory build path.
 *
 * @example
 * const site = await buildForTest(join(process.cwd(), 'content'));
 * site.page('/guide/start/introduction')?.toc;
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ensureBundles } from '../../bin/bundle-cache.mjs';
import { buildSite } from '../../src/build/build';
import { loadConfig } from '../../src/build/config/load-config';
import { ContentError, type ContentProblem } from '../../src/build/errors';
import { SITE_INDEX_PATH } from '../../src/build/site-chunks';
import type { IndexFiles, SearchDoc } from '../../src/shared/search';
import type {
  Lang,
  NavItem,
  PageData,
  RouteEntry,
  SidebarItem,
  SiteConfig,
  SiteData,
  SiteIndex,
} from '../../src/shared/types';
import type { FetchText } from '../../worker/files';
import { tempFolder } from './temp-folder';

export interface BuiltSite {
  outDir: string;
  config: SiteConfig;
  /** The build's warnings, their files relative to the content folder. */
  warnings: ContentProblem[];
  /** Every page's data as the browser loads it (its chunk), in route table order; 404 pages are not routes. */
  pages: PageData[];
  page(route: string): PageData | undefined;
  /** Each language's navbar, as every page embeds it. */
  nav: Record<Lang, NavItem[]>;
  /** The sidebar the page at `route` shows; empty without one. */
  sidebar(route: string): SidebarItem[];
  /** A language's search list, the documented index file. */
  searchDocs(lang: Lang): SearchDoc[];
  /** The search index files of a language, as the site index names them for the worker. */
  indexFiles(lang: Lang): IndexFiles;
  /** Answers a request for a URL of the site from its files, as a static host would (404 for a missing file). */
  fetch: FetchText;
  /** The text of one file of the built site (a path inside it). */
  file(path: string): string;
}

/** Problem files relative to the content folder, as authors see them (the build names them from the working directory). */
const fromContent = (contentDir: string, problem: ContentProblem): ContentProblem => ({
  ...problem,
  file: problem.file && relative(contentDir, resolve(problem.file)),
});

/**
 * Builds `contentDir` with its own config (or `config`), without the cache, into `outDir` (by default a
 * temp folder the test file's end removes), and reads the result. Throws the build's ContentError, its
 * files relative to the content folder.
 */
export async function buildForTest(
  contentDir: string,
  config?: SiteConfig,
  outDir = join(tempFolder('esmx-docs-test-'), 'site'),
): Promise<BuiltSite> {
  await ensureBundles();
  const loaded = config ? { config, file: undefined } : await loadConfig(contentDir);
  const siteConfig = loaded.config;
  let report: Awaited<ReturnType<typeof buildSite>>;
  try {
    report = await buildSite({ contentDir, outDir, config: siteConfig, cache: false, configFile: loaded.file });
  } catch (error) {
    if (error instanceof ContentError) throw new ContentError(error.problems.map((p) => fromContent(contentDir, p)));
    throw error;
  }
  const file = (path: string) => readFileSync(join(outDir, path), 'utf8');
  const json = <T>(url: string): T => JSON.parse(file(url.slice(siteConfig.base.length))) as T;
  const index = json<SiteIndex>(`${siteConfig.base}${SITE_INDEX_PATH}`);
  const routes = Object.values(index.routes).flatMap((parts) =>
    Object.values(parts).flatMap((url) => json<RouteEntry[]>(url)),
  );
  const pages = routes.map((route) => json<PageData>(route.chunk));
  const site = /<script id="__SITE__" type="application\/json">(.*?)<\/script>/s.exec(file('404.html'))?.[1];
  return {
    outDir,
    config: siteConfig,
    warnings: report.warnings.map((w) => fromContent(contentDir, w)),
    pages,
    page: (route) => pages.find((page) => page.routePath === route),
    nav: (JSON.parse(site ?? '{}') as SiteData).nav,
    sidebar(route) {
      const chunk = routes.find((entry) => entry.routePath === route)?.sidebarChunk;
      return chunk ? json<SidebarItem[]>(chunk) : [];
    },
    searchDocs(lang) {
      // Every site has its list (a large one's site index names its manifest instead): the one file of its name.
      const name = readdirSync(join(outDir, 'static')).find(
        (n) => /^search_index\.[^.]+\.[0-9a-f]+\.json$/.test(n) && n.split('.')[1] === lang,
      );
      return name ? (JSON.parse(file(`static/${name}`)) as SearchDoc[]) : [];
    },
    indexFiles: (lang) => ({ url: index.searchIndex[lang] ?? '', places: index.searchPlaces?.[lang] }),
    async fetch(url) {
      const path = url.slice(siteConfig.base.length);
      const ok = url.startsWith(siteConfig.base) && existsSync(join(outDir, path));
      return { ok, text: async () => (ok ? file(path) : 'Not found') };
    },
    file,
  };
}

/**
 * The problems that stop a build of `contentDir`, as `file:line: message` lines with files relative
 * to it (a problem without a line shows `-`); empty when it builds.
 */
export async function buildProblems(contentDir: string, config?: SiteConfig): Promise<string[]> {
  try {
    await buildForTest(contentDir, config);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => `${p.file}:${p.line ?? '-'}: ${p.message}`);
    throw error;
  }
}
