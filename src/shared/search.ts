/**
 * The search worker contract: the one interface both sides of the Comlink bridge use.
 * The worker implements `SearchApi` and `expose`s it; the shell holds `Remote<SearchApi>`.
 */
import type { Lang, TocEntry } from './types';

/** One page as the build hands it to the search index: its plain text and headings. */
export interface SearchDoc {
  /** The route path (unique per language). */
  id: string;
  title: string;
  /** The page's plain text, no markup. */
  content: string;
  /** Headings with `charIndex` = where each heading starts in `content`. */
  toc: TocEntry[];
  routePath: string;
}

export type HitType = 'title' | 'header' | 'content';

/** A matched part: offsets are UTF-16 code units into `statement` (content hits) or `title`/`header`. */
export interface HighlightInfo {
  start: number;
  length: number;
}

/** One match, as the modal shows it. */
export interface SearchHit {
  type: HitType;
  /** Page title. */
  title: string;
  /** Heading the match belongs to (the page title for title hits). */
  header: string;
  /** Route plus `#heading-id` for header and content hits. */
  link: string;
  query: string;
  /** About 100 characters around the match (content hits), else the matched title/header. */
  statement: string;
  highlightInfoList: HighlightInfo[];
  /**
   * The headings the hit sits under, outermost (h2) first, its own heading last
   * (`['Options', 'importmapMode']`); empty for title hits and text before the first heading.
   */
  headings: string[];
}

/** All hits of one page, best first. Pages appear once per result (de-duplicated by route). */
export interface SearchGroup {
  routePath: string;
  title: string;
  /**
   * Where the page sits in the site, in its language: navbar section, sidebar groups, its own
   * sidebar entry (`['API', '@esmx/core', 'RenderContext']`); empty for a page neither names.
   */
  path: string[];
  hits: SearchHit[];
}

export interface SearchResult {
  query: string;
  groups: SearchGroup[];
  /** Number of hits across all groups (never above the limit). */
  total: number;
  /** The index has hits past the limit (a larger limit would show more). */
  more: boolean;
}

/** Loading states of one language's index: it starts over when the language or version changes. */
export type SearchState = 'initial' | 'initing' | 'inited';

/**
 * The files of one index, as the build named them in the site index: `url` is the list
 * (`static/search_index.<lang>.<hash>.json`) of a small site, with `places` beside it
 * (`static/search/<lang>.places.<hash>.json`), else the manifest of its sharded index
 * (`static/search/<lang>.manifest.<hash>.json`), which names its places itself.
 */
export interface IndexFiles {
  url: string;
  places?: string;
}

/** Which index to search: a language (and version) and its files. */
export interface IndexSource extends IndexFiles {
  lang: Lang;
  version: string;
}

/** Most hits one query returns. */
export const SEARCH_RESULT_LIMIT = 100;
/** Suggestions the modal shows before "More results", and the hits it asks for first. */
export const SEARCH_SUGGESTIONS = 7;
/** Cached queries per language, least recently used evicted. */
export const SEARCH_CACHE_SIZE = 100;
/** Input debounce in the modal, ms. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Snippet length around a content match, characters. */
export const SEARCH_SNIPPET_LENGTH = 100;
/** Exact console message when a file of the index cannot be fetched. */
export const SEARCH_FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';

/**
 * The worker API.
 *
 * @example
 * const api = wrap<SearchApi>(new Worker(url, { type: 'module' }));
 * await api.load({ lang: 'zh', version: '', url: '/static/search_index.zh.1a2b3c4d.json' });
 * const { groups, more } = await api.search('渲染上下文', SEARCH_SUGGESTIONS);
 */
export interface SearchApi {
  /**
   * Selects the index to search. A different language or version resets the state to `initial` and
   * starts fetching the file `url` names (a manifest's shards and fragments follow as queries need
   * them); the same source again is a no-op. A failed fetch logs `SEARCH_FETCH_ERROR` and leaves an
   * empty index (state `inited`); the next search tries again.
   */
  load(source: IndexSource): void | Promise<void>;
  /**
   * Searches the selected index, waiting for its list or manifest first. Ask for few hits while the
   * reader types (`SEARCH_SUGGESTIONS`): of a sharded index only the pages shown are fetched; `more`
   * says whether asking for `SEARCH_RESULT_LIMIT` would show more.
   */
  search(query: string, limit?: number): SearchResult | Promise<SearchResult>;
  /** Current loading state of the selected index. */
  state(): SearchState | Promise<SearchState>;
}
