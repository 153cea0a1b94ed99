import type { RootContent } from 'mdast';
import type { SitePage } from '../../shared/islands';
import type { FrontMatter, HeadTag, Lang } from '../../shared/types';
import type { ImportContext } from './imports/resolve-import';
import type { ImageContext, PageImage } from './page-image';
import type { PageStrings } from './page-strings';
import type { ReplaceRule } from './replace-rules';
import type { CodeBlocks, MarkdownLink, MarkdownWarning, TwinLead } from './types';

/**
 * Per-page input and side outputs, carried on the vfile so one frozen processor can render many pages
 * (concurrently, too): plugins read `routePath`/`lang` and append to `links`/`warnings`.
 */
export interface PageState {
  routePath: string;
  lang: Lang;
  /** The site's languages, the default first: a link naming one goes to it (see `resolveInternalHref`). */
  langs?: readonly Lang[];
  /** Line numbers on every code block (the site's `markdown.showLineNumbers`). */
  showLineNumbers?: boolean;
  /** Long lines wrap in every code block (the site's `markdown.defaultWrapCode`). */
  defaultWrapCode?: boolean;
  /** A Markdown link without "./" or "/" is read from the language's root (the site's `markdown.linksFromRoot`). */
  linksFromRoot?: boolean;
  /** The version an Rspress `multiVersion` site builds (its default): what its components' `useVersion` gives. */
  builtVersion?: string;
  /** Every TypeScript and JavaScript block is a twoslash one (the site's `markdown.twoslash.explicitTrigger: false`). */
  twoslashEveryBlock?: boolean;
  /** The site's `replaceRules`, applied to each fragment's text as to the page's. */
  replaceRules?: ReplaceRule[];
  /** Fence labels highlighted as another language (the site's `markdown.langAlias`). */
  langAlias?: Record<string, string>;
  /** The site's own words for the page strings in the page's language. */
  pageStrings?: PageStrings;
  codeBlocks?: CodeBlocks;
  /** Where relative images are looked for; without it, a relative image is an error. */
  imageContext?: ImageContext;
  /** The site's base path (`/`, `/docs/`). */
  base: string;
  twinLead?: TwinLead;
  /** The front matter's title, for a doc page that writes no h1 of its own (see fallback-title.ts). */
  fallbackTitle?: string;
  /** What `{frontmatter.…}` reads in an `.mdx` page. */
  frontmatter: FrontMatter;
  links: MarkdownLink[];
  /** The relative images the page shows, to be copied into the site. */
  images: PageImage[];
  warnings: MarkdownWarning[];
  /** What cannot be rendered (an unknown MDX component, …): the build reports these and fails. */
  errors: MarkdownWarning[];
  /** The page's Markdown twin, written by remark-markdown-twin. */
  twin: string;
  /** Where an `.mdx` page's imports are resolved from; without it, only Rspress's built-ins render. */
  imports?: { pageFile: string; context: ImportContext };
  /** The page's fragment imports by their names: each inlined where the page's code shows it (see remark-fragments.ts). */
  fragmentsByName?: Map<string, (line: number) => RootContent[]>;
  /** Display paths of the fragments whose lines were moved into bands (see imports/source-lines.ts); [0] is the page. */
  origins: string[];
  /** The site's own components on the page, by the index their placeholder carries (see rehype-islands.ts). */
  islands: { props: Record<string, unknown>; line: number }[];
  /** The shiki transformers of each `<CodeBlockRuntime>`, by the index its code block carries (see rehype-code.ts). */
  codeTransformers: unknown[][];
  /** Files besides the page its render read (fragments, components, code files): a change to one renders it again. */
  dependencies: Set<string>;
  /** The page holds Rspress's `<Overview />`: it is its section's overview page. */
  overview?: boolean;
  /**
   * Every page of the site, for its components that call Rspress's `usePages()`: given on the page's second
   * render, once the build knows them all (see markdown-stage.ts).
   */
  sitePages?: SitePage[];
  /** Its route is one the config's `ssg` leaves to the browser: its islands are rendered there only. */
  clientRendered?: true;
  /** A component on the page calls `usePages()` and `sitePages` is not given: rendered again with them. */
  wantsSitePages?: boolean;
  /** The tags of the page's `<Head>` elements (see mdx/head.ts), for its `<head>` after its front matter's. */
  head?: HeadTag[];
}

declare module 'vfile' {
  interface DataMap {
    page: PageState;
  }
}

export interface FileLike {
  data: { page?: PageState };
}

/** The page state of a file; plugins run only through `renderMarkdown`, which always sets it. */
export function pageState(file: FileLike): PageState {
  if (!file.data.page) throw new Error('markdown: plugin used without page state (call renderMarkdown)');
  return file.data.page;
}
