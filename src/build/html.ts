import { APPEARANCE_ATTRIBUTE, appearanceOf } from '../shared/appearance';
import { htmlLang } from '../shared/locale';
import type { DarkMode, PageData, SidebarItem, SiteConfig, SiteData, SiteHeadTag } from '../shared/types';
import { type Compiles, withPolicyMeta } from './content-security-policy';
import { escapeHtml } from './escape-html';
import { headTag } from './seo/head-tag';
import { pageHeadTags } from './seo/page-head';
import { writtenHead } from './seo/route-head';
import { iconHref } from './site-icon';

export interface HtmlParts {
  site: SiteData;
  page: PageData;
  /** `<title>` text. */
  title: string;
  /** Prerendered app markup for `#root`. */
  app: string;
  /**
   * The sidebar of the page's section. The browser needs it to hydrate, and hydration must not wait on a
   * fetch (a click before it would reload the page), so it is embedded; other sections' come from chunks.
   */
  sidebar: SidebarItem[];
  /** Inline script run before first paint (theme, query switches). */
  headScript: string;
  stylesheet: string;
  mainScript: string;
  /** Chunks the main script imports statically: preloaded in parallel. */
  preload: string[];
  /** The tags the config's `head` functions gave this page (see route-head.ts). */
  routeHead?: SiteHeadTag[];
  /** The origins of other sites the site's iframes show, which its policy lets the page frame. */
  frameSources?: readonly string[];
  /** What a component of the site compiles in the browser, which the policy allows (see content-security-policy.ts). */
  compiles?: Compiles;
  /** Where a component of the site loads scripts from in the browser, which the policy allows (`https:`). */
  scriptSources?: readonly string[];
  /**
   * The config's global UI components, prerendered (see global-ui-components.ts): after the shell's root, so
   * the shell's navigations leave them as they are.
   */
  globalUi?: Record<string, string>;
}

/** JSON safe inside a `<script>` element: `<` is escaped so content can never close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The `<html>` attribute giving the head script a site's appearance, when it is not `auto` (see shared/appearance.ts). */
function appearanceAttribute(darkMode: DarkMode | undefined): string {
  const appearance = appearanceOf(darkMode);
  return appearance === 'auto' ? '' : ` ${APPEARANCE_ATTRIBUTE}="${appearance}"`;
}

/**
 * The whole HTML document of one prerendered route, with a Content-Security-Policy meta that lists the
 * hash of each inline script it runs (see withPolicyMeta), unless the config's `contentSecurityPolicy` is false.
 */
export function renderDocument(parts: HtmlParts): string {
  const { page, site } = parts;
  // The page chunk carries the HTML for client navigations; here it is already in #root, so leave it out.
  const pageJson = scriptJson({ ...page, html: '' });
  const siteHead = [...writtenHead(site.config.head), ...(parts.routeHead ?? [])];
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLang(page.lang)}" dir="ltr"${appearanceAttribute(site.config.themeConfig.darkMode)}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    pageHeadTags({ config: site.config, page, title: parts.title, sidebar: parts.sidebar, siteHead }),
    // The config's own tags, after ours and the page's, then those its functions gave this page.
    ...siteHead.map(headTag),
    `<script>${parts.headScript}</script>`,
    faviconLink(site.config),
    `<link rel="stylesheet" href="${parts.stylesheet}">`,
    `<link rel="modulepreload" href="${parts.mainScript}">`,
    ...parts.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
    '</head>',
    '<body>',
    `<div id="root">${parts.app}</div>`,
    parts.globalUi?.[page.lang] ?? '',
    `<script id="__SITE__" type="application/json">${scriptJson(site)}</script>`,
    `<script id="__PAGE__" type="application/json">${pageJson}</script>`,
    parts.sidebar.length
      ? `<script id="__SIDEBAR__" type="application/json">${scriptJson(parts.sidebar)}</script>`
      : '',
    `<script type="module" src="${parts.mainScript}"></script>`,
    '</body>',
    '</html>',
  ].join('');
  return site.config.contentSecurityPolicy === false
    ? html
    : withPolicyMeta(html, parts.frameSources, parts.compiles, parts.scriptSources);
}

/** The config's `icon` (see site-icon.ts), else the bundled favicon. */
function faviconLink(config: SiteConfig): string {
  const href = escapeHtml(iconHref(config));
  return config.icon ? `<link rel="icon" href="${href}">` : `<link rel="icon" href="${href}" type="image/svg+xml">`;
}
