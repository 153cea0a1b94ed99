/**
 * What the search modal leaves behind when the reader closes it with Escape, so that reopening it
 * on the same page finds the query, the selected result and the list's scroll as they were. It
 * lives in the search chunk's memory: another page, a reload or any other way of closing starts
 * afresh.
 */

export interface ModalSession {
  /** The page and index it belongs to. */
  key: string;
  query: string;
  selected: number;
  /** Hits shown (more after "More results"). */
  shown: number;
  /** The result list's scrollTop. */
  scroll: number;
}

let kept: ModalSession | null = null;

/** Keeps `session` for the next opening of the modal. */
export function keepSession(session: ModalSession): void {
  kept = session;
}

/** Forgets any kept session (the modal closed another way, or followed a result). */
export function dropSession(): void {
  kept = null;
}

/** The kept session, if it belongs to `key` (this page and index). */
export function resumeSession(key: string): ModalSession | null {
  return kept?.key === key ? kept : null;
}
