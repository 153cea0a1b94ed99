import type { SiteConfig } from '../shared/types';

/**
 * Whether the site was written for Rspress 1: its config sets `markdown.linksFromRoot`, as an Rspress 1 config
 * does (see rspress-config.ts), for links read as Rspress 1 read them.
 */
export function writtenForRspress1(config: Pick<SiteConfig, 'markdown'>): boolean {
  return config.markdown?.linksFromRoot === true;
}
