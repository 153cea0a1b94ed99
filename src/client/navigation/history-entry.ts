/**
 * Every history entry the shell creates carries a `key` in `history.state`; scroll positions are
 * remembered per key so back/forward can put the reader where they were.
 */

/** What the shell keeps in `history.state`. Other fields (from elsewhere) are preserved. */
interface EntryState {
  key?: string;
  [field: string]: unknown;
}

let counter = 0;

/** A key unique within this tab's session. */
export function newEntryKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}`;
}

/** Key of the current history entry, or null for an entry we did not create (nor adopt yet). */
export function entryKey(): string | null {
  if (typeof history === 'undefined') return null;
  const state = history.state as EntryState | null;
  return typeof state?.key === 'string' ? state.key : null;
}

/** Gives the current entry a key if it has none (the landing entry, a hash typed into the URL bar). */
export function adoptEntry(): string {
  const existing = entryKey();
  if (existing) return existing;
  const key = newEntryKey();
  history.replaceState({ ...(history.state as EntryState | null), key }, '');
  return key;
}
