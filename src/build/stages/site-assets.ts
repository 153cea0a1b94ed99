import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Lang, NavItem, Sidebar, SiteConfig, SiteData } from '../../shared/types';
import { cacheKey } from '../cache/page-cache';
import { compileStylesheet } from '../components/stylesheets';
import { contentHash } from '../content-hash';
import { footerParts } from '../footer-parts';
import { writeServiceWorker } from '../offline/service-worker-file';
import type { DocumentAssets, SiteRef } from '../render/protocol';
import { writtenHead } from '../seo/route-head';
import { SITE_INDEX_PATH, writeSidebarChunks } from '../site-chunks';
import type { BuildRun } from './build-run';

/** The linked site: every language's navbar and sidebar. */
export interface LinkedSite {
  nav: Record<Lang, NavItem[]>;
  sidebar: Record<Lang, Sidebar>;
}

/** What every page's document is made with besides the page itself. */
export interface SiteAssets {
  /** The site data every page embeds, written once for the workers to read. */
  site: SiteRef;
  assets: DocumentAssets;
  /** The sidebar of a route's section, and the URL of its chunk. */
  sidebarOf: ReturnType<typeof writeSidebarChunks>;
}

/**
 * Stage 4: what every page shares, the same whatever the site's size (no page's HTML depends on another
 * page's content, but for an overview's headers of its section's pages: see overview-stage.ts): the
 * stylesheet (ours, then the config's `globalStyles`), the sidebar chunks, the site data, the URLs of the
 * client bundles and, unless the config's `offline` is false, the service worker.
 */
export async function writeSiteAssets(run: BuildRun, { nav, sidebar }: LinkedSite): Promise<SiteAssets> {
  const { config, paths, client, worker } = run;
  const base = config.base;
  const ours = readdirSync(paths.styles)
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => readFileSync(join(paths.styles, f), 'utf8'));
  const theirs = await Promise.all(run.globalStyles.map((file) => readGlobalStyles(file, run)));
  const css = [...ours, ...theirs].join('\n');
  const stylesheet = `assets/style.${contentHash(css)}.css`;
  run.write(stylesheet, css);
  const sidebarOf = writeSidebarChunks(run.write, sidebar, base);
  const assets: DocumentAssets = {
    stylesheet: base + stylesheet,
    mainScript: `${base}assets/${client.main.file}`,
    preload: client.main.imports.map((f) => `${base}assets/${f}`),
  };
  // The nav and sidebars the config gives are in `nav` and the sidebar chunks: every page carries the site
  // data, and need not carry them twice.
  const { nav: _nav, sidebar: _sidebar, locales: _locales, ...themeConfig } = config.themeConfig;
  const siteData: SiteData = {
    config: { ...shellConfig(config), head: writtenHead(config.head), themeConfig: withFooterParts(themeConfig) },
    nav,
    siteIndex: base + SITE_INDEX_PATH,
    workerUrl: `${base}assets/${worker['search-worker'].file}`,
  };
  if (config.offline !== false) {
    const shell = [assets.mainScript, ...assets.preload, assets.stylesheet];
    siteData.serviceWorker = writeServiceWorker(run.write, paths.bundles, base, shell);
  }
  const siteJson = JSON.stringify(siteData);
  const site = { file: join(run.workDir, 'site.json'), hash: cacheKey(siteJson) };
  writeFileSync(site.file, siteJson);
  return { site, assets, sidebarOf };
}

/**
 * The config's `globalStyles` file, after ours so its rules win: Sass and Less compiled as a component's are
 * (see stylesheets.ts); a missing file or one that does not compile is a clear error. Tailwind's and PostCSS's
 * own at-rules (`@tailwind`, `@apply`) reach the browser as written, which ignores them: a warning at the first
 * says so, rather than the styles silently missing.
 */
async function readGlobalStyles(file: string, run: BuildRun): Promise<string> {
  if (!existsSync(file)) throw new Error(`esmx-docs: globalStyles: ${file} does not exist`);
  let css: string;
  try {
    ({ css } = await compileStylesheet(file));
  } catch (error) {
    throw new Error(`esmx-docs: globalStyles: ${(error as Error).message}`);
  }
  const directive = /^[ \t]*@(tailwind|apply|config|plugin|screen|variants|responsive)\b/m.exec(css);
  if (directive) {
    const line = css.slice(0, directive.index).split('\n').length;
    run.warnings.add(
      relative(run.cwd, file),
      file.endsWith('.css') ? line : undefined,
      `uses @${directive[1]}, which only Tailwind or PostCSS understands: esmx-docs does not run them, so the browser ignores it; point globalStyles at the CSS they make (npx @tailwindcss/cli -i ${basename(file)} -o built.css)`,
    );
  }
  return css;
}

/**
 * The config without what only the build reads: the shell never needs it, and every page carries the site
 * data, where a path such as `globalStyles: path.join(__dirname, 'custom.css')` would publish where the site
 * was built (and an `alias` or `replaceRules` how).
 */
function shellConfig(config: SiteConfig): SiteConfig {
  const {
    globalStyles: _globalStyles,
    alias: _alias,
    themeDir: _themeDir,
    replaceRules: _replaceRules,
    markdown: _markdown,
    route: _route,
    multiVersion: _multiVersion,
    requireTranslations: _requireTranslations,
    llms: _llms,
    offline: _offline,
    ...shell
  } = config;
  return shell;
}

/** The theme options with the footer's message read into the pieces the shell draws (see footer-parts.ts). */
function withFooterParts<T extends { footer?: SiteConfig['themeConfig']['footer'] }>(themeConfig: T): T {
  const message = themeConfig.footer?.message;
  return message ? { ...themeConfig, footer: { ...themeConfig.footer, parts: footerParts(message) } } : themeConfig;
}
