/**
 * Where the words of a followed search result wait for the page it opens: a key of the history
 * entry's state, so that the URL a reader copies never carries them. Shipped in the main bundle
 * (it is a few bytes) so that a page loaded afresh can drop them: a reload shows the page unmarked.
 */

/** Key of the terms in `history.state`. */
export const TERMS_STATE_KEY = 'searchTerms';

/** Removes the terms from the current history entry, if it has any. */
export function forgetSearchTerms(): void {
  const state = history.state as Record<string, unknown> | null;
  if (!state || typeof state !== 'object' || !(TERMS_STATE_KEY in state)) return;
  const { [TERMS_STATE_KEY]: _terms, ...rest } = state;
  history.replaceState(rest, '');
}

let loaded = false;

/**
 * Drops the terms a reload (or a restored session) brought back into a fresh page, once per page
 * load: later calls, after the reader followed a result in this page, leave its terms alone.
 */
export function forgetSearchTermsOnLoad(): void {
  if (loaded) return;
  loaded = true;
  forgetSearchTerms();
}
