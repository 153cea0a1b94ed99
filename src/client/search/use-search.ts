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
  /** Puts `text` in the input and searches it at once (a recent search picked). */
  searchFor: (text: string) => void;
}

/** A session to pick up where it was left: its query, and how many hits it showed. */
export interface SearchStart {
  query: string;
  limit: number;
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
export function useSearch(workerUrl: string, source: IndexSource, start?: SearchStart | null): SearchView {
  const [query, setQuery] = useState(start?.query ?? '');
  const [result, setResult] = useState<SearchResult | null>(null);
  const workerUrlRef = useRef(workerUrl);
  workerUrlRef.current = workerUrl;
  // Typing asks for the suggestions only: the worker fetches the fragments of the pages it returns.
  const limit = useRef(start?.limit ?? SEARCH_SUGGESTIONS);
  const resumed = useRef(start ?? null);
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
    // A resumed session asks again at once (the worker's cache answers); a switched index starts over.
    if (resumed.current) scheduler.now(resumed.current.query);
    else {
      setQuery('');
      setResult(null);
    }
    resumed.current = null;
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
    searchFor: (text) => {
      limit.current = SEARCH_SUGGESTIONS;
      setQuery(text);
      scheduler.now(text);
    },
  };
}
