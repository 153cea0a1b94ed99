import { SEARCH_SUGGESTIONS, type SearchResult } from '../../shared/search';
import { optionCount, type ResultGroup, visibleGroups } from './result-list';

/** Where the reader is in one answer: its selection and how many hits it shows ("More results"). */
export interface ListState {
  result: SearchResult | null;
  selected: number;
  shown: number;
}

/** What the modal shows for a list state: the visible groups, or the recent searches, and the selection. */
export interface ListView {
  groups: ResultGroup[];
  /** The input is empty and there are recent searches: they are the options. */
  showRecent: boolean;
  /** Options on screen, hits or recent searches. */
  count: number;
  /** The selected option, kept inside the list; -1 when there is none. */
  selected: number;
}

/**
 * The list state once `result` is the answer on screen. Selection and "More results" belong to one
 * answer, so a new answer starts them over, except the same query answered again with more hits
 * ("More results") or, reopening the modal, the answer to the resumed session's query: those keep
 * their place.
 *
 * @example
 * listStateFor({ result: null, selected: 3, shown: 20 }, answerTo('ssr'), 'ssr') // selected 3, shown 20
 */
export function listStateFor(list: ListState, result: SearchResult | null, resumedQuery?: string): ListState {
  if (list.result === result) return list;
  const same = list.result
    ? list.result.query === result?.query
    : resumedQuery !== undefined && result?.query === resumedQuery.trim();
  return { result, selected: same ? list.selected : 0, shown: same ? list.shown : SEARCH_SUGGESTIONS };
}

/**
 * What the list shows for `query`: its answer's first `shown` hits, or with an empty input the
 * `recentCount` recent searches; the selection clamped to the options there are.
 */
export function listView(list: ListState, query: string, recentCount: number): ListView {
  const trimmed = query.trim();
  const groups = trimmed ? visibleGroups(list.result, list.shown) : [];
  const showRecent = !trimmed && recentCount > 0;
  const count = showRecent ? recentCount : optionCount(groups);
  return { groups, showRecent, count, selected: count ? Math.min(list.selected, count - 1) : -1 };
}
