import { htmlLang } from '../shared/locale';
import type { PageData, SidebarItem, SiteData } from '../shared/types';

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
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** JSON safe inside a `<script>` element: `<` is escaped so content can never close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The whole HTML document of one prerendered route. */
export function renderDocument(parts: HtmlParts): string {
  const { page, site } = parts;
  const description = page.frontmatter.description ?? site.config.description;
  const head = (page.frontmatter.head ?? [])
    .map(
      ([tag, attrs]) =>
        `<${tag}${Object.entries(attrs)
          .map(([k, v]) => ` ${k}="${escapeHtml(String(v))}"`)
          .join('')}>`,
    )
    .join('');
  // The page chunk carries the HTML for client navigations; here it is already in #root, so leave it out.
  const pageJson = scriptJson({ ...page, html: '' });
  return [
    '<!doctype html>',
    `<html lang="${htmlLang(page.lang)}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    head,
    `<script>${parts.headScript}</script>`,
    `<link rel="icon" href="${site.config.base}favicon.svg" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${parts.stylesheet}">`,
    `<link rel="modulepreload" href="${parts.mainScript}">`,
    ...parts.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
    '</head>',
    '<body>',
    `<div id="root">${parts.app}</div>`,
    `<script id="__SITE__" type="application/json">${scriptJson(site)}</script>`,
    `<script id="__PAGE__" type="application/json">${pageJson}</script>`,
    parts.sidebar.length
      ? `<script id="__SIDEBAR__" type="application/json">${scriptJson(parts.sidebar)}</script>`
      : '',
    `<script type="module" src="${parts.mainScript}"></script>`,
    '</body>',
    '</html>',
  ].join('');
}
