import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { pageTitle } from '../../shared/title';
import type { PageData, SidebarItem, SiteData } from '../../shared/types';
import { framedOrigins } from '../content-security-policy';
import { renderDocument } from '../html';

/** The SSR bundle Rollup builds from src/client/ssr.tsx. */
type SsrModule = typeof import('../../client/ssr');

let ssr: Promise<SsrModule> | undefined;

/** Loads the SSR bundle once, with React's production build unless React is loaded already (see react-seam.ts). */
function loadSsr(file: string): Promise<SsrModule> {
  const require = createRequire(import.meta.url);
  if (!ssr && !require.cache[require.resolve('react')]) process.env.NODE_ENV = 'production';
  ssr ??= import(pathToFileURL(file).href) as Promise<SsrModule>;
  return ssr;
}

/**
 * The HTML document of a page rendered on its own (see renderPageData), made with what a document of the
 * kept site already holds: the site data, the stylesheet and scripts it links, and (when `kept` is the
 * page's own old document) its section's sidebar and an overview's headers of the section's pages. For a
 * page the site build has not caught up with yet (see StalePages), until the build writes the real one.
 *
 * @example
 * const html = await freshPageHtml('.build/ssr.mjs', readFileSync('site/guide/a.html', 'utf8'), page, true);
 */
export async function freshPageHtml(ssrFile: string, kept: string, page: PageData, own: boolean): Promise<string> {
  const { render, headScript } = await loadSsr(ssrFile);
  const site = scriptData<SiteData>(kept, '__SITE__');
  if (!site) throw new Error('esmx-docs: the kept page has no site data');
  const sidebar = (own && scriptData<SidebarItem[]>(kept, '__SIDEBAR__')) || [];
  const keptPage = own ? scriptData<PageData>(kept, '__PAGE__') : undefined;
  const sidebarChunk = keptPage?.sidebarChunk ?? null;
  // An overview's headers of its section's pages come from the site build: the kept document's, until then.
  const overview = keptPage?.overview;
  const withSidebar = { ...page, sidebarChunk, ...(overview ? { overview } : {}) };
  const title = pageTitle(withSidebar, site.config);
  return renderDocument({
    site,
    page: withSidebar,
    title,
    app: render(page.routePath, site, withSidebar, sidebar),
    sidebar,
    headScript,
    stylesheet: /<link rel="stylesheet" href="([^"]+)">/.exec(kept)?.[1] ?? '',
    // The last module script: the config's own head tags may hold others.
    mainScript: [...kept.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].at(-1)?.[1] ?? '',
    preload: [...kept.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).slice(1),
    // The site's iframes as of the kept build: one of a new origin is framed once the site build catches up.
    frameSources: framedOrigins(kept),
  });
}

/** The JSON of `<script id="…" type="application/json">` (scriptJson escapes `<`, so it ends at the first `</script>`). */
function scriptData<T>(html: string, id: string): T | undefined {
  const json = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`, 's').exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as T);
}
