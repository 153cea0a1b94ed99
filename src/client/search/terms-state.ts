/**
 * Where the words of a followed search result wait for the page it opens: a key of the history
 * entry's state, so that the URL a reader copies never carries them. Only the search chunk reads
 * them, right after following a result: a page loaded afresh (a reload) shows no marks, and drops
 * the terms from its entry once the search chunk loads.
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
