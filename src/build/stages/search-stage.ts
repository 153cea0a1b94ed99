import type { Lang } from '../../shared/types';
import { type SearchablePage, searchDocs } from '../search/documents';
import { sitePaths } from '../search/site-path';
import { type SearchEntry, writeSearchIndex } from '../search/write-search-index';
import type { BuildRun } from './build-run';
import type { LinkedSite } from './site-assets';

/**
 * Stage 5: one search index per language, built in the pool, first in its queue (each takes one thread
 * for seconds at a thousand pages), all at once: this thread holds each language's documents until its
 * worker has them all, which one index waiting for another made the longest hold of the build (two
 * hundred megabytes at 10,000 pages per language), while an index in its worker now takes a fraction of
 * that (its files go out as they are made). Resolves to the URLs each language's search starts from; its failure is only reported when
 * awaited, so that the stages after it run meanwhile.
 */
export function startSearchIndexes(
  run: BuildRun,
  searchable: readonly SearchablePage[],
  { nav, sidebar }: LinkedSite,
): Promise<Record<Lang, SearchEntry>> {
  const { cache, pool, config } = run;
  const langs = config.locales.map((l) => l.lang);
  const urls = langs.map(async (lang) => {
    const index = await writeSearchIndex({
      name: lang,
      docs: searchDocs([...searchable], lang),
      pathOf: sitePaths(nav[lang], sidebar[lang], run.locales),
      build: (name, docs, paths, write) =>
        pool.searchIndex({ name, docs, paths, termsKey: cache.searchTerms(name) }, write),
      write: run.write,
      cache: cache.searchIndexes,
    });
    const urls: SearchEntry = { index: config.base + index.index };
    if (index.places) urls.places = config.base + index.places;
    return [lang, urls] as const;
  });
  const all = Promise.all(urls).then((pairs) => Object.fromEntries(pairs) as Record<Lang, SearchEntry>);
  all.catch(() => {});
  return all;
}
