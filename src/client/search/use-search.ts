import { type ChangeEvent, type CompositionEvent, useEffect, useRef, useState } from 'react';
import type { IndexSource, SearchResult } from '../../shared/search';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULT_LIMIT, SEARCH_SUGGESTIONS } from '../../shared/search';
import { createQueryScheduler, type QueryScheduler } from './query-scheduler';
import { searchIndex, selectIndex } from './worker-client';

/** What the modal renders and the input handlers it wires up. */
export interface SearchView {
  /** The input's text, as typed. */
  query: string;
  /** The latest answer (for the current or, while the next one loads, a previous query). */
  result: SearchResult | null;
  /** A non-empty query is waiting for its answer: show a loading text, never "no results". */
  loading: boolean;
  input: {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onCompositionStart: () => void;
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => void;
  };
  /** Asks again for the current query, up to SEARCH_RESULT_LIMIT hits ("More results"). */
  showMore: () => void;
}

/**
 * Owns one search session: the query, its debounced and IME-aware sending (query-scheduler.ts),
 * and the answer. Selecting the index of `source` happens here too, so a language switch starts
 * the new index and clears the session (old results belong to the other language).
 *
 * @example
 * const search = useSearch(site.workerUrl, source);
 * <input {...search.input} />
 */
export function useSearch(workerUrl: string, source: IndexSource): SearchView {
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<SearchResult | null>(null);
  const workerUrlRef = useRef(workerUrl);
  workerUrlRef.current = workerUrl;
  // Typing asks for the suggestions only: the worker fetches the fragments of the pages it returns.
  const limit = useRef(SEARCH_SUGGESTIONS);
  const [scheduler] = useState<QueryScheduler>(() =>
    createQueryScheduler({
      delay: SEARCH_DEBOUNCE_MS,
      send: (text) => searchIndex(workerUrlRef.current, text, limit.current),
      onResult: setResult,
    }),
  );

  const sourceKey = JSON.stringify(source);
  useEffect(() => {
    selectIndex(workerUrl, source);
    setQuery('');
    setResult(null);
    return () => scheduler.cancel();
  }, [workerUrl, sourceKey]);

  const trimmed = query.trim();
  return {
    query,
    result,
    loading: trimmed !== '' && result?.query !== trimmed,
    input: {
      value: query,
      onChange: (event) => {
        limit.current = SEARCH_SUGGESTIONS;
        setQuery(event.target.value);
        scheduler.input(event.target.value);
      },
      onCompositionStart: () => scheduler.compositionStart(),
      onCompositionEnd: (event) => scheduler.compositionEnd(event.currentTarget.value),
    },
    showMore: () => {
      limit.current = SEARCH_RESULT_LIMIT;
      scheduler.now(query);
    },
  };
}
