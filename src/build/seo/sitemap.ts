import { htmlLang, localesOf } from '../../shared/locale';
import { isNotFoundPage } from '../../shared/not-found-page';
import type { Lang, PageType, SiteConfig } from '../../shared/types';
import { escapeHtml } from '../escape-html';
import { alternatesOf } from './alternates';
import { absoluteUrl } from './site-url';

/** What the sitemap needs of a page. */
export interface SitemapPage {
  routePath: string;
  lang: Lang;
  pageType: PageType;
  /** Last change, ms since epoch; 0 leaves `lastmod` out. */
  lastUpdated: number;
}

/**
 * `sitemap.xml`: every page but 404 pages (ours, a site's `404.md`, `pageType: 404`), once, with its
 * `lastmod` and an `xhtml:link` per language version plus `x-default`, as search engines read hreflang
 * from sitemaps. `undefined` without
 * `siteUrl`: a sitemap must hold absolute URLs, and a wrong host would be worse than none.
 *
 * @example
 * sitemapXml({ ...config, siteUrl: 'https://esmx.dev' }, pages)
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<urlset …><url><loc>https://esmx.dev/</loc>…'
 */
export function sitemapXml(config: SiteConfig, pages: readonly SitemapPage[]): string | undefined {
  if (!config.siteUrl) return undefined;
  const listed = pages.filter((page) => !isNotFoundPage(page, config.lang));
  const routes = new Set(listed.map((page) => page.routePath));
  const locales = localesOf(config);
  const urls = [...new Map(listed.map((page) => [page.routePath, page])).values()].map((page) => {
    const alternates = alternatesOf(page.routePath, locales, routes);
    const links = alternates.map((a) => link(htmlLang(a.lang), absoluteUrl(config, a.routePath) as string));
    const fallback = alternates.find((a) => a.lang === config.lang);
    if (fallback && alternates.length > 1)
      links.push(link('x-default', absoluteUrl(config, fallback.routePath) as string));
    const lastmod = page.lastUpdated > 0 ? `<lastmod>${new Date(page.lastUpdated).toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(absoluteUrl(config, page.routePath) as string)}</loc>${lastmod}${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function link(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
}
