import { basename, join, relative } from 'node:path';
import type { SiteConfig } from '../../shared/types';
import type { ContentProblem } from '../errors';
import { RSPRESS_CONFIG_FILES } from '../rspress-modules';

/** What a site without `siteUrl` goes without. */
export const NO_SITE_URL =
  'siteUrl is not set: canonical and hreflang links, og:url, JSON-LD URLs and sitemap.xml are left out';

/**
 * The warning for a site without `siteUrl`, told once per build at the file that would hold it: the site's
 * config, or, for a site with none, no file (the message says where one goes). None for a site whose options
 * come from an Rspress config: Rspress has no such option (its sitemap plugin has its own), so that file
 * cannot hold it, and a site built by Rspress has none of these either.
 *
 * @example siteUrlWarning(config, undefined, '/site/docs', '/site')
 * // { file: '', message: 'siteUrl is not set: … (set it in docs/site.config.ts)' }
 */
export function siteUrlWarning(
  config: SiteConfig,
  configFile: string | undefined,
  contentDir: string,
  cwd: string,
): ContentProblem | undefined {
  if (config.siteUrl) return undefined;
  if (configFile === undefined) {
    const where = relative(cwd, join(contentDir, 'site.config.ts'));
    return { file: '', message: `${NO_SITE_URL} (set it in ${where})` };
  }
  if (RSPRESS_CONFIG_FILES.includes(basename(configFile))) return undefined;
  return { file: relative(cwd, configFile), message: NO_SITE_URL };
}
