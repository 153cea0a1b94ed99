/**
 * English UI strings of the search dialog. A file apart from en.ts because a chunk carries every string of
 * the files it imports: these travel in the dialog's chunk, loaded on demand, and the page's script, which
 * carries en.ts, is 0.35 KB gzip lighter for it (see index.ts and shell.ts).
 */
export const enSearch = {
  'search.dialog': 'Search',
  'search.placeholder': 'Search docs',
  'search.cancel': 'Cancel',
  'search.results': 'Search results',
  'search.loading': 'Searching…',
  'search.noResults': 'No results for',
  'search.tryAgain': 'Please try again with a different keyword',
  'search.more': 'More results',
  'search.clearHighlights': 'Clear highlights',
  'search.recent': 'Recent searches',
  'search.remove': 'Remove',
  'search.clearAll': 'Clear all',
  'search.resultCount': '{count} results',
  'search.oneResult': '1 result',
} as const;

/** A key of the search dialog's UI strings. */
export type SearchTextKey = keyof typeof enSearch;
