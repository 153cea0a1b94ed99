/**
 * Runs in the benchmark page: Pagefind's rankings for a list of queries, for the relevance suite.
 * One pagefind.js loaded once, then each query in turn, as a reader's queries in one visit; the URLs
 * of the first results are read with `data()`, as its UI reads the results it shows.
 */
import type { PagefindApi } from './first-query-probe';

/**
 * The URLs of the first `depth` results of each query, best first.
 *
 * @example await pagefindRankings('/en/', ['render', 'base path'], 3) // [['/api/core/render-context', …], …]
 */
export async function pagefindRankings(bundleUrl: string, queries: string[], depth: number): Promise<string[][]> {
  const pagefind = (await import(`${bundleUrl}pagefind.js`)) as PagefindApi;
  // baseUrl '/' as a site at the root sets it: result URLs are then the pages' routes, as ours are.
  await pagefind.options({ baseUrl: '/' });
  const rankings: string[][] = [];
  for (const query of queries) {
    const search = await pagefind.search(query);
    const shown = await Promise.all((search?.results ?? []).slice(0, depth).map((result) => result.data()));
    rankings.push(shown.map((data) => data.url));
  }
  return rankings;
}
