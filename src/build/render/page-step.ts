import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageTitle } from '../../shared/title';
import type { PageData, SiteData } from '../../shared/types';
import type { PageCache } from '../cache/page-cache';
import { renderDocument } from '../html';
import type { PageResult, PageTask, SiteRef } from './protocol';
import { restoreStoredFile, writeStoredFile } from './stored-file';

/** The SSR bundle Rollup builds from src/client/ssr.tsx. */
interface SsrModule {
  render(url: string, site: SiteData, page: PageData): string;
  headScript: string;
}

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

function loadSite(ref: SiteRef): SiteData {
  if (site?.hash !== ref.hash) site = { hash: ref.hash, data: JSON.parse(readFileSync(ref.file, 'utf8')) };
  return site.data;
}

/**
 * Step 2 of a page, in a render worker: prerenders the route's HTML document and writes it (with its
 * compressed twins) into the output folder. With a cache, a hit copies the stored document instead.
 */
export async function runPageStep(
  task: PageTask,
  outDir: string,
  ssrModule: string,
  cache?: PageCache,
): Promise<PageResult> {
  const hit = task.key ? cache?.get(task.key) : undefined;
  if (hit && restoreStoredFile(outDir, task.file, hit, 'html')) return { rendered: false };

  const { render, headScript } = await loadSsr(ssrModule);
  const siteData = loadSite(task.site);
  const page: PageData =
    'page' in task.data ? task.data.page : JSON.parse(readFileSync(join(outDir, task.data.chunk), 'utf8'));
  const html = renderDocument({
    site: siteData,
    page,
    title: pageTitle(page, siteData.config),
    app: render(task.route, siteData, page),
    headScript,
    ...task.assets,
  });
  const parts = writeStoredFile(outDir, task.file, html, 'html');
  if (task.key) cache?.set(task.key, parts);
  return { rendered: true };
}
