import type { SearchResult } from '../../shared/search';

export interface QuerySchedulerOptions {
  /** Debounce delay, ms (SEARCH_DEBOUNCE_MS). */
  delay: number;
  /** Sends one query to the worker. */
  send: (query: string) => Promise<SearchResult>;
  /** Receives results; results of a query older than the latest sent one are dropped. */
  onResult: (result: SearchResult) => void;
}

export interface QueryScheduler {
  /** The input's text changed; ignored while an IME composition is in progress. */
  input(text: string): void;
  compositionStart(): void;
  /** Composition finished: schedules a query for the final text. */
  compositionEnd(text: string): void;
  /** Sends `text` at once, without waiting for a pause (the reader asked for more results). */
  now(text: string): void;
  /** Drops any pending query and late results (modal closed). */
  cancel(): void;
}

const empty = (query: string): SearchResult => ({ query, groups: [], total: 0, more: false });

/**
 * Turns keystrokes into worker queries: one query per pause in typing (`delay` ms), none while an
 * IME is composing (the half-built pinyin is not what the reader means), and only the newest
 * query's answer reaches `onResult`, so a slow early search never overwrites a later one.
 *
 * An empty or whitespace-only text sends nothing and reports an empty result at once (clearing
 * the list needs no worker). A `send` that rejects is reported as an empty result for its query,
 * so a view waiting on it never stays "loading".
 *
 * @example
 * const scheduler = createQueryScheduler({
 *   delay: SEARCH_DEBOUNCE_MS,
 *   send: (query) => api.search(query, SEARCH_RESULT_LIMIT),
 *   onResult: setResult,
 * });
 * input.addEventListener('input', () => scheduler.input(input.value));
 */
export function createQueryScheduler(options: QuerySchedulerOptions): QueryScheduler {
  const { delay, send, onResult } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let composing = false;
  // Bumped by every send and by cancel: an answer tagged with an older number is stale.
  let generation = 0;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const run = (text: string) => {
    const query = text.trim();
    const ticket = ++generation;
    if (!query) {
      onResult(empty(query));
      return;
    }
    send(query).then(
      (result) => ticket === generation && onResult(result),
      () => ticket === generation && onResult(empty(query)),
    );
  };

  const schedule = (text: string) => {
    clearTimer();
    if (!text.trim()) {
      run(text);
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      run(text);
    }, delay);
  };

  return {
    input(text) {
      if (!composing) schedule(text);
    },
    compositionStart() {
      composing = true;
      // The text typed before the composition is about to change; its query would be wasted work.
      clearTimer();
    },
    compositionEnd(text) {
      composing = false;
      schedule(text);
    },
    now(text) {
      clearTimer();
      run(text);
    },
    cancel() {
      clearTimer();
      composing = false;
      generation++;
    },
  };
}
