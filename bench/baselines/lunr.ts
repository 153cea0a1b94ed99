/**
 * Baseline: lunr 2 as its README sets it up, over whole pages: a ref and three fields (title, the
 * page's headings, its text), no boosts, and lunr's default pipeline (trimmer, English stop words,
 * Porter stemmer) on the documents and the query alike. Queries go through `index.search`, lunr's
 * query syntax included (a query it cannot parse finds nothing, as a search box catching the error
 * would show).
 *
 * Chinese gets the same: lunr-languages' `lunr.zh` needs nodejieba, a native module, so a site that
 * installs no plugin searches Chinese pages with the defaults. Its trimmer strips non-word characters
 * (`\W`, which takes in every CJK character) from the ends of each whitespace-separated token, so
 * only the Latin words of a Chinese page (API names, `node`, `esmx`) are indexed; its search pipeline
 * (the stemmer alone) does not trim, so a query word holding CJK characters matches nothing.
 */
import lunr from 'lunr';
import type { SearchDoc } from '../../src/shared/search';
import type { BaselineIndex } from './rspress';

/**
 * Builds the lunr index of one language's pages.
 *
 * @example createLunrIndex(site.en).search('render context', 10)[0] // a route
 */
export function createLunrIndex(docs: readonly SearchDoc[]): BaselineIndex {
  const index = lunr(function () {
    this.ref('routePath');
    this.field('title');
    this.field('headings');
    this.field('text');
    for (const doc of docs)
      this.add({
        routePath: doc.routePath,
        title: doc.title,
        headings: doc.toc.map((h) => h.text).join('\n'),
        text: doc.content,
      });
  });
  return {
    search(query, limit) {
      try {
        return index
          .search(query)
          .slice(0, limit)
          .map((r) => r.ref);
      } catch (error) {
        if (error instanceof lunr.QueryParseError) return [];
        throw error;
      }
    },
  };
}
