/**
 * What one page puts in each indexed field, worked out from the page as its fragment holds it. The
 * build indexes every page through here; so does the worker of a small site, which is given the
 * index list instead of shards (see files.ts), and the two indexes are then the same index: same
 * terms, same order, same ids.
 */
import type { FragmentPage, ShardData } from './files';
import { createTermMap, type Field } from './flexsearch';
import { indexTerms } from './tokenize';

/**
 * The terms of each field, unique and in text order: the title's; the headings'; and those of
 * everything (title, headings and text), so that a query whose words are spread over them still
 * finds the page in one field. A section before the first heading has an empty header, which adds
 * no term.
 *
 * @example pageTerms(['Guide', '/guide', [['', '', 'Intro', 1], ['Setup', 'setup', 'npm ci', 2]], []])
 * // { title: ['guide'], header: ['setup'], content: ['guide', 'intro', 'setup', 'npm', 'ci'] }
 */
export function pageTerms([title, , sections]: FragmentPage): Record<Field, string[]> {
  return {
    title: indexTerms(title),
    header: indexTerms(sections.map(([header]) => header).join('\n')),
    content: indexTerms([title, ...sections.map(([header, , text]) => `${header}\n${text}`)].join('\n')),
  };
}

/**
 * The index of `pages` (page `i` gets id `i`) as one shard: what a small site's worker builds from
 * its list, and what the build would have written as that site's only shard.
 */
export function shardOfPages(pages: readonly FragmentPage[]): ShardData {
  const map = createTermMap();
  pages.forEach((page, id) => {
    map.add(id, pageTerms(page));
  });
  return map.entries();
}
