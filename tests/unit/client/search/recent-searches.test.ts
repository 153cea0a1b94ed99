import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  removeRecentSearch,
} from '../../../../src/client/search/recent-searches';

/** A Storage kept in a Map, as localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('recent searches', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the newest five per language, newest first', () => {
    for (const q of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) addRecentSearch('en', q);
    expect(readRecentSearches('en')).toEqual(['a6', 'a5', 'a4', 'a3', 'a2']);
    expect(readRecentSearches('zh')).toEqual([]);
  });

  it('moves a repeated search to the front once, whatever its case, and ignores blank ones', () => {
    addRecentSearch('en', 'render');
    addRecentSearch('en', 'alias');
    expect(addRecentSearch('en', '  Render ')).toEqual(['Render', 'alias']);
    expect(addRecentSearch('en', '   ')).toEqual(['Render', 'alias']);
  });

  it('removes one, and clears all', () => {
    addRecentSearch('en', 'a');
    addRecentSearch('en', 'b');
    expect(removeRecentSearch('en', 'a')).toEqual(['b']);
    expect(clearRecentSearches('en')).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('reads something else under its key as an empty list', () => {
    localStorage.setItem('esmx-docs:recent-searches:en', '{"not":"a list"}');
    expect(readRecentSearches('en')).toEqual([]);
    localStorage.setItem('esmx-docs:recent-searches:en', 'not json');
    expect(readRecentSearches('en')).toEqual([]);
    localStorage.setItem('esmx-docs:recent-searches:en', '["ok", 3, ""]');
    expect(readRecentSearches('en')).toEqual(['ok']);
  });

  it('is just empty when storage is forbidden or full', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(addRecentSearch('en', 'render')).toEqual([]);
    expect(removeRecentSearch('en', 'render')).toEqual([]);
    expect(clearRecentSearches('en')).toEqual([]);
  });

  it('is just empty where there is no storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(addRecentSearch('en', 'render')).toEqual([]);
  });
});
