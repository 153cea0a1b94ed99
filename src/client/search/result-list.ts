import type { SearchGroup, SearchHit, SearchResult } from '../../shared/search';

/** One option of the listbox: a hit and its place in the flat keyboard order. */
interface ResultOption {
  hit: SearchHit;
  /** Position among all visible options, 0-based, across groups. */
  index: number;
}

/** A page's visible options, under its title. */
export interface ResultGroup {
  routePath: string;
  title: string;
  /** Where the page sits in the site (see `SearchGroup.path`). */
  path: string[];
  options: ResultOption[];
}

/**
 * The first `count` hits of a result, still grouped by page in the worker's order, each numbered
 * in reading order so that arrow keys can walk across groups. Groups left without a visible hit
 * are dropped.
 *
 * @example
 * visibleGroups(result, SEARCH_SUGGESTIONS) // the 7 suggestions shown before "More results"
 */
export function visibleGroups(result: SearchResult | null, count: number): ResultGroup[] {
  const groups: ResultGroup[] = [];
  let index = 0;
  for (const group of result?.groups ?? []) {
    if (index >= count) break;
    const hits: SearchHit[] = group.hits.slice(0, count - index);
    if (hits.length) groups.push(toGroup(group, hits, index));
    index += hits.length;
  }
  return groups;
}

function toGroup({ routePath, title, path }: SearchGroup, hits: SearchHit[], first: number): ResultGroup {
  return { routePath, title, path: path ?? [], options: hits.map((hit, i) => ({ hit, index: first + i })) };
}

/** Number of options across `groups`. */
export function optionCount(groups: readonly ResultGroup[]): number {
  return groups.reduce((sum, group) => sum + group.options.length, 0);
}

/**
 * The selection after moving `delta` steps through `count` options, wrapping around both ends
 * (ArrowUp on the first option selects the last). With no options there is no selection: -1.
 * A selection outside the list (none yet) enters it at the first option going down, the last going up.
 *
 * @example
 * moveSelection(6, 1, 7) // 0
 * moveSelection(0, -1, 7) // 6
 */
export function moveSelection(current: number, delta: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta >= 0 ? 0 : count - 1;
  return (((current + delta) % count) + count) % count;
}
