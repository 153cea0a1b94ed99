import type { SiteConfig } from '../../shared/types';
import { absoluteUrl } from './site-url';

/**
 * `robots.txt`: every crawler may read everything, and the sitemap is named by its absolute URL (the
 * format asks for one). Without `siteUrl` there is no sitemap, so the line is left out.
 *
 * @example
 * robotsTxt({ siteUrl: 'https://esmx.dev', base: '/' }) // 'User-agent: *\nAllow: /\n\nSitemap: https://esmx.dev/sitemap.xml\n'
 */
export function robotsTxt(config: Pick<SiteConfig, 'siteUrl' | 'base'>): string {
  const sitemap = absoluteUrl(config, '/sitemap.xml');
  return `User-agent: *\nAllow: /\n${sitemap ? `\nSitemap: ${sitemap}\n` : ''}`;
}
