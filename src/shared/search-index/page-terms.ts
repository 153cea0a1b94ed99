/**
 * What one page puts in each indexed field, worked out from the page as its fragment holds it and
 * from what its author wrote for search (`PageMeta`). The build indexes every page through here; so
 * does the worker of a small site, which is given the index list and its places instead of shards
 * (see files.ts), and the two indexes are then the same index: same terms, same weights, same ids.
 */
import type { FragmentPage, PageMeta, ShardData } from './files';
import { createTermMap, type Field } from './term-map';
import { countTerms, type FieldTerms } from './tokenize';

/**
 * The terms of each field with their counts: the title's; the headings'; the description's and
 * keywords'; and the sections' text. A section before the first heading has an empty header, which
 * adds no term.
 *
 * @example
 * const terms = pageTerms(['Guide', '/guide', [['', '', 'Intro', 1], ['Setup', 'setup', 'npm ci', 2]], []]);
 * [...terms.content.counts.keys()] // ['intro', 'npm', 'ci']
 */
export function pageTerms([title, , sections]: FragmentPage, meta: PageMeta = {}): Record<Field, FieldTerms> {
  return {
    title: countTerms(title),
    header: countTerms(sections.map(([header]) => header).join('\n')),
    meta: countTerms(`${meta.description ?? ''}\n${meta.keywords ?? ''}`),
    content: countTerms(sections.map(([, , text]) => text).join('\n')),
  };
}

/**
 * The index of `pages` (page `i` gets id `i`, with `metas[i]`) as one shard: what a small site's
 * worker builds from its list, and what the build would have written as that site's only shard.
 */
export function shardOfPages(pages: readonly FragmentPage[], metas: readonly (PageMeta | undefined)[] = []): ShardData {
  const map = createTermMap();
  pages.forEach((page, id) => {
    map.add(id, pageTerms(page, metas[id]));
  });
  return map.entries();
}
