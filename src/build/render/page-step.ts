import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { pageTitle } from '../../shared/title';
import type { PageData, SiteData } from '../../shared/types';
import type { EntryParts } from '../cache/entry-file';
import { type PageCache, readEntryAt } from '../cache/page-cache';
import { chunkName, contentHash } from '../content-hash';
import { renderDocument } from '../html';
import type { PartialPageData } from './page-data';
import type { PageResult, PageTask, SiteRef, StoredPageData } from './protocol';
import { restoreStoredFile, writeStoredFile } from './stored-file';

/** The SSR bundle Rollup builds from src/client/ssr.tsx. */
type SsrModule = typeof import('../../client/ssr');

let ssr: Promise<SsrModule> | undefined;

/**
 * Loads the SSR bundle once per worker. React picks its build when first imported: the production one
 * renders several times faster than the development one (which also checks every prop), and nothing
 * in a build needs React's warnings, so it is chosen here whatever the environment says.
 */
function loadSsr(file: string): Promise<SsrModule> {
  process.env.NODE_ENV = 'production';
  ssr ??= import(pathToFileURL(file).href) as Promise<SsrModule>;
  return ssr;
}

/** The last site data read: every page of a build shares one, so one is enough. */
let site: { hash: string; data: SiteData } | undefined;

function readSiteData(ref: SiteRef): SiteData {
  if (site?.hash !== ref.hash) site = { hash: ref.hash, data: JSON.parse(readFileSync(ref.file, 'utf8')) };
  return site.data;
}

function loadPageData(stored: StoredPageData, cache: PageCache | undefined, route: string): PartialPageData {
  const entry = 'pack' in stored ? readEntryAt(stored.pack) : cache?.get(stored.cacheKey);
  const data = entry?.get('data');
  if (!data) throw new Error(`the page data of ${route} was removed or damaged during the build`);
  return JSON.parse(data.toString('utf8'));
}

/**
 * Step 2 of a page, in a render worker: writes the page chunk (its data with the sidebar chunk URL) and
 * prerenders the route's HTML document, each with its compressed copies when `precompress` asks for them
 * (`--precompress`). With a cache, a hit copies both from the stored entry instead.
 */
export async function runPageStep(
  task: PageTask,
  outDir: string,
  ssrModule: string,
  cache?: PageCache,
  precompress = false,
): Promise<PageResult> {
  const hit = task.key ? cache?.get(task.key) : undefined;
  if (hit && restoreStoredFile(outDir, task.file, hit, 'html')) {
    const chunk = hit.get('chunkPath')?.toString('utf8');
    if (!chunk) return { rendered: false };
    if (restoreStoredFile(outDir, chunk, hit, 'chunk')) return { rendered: false, chunk };
  }

  const { render, headScript } = await loadSsr(ssrModule);
  const siteData = readSiteData(task.site);
  let page: PageData;
  let parts: EntryParts = {};
  let chunk: string | undefined;
  if ('page' in task.data) {
    page = task.data.page;
  } else {
    const { stored, sidebarChunk, untranslated, overview, themeHome } = task.data;
    const loaded = loadPageData(stored, cache, task.route);
    // The theme's home page (see theme-slots.ts) in place of the page's HTML, its head tags after the page's own.
    const { frontmatter } = loaded;
    page = {
      ...loaded,
      sidebarChunk,
      ...(untranslated ? { untranslated } : {}),
      ...(overview ? { overview } : {}),
      ...(themeHome?.html !== undefined ? { html: themeHome.html, themeHome: true } : {}),
      ...(themeHome?.parts ? { themeParts: themeHome.parts } : {}),
      ...(themeHome?.head
        ? { frontmatter: { ...frontmatter, head: [...(frontmatter.head ?? []), ...themeHome.head] } }
        : {}),
    };
    const json = JSON.stringify(page);
    chunk = `static/chunks/${chunkName(page.routePath)}.${contentHash(json)}.json`;
    parts = { chunkPath: chunk, ...writeStoredFile(outDir, chunk, json, 'chunk', precompress) };
  }
  const html = renderDocument({
    site: siteData,
    page,
    title: pageTitle(page, siteData.config),
    app: render(task.route, siteData, page, task.sidebar),
    sidebar: task.sidebar,
    headScript,
    ...task.assets,
    ...(task.head?.length ? { routeHead: task.head } : {}),
  });
  parts = { ...parts, ...writeStoredFile(outDir, task.file, html, 'html', precompress) };
  if (task.key) cache?.add(task.key, parts);
  return { rendered: true, chunk };
}
