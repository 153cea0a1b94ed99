import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_RESULT_LIMIT, SEARCH_SUGGESTIONS, type SearchResult } from '../../shared/search';
import { type ListState, type ListView, listStateFor, listView } from './list-state';
import type { ModalSession } from './modal-session';

/** The element ids the combobox points at: its two listboxes and their options. */
interface ResultListIds {
  listbox: string;
  recent: string;
  option: (index: number) => string;
  recentOption: (index: number) => string;
}

export interface ResultList extends ListView {
  ids: ResultListIds;
  /** The answer on screen. */
  result: SearchResult | null;
  /** Hits the list may show (more after "More results"). */
  shown: number;
  /** The selected option's id, for `aria-activedescendant`. */
  activeId: string | undefined;
  select: (index: number) => void;
  /** Shows every hit the answer will have ("More results"). */
  showAll: () => void;
}

/**
 * Owns the search modal's list: which answer it shows, its selection and its length, the ids of its
 * options. Keeps the selected option in view, and a resumed session's scroll once its hits are in.
 *
 * @example
 * const list = useResultList(search.result, search.query, recent.length, resumeSession(key));
 */
export function useResultList(
  result: SearchResult | null,
  query: string,
  recentCount: number,
  resumed: ModalSession | null,
): ResultList {
  const id = useId();
  const ids: ResultListIds = {
    listbox: `${id}-listbox`,
    recent: `${id}-recent`,
    option: (index) => `${id}-option-${index}`,
    recentOption: (index) => `${id}-recent-${index}`,
  };
  const restoring = useRef(resumed);
  const [list, setList] = useState<ListState>({
    result,
    selected: resumed?.selected ?? 0,
    shown: resumed?.shown ?? SEARCH_SUGGESTIONS,
  });
  // A new answer replaces the list state during render, so that no frame shows the old selection.
  const current = listStateFor(list, result, restoring.current?.query);
  if (current !== list) setList(current);
  const view = listView(current, query, recentCount);
  const { selected, showRecent } = view;
  const activeId = selected < 0 ? undefined : showRecent ? ids.recentOption(selected) : ids.option(selected);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  useEffect(() => {
    const session = restoring.current;
    if (!session || current.result?.query !== session.query.trim()) return;
    restoring.current = null;
    const listbox = document.getElementById(ids.listbox);
    if (listbox) listbox.scrollTop = session.scroll;
  }, [current.result]);

  return {
    ...view,
    ids,
    result: current.result,
    shown: current.shown,
    activeId,
    select: (index) => setList({ ...current, selected: index }),
    showAll: () => setList({ ...current, shown: SEARCH_RESULT_LIMIT }),
  };
}
