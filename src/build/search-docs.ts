import { join } from 'node:path';
import type { SearchDoc } from '../shared/search';
import type { Lang } from '../shared/types';
import { loadConfig } from './config/load-config';
import { contentHash } from './content-hash';
import { type BuiltPage, loadSite } from './site';

/** Pages that are not worth finding: the 404 page and blank pages. */
const UNSEARCHABLE = new Set(['404', 'blank']);

/** Search documents of one language: `id` is the route, `content` the page's plain text. */
export function searchDocs(pages: BuiltPage[], lang: Lang): SearchDoc[] {
  return pages
    .filter((p) => p.record.lang === lang && !UNSEARCHABLE.has(p.pageType))
    .map(({ record, text }) => ({
      id: record.routePath,
      title: record.title,
      content: text,
      toc: record.toc,
      routePath: record.routePath,
    }));
}

/** The index file of one language: `static/search_index.<lang>.<hash>.json` and its JSON. */
export function searchIndexFile(lang: Lang, docs: SearchDoc[]): { path: string; json: string } {
  const json = JSON.stringify(docs);
  return { path: `static/search_index.${lang}.${contentHash(json)}.json`, json };
}

/**
 * The search documents the site ships, built from `content/` exactly as `npm run build` does.
 * For relevance tests and benchmarks, which must measure the real index.
 */
export async function loadSearchDocs(contentDir = join(process.cwd(), 'content')): Promise<Record<Lang, SearchDoc[]>> {
  const { config } = await loadConfig(contentDir);
  const site = await loadSite({ contentDir, config });
  return { en: searchDocs(site.pages, 'en'), zh: searchDocs(site.pages, 'zh') };
}
