/**
 * The reader's recent searches: the last few queries per language that led them to open a result,
 * newest first, kept in localStorage. Storage may be missing, full or forbidden (private modes,
 * quotas, a sandboxed frame): then the list is simply empty and nothing is remembered.
 */
import type { Lang } from '../../shared/types';

/** Searches kept per language. */
const MAX_RECENT_SEARCHES = 5;

const keyOf = (lang: Lang) => `esmx-docs:recent-searches:${lang}`;

/** localStorage, or null where even reading the property throws. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function write(lang: Lang, list: readonly string[]): void {
  try {
    if (list.length) storage()?.setItem(keyOf(lang), JSON.stringify(list));
    else storage()?.removeItem(keyOf(lang));
  } catch {
    // Full or forbidden: the search still works, it just does not remember.
  }
}

/**
 * The recent searches of `lang`, newest first; empty when storage is unavailable or holds
 * something else under the key.
 *
 * @example readRecentSearches('en') // ['hydration', 'importmapMode']
 */
export function readRecentSearches(lang: Lang): string[] {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(keyOf(lang)) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** Puts `query` first (once: an earlier entry differing only in case goes), keeps the newest 5; the new list. */
export function addRecentSearch(lang: Lang, query: string): string[] {
  const q = query.trim();
  const list = readRecentSearches(lang);
  if (!q) return list;
  const next = [q, ...list.filter((old) => old.toLowerCase() !== q.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
  write(lang, next);
  return readRecentSearches(lang);
}

/** Forgets one search; the new list. */
export function removeRecentSearch(lang: Lang, query: string): string[] {
  write(
    lang,
    readRecentSearches(lang).filter((old) => old !== query),
  );
  return readRecentSearches(lang);
}

/** Forgets every search of `lang`; the new (empty) list. */
export function clearRecentSearches(lang: Lang): string[] {
  write(lang, []);
  return readRecentSearches(lang);
}
