import type { Compiles } from '../content-security-policy';
/**
 * What crosses between the build's main thread and its render workers (`worker.ts`): plain,
 * structured-clonable data only. Large things never cross: a page's rendered Markdown goes from the
 * worker to its cache entry (or, without a cache, a scratch pack) and its HTML straight into the output folder.
 */

import type { MessagePort } from 'node:worker_threads';
import type { SitePage } from '../../shared/islands';
import type { SearchDoc } from '../../shared/search';
import type { FrontMatter, Lang, PageData, PageRecord, PageType, SidebarItem, SiteHeadTag } from '../../shared/types';
import type { PackLocation } from '../cache/pack-file';
import type { ThemeHome } from '../components/theme-slots';
import type { ContentProblem } from '../errors';
import type { PageImage } from '../markdown';
import type { ConfigPlugins } from '../markdown/config-plugins';
import type { PageStrings } from '../markdown/page-strings';
import type { ReplaceRule } from '../markdown/replace-rules';
import type { RootReading } from '../markdown/root-read-link';

/** Given once to every worker. */
export interface WorkerSetup {
  /** The output folder being written (the temp folder of `Output`). */
  outDir: string;
  /** The page cache folder; absent with `--no-cache`. */
  cacheDir?: string;
  /** The SSR bundle (`render(url, site, page, sidebar)`), imported by each worker on its first page. */
  ssrModule: string;
  /** Where step 1 leaves page data for step 2 (outside the output folder). */
  scratchDir: string;
  /** Write `.gz` and `.br` copies of each page's HTML and chunk too (`--precompress`; see is-precompressed.ts). */
  precompressPages?: boolean;
}

/** One Markdown file, parsed, with what its page data needs besides the Markdown. */
export interface PageSource {
  body: string;
  frontmatter: FrontMatter;
  bodyLineOffset: number;
  /** Path shown in problems. */
  display: string;
  /**
   * Absolute path of the file, which its relative images are resolved against; default `display` resolved
   * against the working directory (which `display` is relative to, and which render workers share).
   */
  file?: string;
  routePath: string;
  lang: Lang;
  /** The site's languages, the default first (links naming one go to it). */
  langs?: readonly Lang[];
  pathInLang: string;
  /** Its path inside the content folder (the page's `pagePath`); default `<lang>/<pathInLang>` (see language-folders.ts). */
  contentPath?: string;
  lastUpdated: number;
  /** The config's `markdown.showLineNumbers`: number every code block's lines. */
  showLineNumbers: boolean;
  /** The config's `markdown.defaultWrapCode`: every code block's long lines wrap. */
  defaultWrapCode?: true;
  /** The config's `markdown.linksFromRoot`: a Markdown link without "./" or "/" is read from the language's root. */
  linksFromRoot?: true;
  /** The version an Rspress `multiVersion` site builds (its default): what its components' `useVersion` gives. */
  builtVersion?: string;
  /** The config's `homeBody` is false: a home page's body is not shown (as Rspress's home layout leaves it out). */
  noHomeBody?: true;
  /** The config's `themeConfig.outline` is false: no page shows an outline unless its front matter says so. */
  noOutline?: true;
  /** The config's `markdown.twoslash.explicitTrigger` is false: every TS and JS block is a twoslash one. */
  twoslashEveryBlock?: true;
  /** The site's base path (default `/`): links in the page's Markdown twin get it in front. */
  base?: string;
  /** The config's `alias` (import name → folder), for the imports of `.mdx` pages. */
  alias?: Record<string, string | false>;
  /** The config's `define` (a global's name → the code it stands for), for the site's components. */
  define?: Record<string, string>;
  /** The config's `i18nSource` (a key → its text per language), for what `useI18n()` gives the site's components. */
  i18nSource?: Record<string, Record<string, string>>;
  /** The config's `replaceRules`, as text: [search, the regular expression's flags or null for a string, replace]. */
  replaceRules?: ReplaceRule[];
  /** The config's `markdown.checkDeadImages`, when false: an image that is not there is a warning. */
  checkDeadImages?: false;
  /** The config's `themeDir` (relative to the content folder): where the site's custom theme is. */
  themeDir?: string;
  /** The config's `markdown.globalComponents` (absolute, or relative to the content folder): known to every `.mdx` page. */
  globalComponents?: string[];
  /** The config's `markdown.langAlias` (fence label → the language it is highlighted as). */
  langAlias?: Record<string, string>;
  /** The config's `markdown.remarkPlugins` and `rehypePlugins`, by where the render thread loads them from. */
  markdownPlugins?: ConfigPlugins;
  /**
   * Every page of the site, given on a second render to a page whose components call `usePages()` (see
   * markdown-stage.ts); part of its cache key, so it renders again when any page's title or front matter changes.
   */
  sitePages?: SitePage[];
  /** Its route is one the config's `ssg` leaves to the browser: its islands are rendered there only. */
  clientRendered?: true;
  /** The site's own words for the page strings in the page's language (its `i18n.json`'s). */
  pageStrings?: PageStrings;
  /**
   * The site's title in the page's language, for a home page and a language's root page: their title when
   * they give none (no `title`, h1 or `hero.name`).
   */
  siteTitle?: string;
}

/** Step 1: render a page's Markdown into its page data (all but the sidebar chunk, known only later). */
/** A page's source without its body: the build did not read the file, whose result the cache holds. */
export type UnreadSource = Omit<PageSource, 'body'> & { body?: undefined };

export interface MarkdownTask {
  kind: 'markdown';
  /** Unread only with a `key` the cache held when the task was made (see page-file-records.ts). */
  source: PageSource | UnreadSource;
  /** Cache key of the result; absent when the cache is off. */
  key?: string;
  /** Cache key of the page's highlighted code blocks, kept from render to render (see `CodeBlocks`). */
  codeKey?: string;
}

/** An internal link of a page, for the dead-link check. */
export interface PageLink {
  url: string;
  file: string;
  line: number;
  /** A link of the page's layout, from its front matter (a hero action, a feature card), not its body. */
  layout?: true;
  /** A link written as a JSX prop (`<LinkCard href>`), not in Markdown. */
  jsx?: true;
  /** A link written in a `.md` page's raw HTML (`<a href>`), not in Markdown. */
  html?: true;
  /** A link written without "./" or "/" (`guide/api`): where Rspress 1 took it, from the language's root. */
  rootRead?: RootReading;
  /** A `#hash` of the page itself (`[Options](#options)`): `url` is the page's route with it. */
  samePage?: true;
  /** The link as its author wrote it (`/api/x.html`, `./gone.md`), when that is not `url`: what a dead link is told as. */
  written?: string;
}

export interface MarkdownResult {
  /** False when the result came from the cache. */
  rendered: boolean;
  /**
   * The source was unread and the cache's result could not serve: removed or damaged since the task was
   * made, or made from fragments, components or code files that changed since. The build reads the file
   * and sends the page again.
   */
  unread?: boolean;
  /**
   * The page has no title, and `page` is named after its file: a file other pages import is then a fragment
   * only, and no page (its Markdown twin is written once the build knows which).
   */
  untitled?: true;
  /** Absent when the page has a problem that stops it from rendering (then `problems` says why). */
  page?: {
    record: PageRecord;
    pageType: PageType;
    /** Plain text for the search index. */
    text: string;
    /** The page's Markdown twin (see markdown-twin.ts), for its `.md` file and llms-full.txt. */
    markdown: string;
    links: PageLink[];
    /** Every id in the page: what a link's `#hash` to it may name (see the `markdown.checkAnchors` check). */
    anchors: string[];
    /** Relative images the page shows: the build copies each `source` to `output` in the site. */
    images: PageImage[];
    /** Files besides the page it was rendered from, each with the SHA-256 of its bytes then (a cached
     * result whose files changed is rendered again). */
    dependencies: { file: string; sha: string }[];
    /** Where step 2 finds the page data: the page's Markdown cache entry, or a scratch pack without one. */
    data: StoredPageData;
    /** SHA-256 of the page data's JSON: stands for it in step 2's cache key. */
    dataSha: string;
    /** The origins of other sites its iframes show, which every page's policy lets it frame; absent for none. */
    frameOrigins?: string[];
    /** Rendered without the site's pages, which a component on it lists: the build renders it again with them. */
    wantsSitePages?: true;
    /** A home page's body HTML, for a theme's own HomeLayout drawing Rspress's `<Content />`. */
    homeBody?: string;
    /** The line a home page's body starts at, where the site does not show it (see the config's `homeBody`). */
    hiddenBodyLine?: number;
  };
  problems: ContentProblem[];
  warnings: ContentProblem[];
  /**
   * Without `page`, the internal links of a page whose Markdown parsed but held problems (a missing image, a
   * component it cannot render): the dead-link check reads them too, so fixing those problems does not bring
   * up its dead links in another round. None when the page could not be parsed at all.
   */
  links?: PageLink[];
}

/** Site data written once to a JSON file, read once per worker (keyed by `hash`). */
export interface SiteRef {
  file: string;
  hash: string;
}

/**
 * Page data without its sidebar chunk: where this build put it (in the cache or a scratch pack: an
 * entry with a `data` part), or the key of the cache entry an earlier build left it in.
 */
export type StoredPageData = { pack: PackLocation } | { cacheKey: string };

/** Step 2: write a page's chunk (`static/chunks/<route>.<hash>.json`) and prerender its HTML document. */
export interface PageTask {
  kind: 'page';
  /** The URL the shell renders for (`/`, `/zh/guide/a`, `/404`). */
  route: string;
  /** The HTML file to write, relative to the output folder. */
  file: string;
  /**
   * The page data from step 1 with what only the whole site knows (its sidebar chunk URL, the languages it
   * lacks, an overview's headers), or the data itself (the 404 pages: no chunk).
   */
  data:
    | {
        stored: StoredPageData;
        sidebarChunk: string | null;
        untranslated?: Lang[];
        overview?: PageData['overview'];
        /** The site's theme's own home page, which this home page shows, and its head tags (see theme-slots.ts). */
        themeHome?: ThemeHome;
      }
    | { page: PageData };
  site: SiteRef;
  /** The sidebar of the page's section, embedded for hydration. */
  sidebar: SidebarItem[];
  /** The document's asset URLs (stylesheet, main script and its static imports). */
  assets: DocumentAssets;
  /** The tags the config's `head` functions gave this route (see route-head.ts). */
  head?: SiteHeadTag[];
  key?: string;
}

export interface DocumentAssets {
  stylesheet: string;
  mainScript: string;
  preload: string[];
  /** The origins of other sites the site's iframes show: every page's policy lets it frame them all. */
  frameSources: string[];
  /** What some component of the site compiles in the browser: every page's policy allows it. */
  compiles?: Compiles;
  /** Where some component of the site loads scripts from (`https:`): every page's policy allows it. */
  scriptSources?: readonly string[];
  /** By language, the config's global UI components, prerendered: every page's body holds them after the shell's root. */
  globalUi?: Record<string, string>;
}

/** Step 1 of several pages, run in order in one thread (see `RenderPool.markdown`). */
export interface MarkdownBatch {
  kind: 'markdown-batch';
  tasks: MarkdownTask[];
}

/** One language's search index, as the build hands it to `RenderPool.searchIndex`. */
export interface SearchIndexJob {
  name: string;
  docs: SearchDoc[];
  /** Where each of `docs` sits in the site. */
  paths: string[][];
  /** Cache key of the index's state (postings, fragments), kept from build to build (see index-state.ts). */
  termsKey?: string;
  /** Each document's `pageKey`, with `termsKey`: the worker asks only for the documents its state lacks. */
  keys?: string[];
}

/**
 * A search index job as a worker gets it (see search-index-task.ts): its documents come over `docs` in
 * batches, and each index file goes back over `files` as it is made. Sent whole in the task, a language's
 * documents were a hundred megabytes of serialized text at 10,000 pages, held at once beside the
 * main thread's copy and the worker's.
 */
export interface SearchIndexTask extends Omit<SearchIndexJob, 'docs'> {
  kind: 'search-index';
  /** How many documents the index has. */
  count: number;
  /**
   * The documents, in batches (`SearchDoc[]`): the first sent at once, each next one when the worker posts
   * `NEXT_DOCS`. With `keys`, none comes until the worker posts the ones it wants (`WantedDocs`), and then
   * only those, in that order.
   */
  docs: MessagePort;
  /** Where the worker posts each index file (an `IndexFile`) as it is made. */
  files: MessagePort;
}

/** What a worker posts on a search index task's `docs` port to ask for the next batch. */
export const NEXT_DOCS = 'next';

/** What a worker with `keys` posts first on the task's `docs` port: the documents it needs, by position. */
export interface WantedDocs {
  want: number[];
}

/** A search index task's answer: its manifest's path, and how many files were posted before it. */
export interface SearchIndexAnswer {
  manifest: string;
  files: number;
}

export type RenderTask = MarkdownTask | MarkdownBatch | PageTask | SearchIndexTask;

/** A page step's answer. */
export interface PageResult {
  /** False when the chunk and document came from the cache. */
  rendered: boolean;
  /** Path of the page chunk written (not for the 404 pages). */
  chunk?: string;
}
