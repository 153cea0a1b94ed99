import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LayoutSlots } from '../../shared/layout-slots';
import type { Lang, NavItem, Sidebar, SiteData } from '../../shared/types';
import { cacheKey } from '../cache/page-cache';
import { contentHash } from '../content-hash';
import type { GlobalStyles } from '../global-styles';
import type { InterfaceTexts } from '../interface-texts';
import { writeServiceWorker } from '../offline/service-worker-file';
import { ourStyles } from '../our-styles';
import type { DocumentAssets, SiteRef } from '../render/protocol';
import { writtenForRspress1 } from '../rspress1-site';
import { rspress1Utilities } from '../rspress1-utilities';
import { shellConfig } from '../shell-config';
import { SITE_INDEX_PATH, writeSidebarChunks } from '../site-chunks';
import type { BuildRun } from './build-run';
import type { PageSummary } from './markdown-stage';

/** The linked site: every language's navbar, sidebar and the UI strings the site changes. */
export interface LinkedSite {
  nav: Record<Lang, NavItem[]>;
  sidebar: Record<Lang, Sidebar>;
  texts: InterfaceTexts;
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
 * page's content, but for an overview's headers of its section's pages: see overview-stage.ts, and the
 * origins `pages` frame, which every page's policy lists): the stylesheet (ours with the brand icons its
 * social links use, then `theirs`, the config's `globalStyles` read by readGlobalStyles, with the fonts and
 * images it uses), the sidebar chunks, the site data, the URLs of the client bundles and, unless the
 * config's `offline` is false, the service worker.
 */
export async function writeSiteAssets(
  run: BuildRun,
  { nav, sidebar, texts }: LinkedSite,
  theirs: GlobalStyles,
  pages: readonly PageSummary[],
  {
    globalUi = {},
    slots,
  }: {
    /** By language, the config's global UI components, prerendered (see global-ui-components.ts): after every page's shell. */
    globalUi?: Record<string, string>;
    /** The slots of Rspress's `Layout` the site's theme fills (see theme-slots.ts), which the shell draws. */
    slots?: LayoutSlots;
  } = {},
): Promise<SiteAssets> {
  const { config, paths, client, worker } = run;
  const base = config.base;
  const ours = ourStyles(paths.styles, config.themeConfig.socialLinks, run.cache.store);
  // Another site's stylesheet that theirs imports goes first, where browsers honour an @import. A site written
  // for Rspress 1 has the utility classes its stylesheet gave every page, before its own CSS, which may restyle them.
  const utilities = writtenForRspress1(config) ? [rspress1Utilities()] : [];
  const css = [...theirs.imports, ours, ...utilities, ...theirs.css].join('\n');
  for (const asset of theirs.assets) run.write(asset.path, asset.contents);
  const stylesheet = `assets/style.${contentHash(css)}.css`;
  run.write(stylesheet, css);
  const sidebarOf = writeSidebarChunks(run.write, sidebar, base);
  const needs = scriptNeeds(pages);
  const assets: DocumentAssets = {
    stylesheet: base + stylesheet,
    mainScript: `${base}assets/${client.main.file}`,
    preload: client.main.imports.map((f) => `${base}assets/${f}`),
    // Sorted: the policy, and so every page's HTML, must not depend on the order pages finished in. A component
    // that makes iframes in the browser (a video dialog) frames what its props name, which no page states: any
    // https page then, as Rspress sends no policy at all.
    frameSources: [
      ...new Set([...pages.flatMap((page) => page.frameOrigins ?? []), ...(needs.frames ? ['https:'] : [])]),
    ].sort(),
    ...(needs.eval ? { compiles: 'eval' as const } : needs.wasm ? { compiles: 'wasm' as const } : {}),
    // A component that adds a script element (an embed's loader, `https://snack.expo.dev/embed.js`) loads it from
    // where its code says, maybe from its props: any https script then, as Rspress sends no policy at all.
    ...(needs.scripts ? { scriptSources: ['https:'] } : {}),
    ...(Object.values(globalUi).some((html) => html !== '') ? { globalUi } : {}),
  };
  const siteData: SiteData = {
    config: shellConfig(config),
    nav,
    siteIndex: base + SITE_INDEX_PATH,
    workerUrl: `${base}assets/${worker['search-worker'].file}`,
  };
  if (Object.keys(texts).length > 0) siteData.texts = texts;
  if (slots) siteData.slots = slots;
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
 * What the scripts of the site's own components (copied into `static/islands/`, page images) need of every
 * page's policy: whether one compiles WebAssembly, or JavaScript from a string (`eval(`, `new Function(`), and
 * whether one makes iframes or script elements (`"iframe"`, `"script"` in its code:
 * React is not in it, so the name is the component's own). Each distinct script read once.
 */
function scriptNeeds(pages: readonly PageSummary[]): {
  wasm: boolean;
  eval: boolean;
  frames: boolean;
  scripts: boolean;
} {
  const scripts = new Set(
    pages.flatMap((page) => page.images.filter((image) => image.output.endsWith('.js')).map((image) => image.source)),
  );
  const needs = { wasm: false, eval: false, frames: false, scripts: false };
  for (const script of scripts) {
    try {
      const code = readFileSync(script, 'utf8');
      needs.wasm ||= /\bWebAssembly\b/.test(code);
      needs.eval ||= /(?<![.\w$])eval\s*\(|\bnew Function\s*\(/.test(code);
      needs.frames ||= /["'`]iframe["'`]/.test(code);
      needs.scripts ||= /createElement\(\s*["'`]script["'`]\s*\)/.test(code);
    } catch {
      // A script that cannot be read is reported where it is copied.
    }
  }
  return needs;
}
