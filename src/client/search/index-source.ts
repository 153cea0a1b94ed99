import type { IndexSource } from '../../shared/search';
import type { Lang, SiteData } from '../../shared/types';

/**
 * The search index of a language and version: the one place that knows where the shell finds its
 * manifest URL (today in the site data every page carries).
 *
 * @example indexSource(site, 'zh', '') // { lang: 'zh', version: '', url: '/static/search_index.zh.1a2b3c4d.json' }
 */
export function indexSource(site: Pick<SiteData, 'searchIndex'>, lang: Lang, version: string): IndexSource {
  return { lang, version, url: site.searchIndex[lang] };
}
