/**
 * How the relevance suite scores an engine on a set of cases: each engine's results are first turned
 * into a ranking of pages (section-level engines name sections, several per page), then a case counts
 * at k when its expected first page is among the first k pages of that ranking.
 */

/**
 * The pages of a result list, best first, each once: a section's URL (`/guide/x#setup`) stands for
 * its page (`/guide/x`), at the place of the page's best section.
 *
 * @example pagesOf(['/a#one', '/b', '/a#two', '/c#three']) // ['/a', '/b', '/c']
 */
export function pagesOf(urls: readonly string[]): string[] {
  const pages = new Set<string>();
  for (const url of urls) {
    const hash = url.indexOf('#');
    pages.add(hash < 0 ? url : url.slice(0, hash));
  }
  return [...pages];
}

/** One case as scored: its expected first page. */
interface Scored {
  expected: readonly string[];
}

/** Top-1 and top-3 over a set of cases, out of the set's size. */
export interface TopHits {
  top1: number;
  top3: number;
  of: number;
}

/**
 * Counts the cases whose expected first page comes first (`top1`) and among the first three pages
 * (`top3`) of its ranking; `rankings[i]` is the page ranking of `cases[i]`.
 *
 * @example topHits([{ expected: ['/a'] }, { expected: ['/b'] }], [['/a'], ['/c', '/b']]) // { top1: 1, top3: 2, of: 2 }
 */
export function topHits(cases: readonly Scored[], rankings: readonly (readonly string[])[]): TopHits {
  if (rankings.length !== cases.length)
    throw new Error(`bench: ${rankings.length} rankings for ${cases.length} cases (one each expected)`);
  let top1 = 0;
  let top3 = 0;
  cases.forEach(({ expected }, i) => {
    const at = rankings[i].indexOf(expected[0]);
    if (at === 0) top1++;
    if (at >= 0 && at < 3) top3++;
  });
  return { top1, top3, of: cases.length };
}
