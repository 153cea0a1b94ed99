/**
 * Scroll positions per history entry. Kept in memory while the tab lives and copied to
 * sessionStorage when the page is hidden, so a reload lands where the reader was too.
 */

const STORAGE_KEY = 'esmx-scroll-positions';
/** Entries remembered at most; the oldest are dropped first. */
const LIMIT = 50;

const positions = new Map<string, number>();
let current: string | null = null;

/** Marks which entry the page on screen belongs to; `rememberScroll` writes there. */
export function setCurrentEntry(key: string | null): void {
  current = key;
}

/** Stores the window's scroll position for the entry on screen. */
export function rememberScroll(): void {
  if (current === null) return;
  positions.delete(current);
  positions.set(current, window.scrollY);
  if (positions.size > LIMIT) positions.delete(positions.keys().next().value!);
}

/** The remembered position of an entry, if the reader has been there before. */
export function savedScroll(key: string | null): number | undefined {
  return key === null ? undefined : positions.get(key);
}

/** Writes the positions to sessionStorage (call on `pagehide`). */
export function persistScroll(): void {
  rememberScroll();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    /* storage full or blocked: a reload simply starts at the top */
  }
}

/** Reads positions saved before a reload. Junk in storage is ignored. */
export function loadPersistedScroll(): void {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return;
    for (const pair of saved) {
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number')
        positions.set(pair[0], pair[1]);
    }
  } catch {
    /* nothing usable */
  }
}
