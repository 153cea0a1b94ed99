import type { SiteConfig } from '../../shared/types';

/**
 * The version whose pages an Rspress `multiVersion` site builds (its default), as the site data a component reads
 * carries it: Rspress's `useVersion` gives it on those pages, and a theme drawing the default version's text
 * (an install line without `@beta`) tests for its name. Nothing for a site of one version.
 *
 * @example builtVersion({ multiVersion: { default: 'v1', versions: ['v1', 'v2'] } }) // { version: 'v1' }
 */
export function builtVersion(config: Pick<SiteConfig, 'multiVersion'>): { version?: string } {
  const version = config.multiVersion?.default;
  return version ? { version } : {};
}
