import type { RootContent } from 'mdast';
import type { SitePage } from '../../shared/islands';
import type { FrontMatter, HeadTag, Lang, TocEntry } from '../../shared/types';
import type { LoadedPlugins } from './config-plugins';
import type { ImportContext } from './imports/resolve-import';
import type { ImageContext, PageImage } from './page-image';
import type { PageStrings } from './page-strings';
import type { ReplaceRule } from './replace-rules';
import type { RootReading } from './root-read-link';

/** What `renderMarkdown` needs to know about the page besides its Markdown. */
export interface MarkdownOptions {
  /** Source file path, only for error messages. */
  file: string;
  /** Route of the page (e.g. '/zh/guide/start/glossary'): resolves relative links. */
  routePath: string;
  lang: Lang;
  /** The site's languages, the default first: a link naming one (`/en/guide/x`) goes to it. */
  langs?: readonly Lang[];
  /** `mdx` parses the page as MDX (JSX components, `{…}`); default `md`. */
  format?: 'md' | 'mdx';
  /** The config's remark and rehype plugins, loaded (see config-plugins.ts). */
  plugins?: LoadedPlugins;
  /** Line numbers on every code block. */
  showLineNumbers?: boolean;
  /** Every code block's long lines wrap (the site's `markdown.defaultWrapCode`). */
  defaultWrapCode?: boolean;
  /** A Markdown link without "./" or "/" is read from the language's root, as Rspress 1 read it (the site's `markdown.linksFromRoot`). */
  linksFromRoot?: boolean;
  /** The version an Rspress `multiVersion` site builds (its default): what its components' `useVersion` gives. */
  builtVersion?: string;
  /** Every TypeScript and JavaScript block is a twoslash one (the site's `markdown.twoslash.explicitTrigger: false`). */
  twoslashEveryBlock?: boolean;
  /** The site's `replaceRules`, for the fragments the page imports (the page's own text has them applied). */
  replaceRules?: ReplaceRule[];
  /** Fence labels highlighted as another language (`{ ejs: 'js' }`): the site's `markdown.langAlias`. */
  langAlias?: Record<string, string>;
  /** Highlighted code blocks to take instead of highlighting, and to note those the page shows in. */
  codeBlocks?: CodeBlocks;
  /** Where the page's relative images are (`![](./pic.png)`); without it, a relative image is an error. */
  images?: ImageContext;
  /** The site's base path (`/`, `/docs/`; default `/`): the links of the page's Markdown twin get it in front. */
  base?: string;
  /** What the page's Markdown twin shows before its body, taken from front matter. */
  twinLead?: TwinLead;
  /** The front matter's title, the h1 of a doc page that writes none (see fallback-title.ts). */
  fallbackTitle?: string;
  /** The page's front matter: `{frontmatter.title}` in an `.mdx` page reads it. */
  frontmatter?: FrontMatter;
  /** Every page of the site, for the page's components that call `usePages()` (see page-state.ts). */
  sitePages?: SitePage[];
  /** Its route is one the config's `ssg` leaves to the browser: its islands are rendered there only. */
  clientRendered?: true;
  /** The site's own words for the page strings (the copy button's label…) in the page's language. */
  pageStrings?: PageStrings;
  /**
   * The page's file and where its imports are looked for: with it, an `.mdx` page may import fragments and
   * components (see imports/resolve-import.ts); without it, only Rspress's built-in components.
   */
  imports?: { pageFile: string; context: ImportContext };
}

/**
 * The part of a page's Markdown twin that comes from front matter rather than from the body.
 *
 * @example { title: 'API Overview' } // the twin starts with '# API Overview' unless the body has an h1
 */
export interface TwinLead {
  /** Written as `# title` when the body has no h1 of its own. */
  title?: string;
  /** Blocks before the body (a home page's hero and features); their links become site paths like the body's. */
  blocks?: RootContent[];
  /** The body is not shown (a home page in a site that hides it: see the config's `homeBody`), so the twin is the lead alone. */
  alone?: true;
}

/**
 * Code blocks as highlighted before (the page's last render, kept by the build), keyed by `codeBlockKey`.
 * A block found in `known` is not highlighted again; every block the page shows ends up in `used`. After an
 * edit to a page's prose, its render then needs no highlighter at all (starting one takes a second).
 */
export interface CodeBlocks {
  known: ReadonlyMap<string, string>;
  used: Map<string, string>;
}

/**
 * An internal link, already in route form (`/zh/guide/start/glossary#esm`). It may carry a `#hash` or
 * `?query`; `normalizePath` from `src/shared/locale` reduces it to the route to look up.
 */
export interface MarkdownLink {
  url: string;
  /** 1-based line in the Markdown body passed to `renderMarkdown` (in `file`'s text when it has one). */
  line: number;
  /** The fragment the link is written in (its display path), none when in the page itself. */
  file?: string;
  /** Written as a JSX prop (`<LinkCard href>`, `<a href>` in MDX), which Rspress never checks, not in Markdown. */
  jsx?: true;
  /** Written in a `.md` page's raw HTML (`<a href>`), which Rspress never checks either, not in Markdown. */
  html?: true;
  /** Written without "./" or "/" (`guide/api`): where Rspress 1 took it, from the language's root. */
  rootRead?: RootReading;
  /** A `#hash` of the page itself (`[Options](#options)`): `url` is the page's route with it. */
  samePage?: true;
  /** The link as its author wrote it (`/api/x.html`, `./gone.md`), when that is not `url`: what a dead link is told as. */
  written?: string;
}

/** Something in the Markdown that still rendered but is probably a mistake (an unclosed `:::tip`, …). */
export interface MarkdownWarning {
  /** 1-based line in the Markdown body (in `file`'s text when it has one). */
  line: number;
  message: string;
  /** The fragment it is in (its display path, with `line` counted in the whole file), none when in the page. */
  file?: string;
  /** What explains this problem and others like it, told once after them all (see `ContentProblem.hint`). */
  hint?: string;
}

export interface RenderedMarkdown {
  /** Body HTML including the h1 (which gets an id but no anchor link). */
  html: string;
  /** Plain text of the first h1, if any; a `.md` page's raw `<h1>` names no page. */
  title?: string;
  /** h2..h4 in document order; `charIndex` points into `text`. */
  toc: TocEntry[];
  /** The page's plain text for search: blocks joined by "\n", without the h1. */
  text: string;
  /** Every internal link with its line, for the build's dead-link check. */
  links: MarkdownLink[];
  /** Every id in the page (headings, `<a id>`): what a link's `#hash` may name (`markdown.checkAnchors`). */
  anchors: string[];
  /** The words after its `#` heading and before its first `##`, if there are any (see page-description.ts). */
  description?: string;
  /** The relative images the page shows: the build copies each `source` to `output` in the site. */
  images: PageImage[];
  /** Suspicious constructs, each with its line; the page renders regardless. */
  warnings: MarkdownWarning[];
  /** What could not be rendered, each with its line (an unknown component, an import from elsewhere). */
  errors: MarkdownWarning[];
  /** The page's Markdown twin: the `.md` copy published beside the page (see `remarkMarkdownTwin`). */
  twin: string;
  /** Absolute paths of the files besides the page that its HTML was made from (fragments, components, code files). */
  dependencies: string[];
  /** The page holds `<Overview />` (see remark-mdx-components.ts): it renders as its section's overview page. */
  overview?: boolean;
  /** The tags of the page's `<Head>` elements (see mdx/head.ts): front matter `head` entries, after the page's own. */
  head?: HeadTag[];
  /** The origins of other sites its iframes show (see frame-origins.ts); absent when it shows none. */
  frameOrigins?: string[];
  /** A component on it calls `usePages()`, and `sitePages` was not given: render it again with them. */
  wantsSitePages?: true;
}
