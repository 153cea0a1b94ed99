/**
 * What crosses between the build's main thread and its render workers (`worker.ts`): plain,
 * structured-clonable data only. Large things never cross: a page's rendered HTML goes straight from
 * the worker into the output folder, and the site data a page is rendered with is read from a file
 * the main thread wrote once (`SiteRef`).
 */
import type { FrontMatter, Lang, PageData, PageRecord, PageType } from '../../shared/types';
import type { ContentProblem } from '../errors';

/** Given once to every worker. */
export interface WorkerSetup {
  /** The output folder being written (the temp folder of `Output`). */
  outDir: string;
  /** The page cache folder; absent with `--no-cache`. */
  cacheDir?: string;
  /** The SSR bundle (`render(url, site, page)`), imported by each worker on its first page. */
  ssrModule: string;
}

/** One Markdown file, parsed, with what its page data needs besides the Markdown. */
export interface PageSource {
  body: string;
  frontmatter: FrontMatter;
  bodyLineOffset: number;
  /** Path shown in problems. */
  display: string;
  routePath: string;
  lang: Lang;
  pathInLang: string;
  lastUpdated: number;
}

/** Step 1: render a page's Markdown and write its page chunk (`static/chunks/<route>.<hash>.json`). */
export interface MarkdownTask {
  kind: 'markdown';
  source: PageSource;
  /** Cache key of the result; absent when the cache is off. */
  key?: string;
}

/** An internal link of a page, for the dead-link check. */
export interface PageLink {
  url: string;
  file: string;
  line: number;
}

export interface MarkdownResult {
  /** False when the result came from the cache. */
  rendered: boolean;
  /** Absent when the page has a problem that stops it from rendering (then `problems` says why). */
  page?: {
    record: PageRecord;
    pageType: PageType;
    /** Plain text for the search index. */
    text: string;
    links: PageLink[];
    /** Path of the page chunk in the output folder. */
    chunk: string;
    /** SHA-256 of the chunk's JSON: stands for the whole page data in the HTML step's cache key. */
    chunkSha: string;
  };
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

/** Site data written once to a JSON file, read once per worker (keyed by `hash`). */
export interface SiteRef {
  file: string;
  hash: string;
}

/** Step 2: prerender one route's HTML document with the shell. */
export interface PageTask {
  kind: 'page';
  /** The URL the shell renders for (`/`, `/zh/guide/a`, `/404`). */
  route: string;
  /** The HTML file to write, relative to the output folder. */
  file: string;
  /** Where to read the page data: a chunk written by step 1, or the data itself (the 404 pages). */
  data: { chunk: string } | { page: PageData };
  site: SiteRef;
  /** The document's asset URLs (stylesheet, main script and its static imports). */
  assets: DocumentAssets;
  key?: string;
}

export interface DocumentAssets {
  stylesheet: string;
  mainScript: string;
  preload: string[];
}

export type RenderTask = MarkdownTask | PageTask;

/** A page step's answer: false when the document came from the cache. */
export interface PageResult {
  rendered: boolean;
}
