import type { SiteConfig } from '../../shared/types';

/**
 * The config the dev server builds and checks its site with: the site's own, without offline reading
 * (a service worker would keep pages the server is about to change under the reader). One function for
 * the build thread and the server's start, so that the build stamp of one matches the other's check.
 *
 * @example
 * devSiteConfig(config).offline // false
 */
export function devSiteConfig(config: SiteConfig): SiteConfig {
  return { ...config, offline: false };
}
