import type { Lang } from '../../shared/types';
import type { IndexOutput } from '../cache/build-stamp';
import { keptSearchIndex } from '../cache/kept-search-index';
import { type SearchablePage, searchDocs } from '../search/documents';
import { sitePaths } from '../search/site-path';
import { type SearchEntry, writeSearchIndex } from '../search/write-search-index';
import type { BuildRun } from './build-run';
import type { LinkedSite } from './site-assets';

/** The search stage's output: the entries the route tables name, and what the stamp records of each index. */
export interface SearchIndexes {
  /** The URLs each language's search starts from; its failure is only reported when awaited. */
  entries: Promise<Record<Lang, SearchEntry>>;
  /** Filled as indexes finish (with a cache): each index's key and files, for the next build to keep. */
  outputs: IndexOutput[];
}

/**
 * Stage 5: one search index per language, built in the pool, first in its queue (each takes one thread
 * for seconds at a thousand pages), all at once: this thread holds each language's documents until its
 * worker has them all, which one index waiting for another made the longest hold of the build (two
 * hundred megabytes at 10,000 pages per language), while an index in its worker now takes a fraction of
 * that (its files go out as they are made). An index whose key is the one the last build into the same
 * folder recorded keeps that build's files where they are (after an edit, the other language's: at 1,000
 * pages reading its files from the cache and comparing each with the last build's cost a fifth of a
 * second of this thread). The stages after it run meanwhile.
 */
export function startSearchIndexes(
  run: BuildRun,
  searchable: readonly SearchablePage[],
  { nav, sidebar }: LinkedSite,
): SearchIndexes {
  const { cache, pool, config, stamp, previous, output } = run;
  const precompress = run.options.precompress === true;
  const outputs: IndexOutput[] = [];
  const langs = config.locales.map((l) => l.lang);
  const urls = langs.map(async (lang) => {
    let key: string | undefined;
    const paths: string[] = [];
    const keep = (made: string) => {
      key = made;
      const kept = previous
        ? keptSearchIndex(stamp, lang, made, precompress, (files) => output.keep(files))
        : undefined;
      paths.push(...(kept?.files.map(([path]) => path) ?? []));
      return kept?.entry;
    };
    const index = await writeSearchIndex({
      name: lang,
      docs: searchDocs([...searchable], lang, config.lang),
      pathOf: sitePaths(nav[lang], sidebar[lang], run.locales),
      build: (name, docs, paths, keys, write) =>
        pool.searchIndex({ name, docs, paths, keys, termsKey: cache.searchTerms(name) }, write),
      write: (path, data) => {
        paths.push(path);
        run.write(path, data);
      },
      writeList: (path, data) => {
        paths.push(path);
        run.writeForTools(path, data);
      },
      cache: cache.searchIndexes,
      keep,
    });
    if (key) outputs.push({ name: lang, key, precompress, entry: index, paths });
    const urls: SearchEntry = { index: config.base + index.index };
    if (index.places) urls.places = config.base + index.places;
    return [lang, urls] as const;
  });
  const entries = Promise.all(urls).then((pairs) => Object.fromEntries(pairs) as Record<Lang, SearchEntry>);
  entries.catch(() => {});
  return { entries, outputs };
}
