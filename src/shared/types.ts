/**
 * Data shapes shared by the build (Node), the browser shell and the search worker.
 * Nothing here may import from `node:*` or touch the DOM.
 */
import type { LayoutSlots } from './layout-slots';

/**
 * The palette a site starts in, from its `themeConfig.darkMode` (Rspress's option): `auto` follows the reader's
 * system, `dark` and `light` start there, and the reader's own choice wins over all three; `force-dark` and
 * `force-light` (and `false`, Rspress's older way to hide the switch: light) fix it, with no switch to change it.
 */
export type Appearance = 'auto' | 'dark' | 'light' | 'force-dark' | 'force-light';

/** What `themeConfig.darkMode` may be: Rspress 2's values, or a boolean (true: a switch, following the system). */
export type DarkMode = boolean | Appearance;

/**
 * A content language: the name of its folder in the content tree (`en`, `zh`, `pt-BR`…). The default
 * language lives at `/`, every other under `/<lang>` (our own site: English at `/`, Chinese under `/zh`).
 */
export type Lang = string;

/** Which layout a page renders with (front matter `pageType`, default `doc`). */
export type PageType = 'home' | 'doc' | '404' | 'custom' | 'blank';

/** One heading of a page's outline. `charIndex` is where the heading text starts in the page's plain text. */
export interface TocEntry {
  text: string;
  id: string;
  depth: number;
  charIndex: number;
}

/** A button of the home hero. `theme` picks the filled (brand, as Rspress draws one that names none) or outlined (alt) style. */
interface HeroAction {
  theme?: 'brand' | 'alt';
  text: string;
  link: string;
}

/** The big block at the top of a home page (front matter `hero`). */
export interface Hero {
  /** A short word drawn as a badge above the name (`Pre-Alpha`), as Rspress 2 draws it. */
  badge?: string;
  /** The largest line, in the brand colour; without it the hero starts at its text. */
  name?: string;
  /** May contain `\n`: each line renders on its own line. */
  text?: string;
  /** A sentence under the text. */
  tagline?: string;
  /**
   * Name, text (line by line), tagline and each action's text read as HTML by the build (see
   * build/html-parts.ts): what the home layout draws, as Rspress renders them as HTML.
   */
  parts?: { name?: HtmlPart[]; text?: HtmlPart[][]; tagline?: HtmlPart[]; actions?: HtmlPart[][] };
  /** Buttons under the tagline: `{ theme: 'brand', text: 'Start', link: '/guide/introduction' }`. */
  actions?: HeroAction[];
  /** A picture beside the text; `src` may be `{ light, dark }`, one picture per colour scheme (as in Rspress). */
  image?: {
    src: string | { light: string; dark: string };
    alt?: string;
    srcset?: string | string[];
    sizes?: string | string[];
  };
}

/** A feature card's icon that names a picture: the `<img>` attributes the card draws, as the build gave them. */
export interface FeatureIconImage {
  /** Under the site's base. */
  src: string;
  alt: string;
  width?: string;
  height?: string;
  title?: string;
}

/** A home-page feature card; `span` is how many of 12 grid columns it covers. */
export interface Feature {
  /** An emoji or text, or a picture: a path or URL, or an `<img>` tag. */
  icon?: string;
  /** The picture `icon` names, read by the build (see build/feature-icon.ts); absent when it is text. */
  iconImage?: FeatureIconImage;
  title: string;
  details?: string;
  /** `details` as the build read its HTML when it holds a tag (see build/html-parts.ts), which the card draws. */
  detailsParts?: HtmlPart[];
  link?: string;
  span?: 2 | 3 | 4 | 6;
}

/** `head: [['meta', { name: 'keywords', content: 'a, b' }]]`, as Rspress writes it. */
export type HeadTag = [string, Record<string, string>];

/**
 * Front matter a page may carry (YAML between `---` lines at the top of its file). Unknown keys are kept but
 * not used.
 *
 * @example
 * ---
 * title: Install
 * description: How to add the package to a project.
 * outline: false
 * ---
 */
export interface FrontMatter {
  /** The page's title (`<title>`, sidebar, search); default its first `# heading`. */
  title?: string;
  /** Replaces the site title after the page's in `<title>`. */
  titleSuffix?: string;
  /** `<meta name="description">` and link previews of this page. */
  description?: string;
  /** Extra `meta` and `link` tags for this page's `<head>`. */
  head?: HeadTag[];
  /** The layout: `doc` (default), `home` (hero and features), `custom`, `blank` or `404`. */
  pageType?: PageType;
  /** A home page's hero. */
  hero?: Hero;
  /** A home page's feature cards, under the hero. */
  features?: Feature[];
  /** `false` hides the top navbar (as `themeConfig.hideNavbar: 'always'` does on every page). */
  navbar?: boolean;
  /** `false` hides the left sidebar. */
  sidebar?: boolean;
  /** `true` renders an overview (index of the section's pages and headers). */
  overview?: boolean;
  /** `false` hides the right outline. */
  outline?: boolean;
  /** `false` hides the doc footer. */
  footer?: boolean;
  /** Link-preview image of this page (`og:image`), instead of the site's `ogImage`. */
  ogImage?: string;
  [key: string]: unknown;
}

/** What the build knows about one page: read from its Markdown file and front matter. */
export interface PageRecord {
  title: string;
  routePath: string;
  lang: Lang;
  toc: TocEntry[];
  frontmatter: FrontMatter;
  version: string;
  /** Source path relative to `content/`, e.g. `en/guide/start/introduction.md`. */
  relativePath: string;
  /** Last change of the source, ms since epoch (git log, else file mtime). */
  lastUpdated: number;
  /** What describes the page: its front matter `description`, else the words before its first `##` heading (see page-description.ts). */
  description?: string;
}

/** What the browser needs to render one page: the page record plus its rendered HTML. */
export interface PageData {
  pagePath: string;
  pageType: PageType;
  title: string;
  frontmatter: FrontMatter;
  toc: TocEntry[];
  routePath: string;
  lang: Lang;
  version: string;
  lastUpdated: number;
  /** The words before its first `##` heading, when they describe the page (see `PageRecord.description`): its front matter has none. */
  description?: string;
  /** Rendered Markdown body (trusted: produced by our build from our content). */
  html: string;
  /** URL of the JSON chunk holding the sidebar of the page's section (`SidebarItem[]`); null without one. */
  sidebarChunk: string | null;
  /**
   * The site's languages this page has no translation in (only a site with `requireTranslations: false` has
   * such pages; absent when it has them all): its links to those go to their home pages instead.
   */
  untranslated?: Lang[];
  /**
   * A page whose `html` is its site's custom theme's own layout (see src/build/components/theme-slots.ts): a
   * home page's `HomeLayout`, drawn in place of the hero, features and footer, or a 404 page's `NotFoundLayout`.
   */
  themeHome?: true;
  /**
   * Parts of a home page its site's custom theme draws itself (its own `HomeHero`, `HomeFeature`, `HomeFooter`,
   * see src/build/components/theme-slots.ts): each one's HTML, drawn in place of ours.
   */
  themeParts?: ThemeHomeParts;
  /**
   * An overview page's index (see overview-groups.ts): the headers it lists for each of its section's
   * pages, by sidebar link, at the levels each page asks for. The build fills it in, so the prerendered
   * HTML lists them; pages without such headers are left out.
   */
  overview?: Record<string, OverviewHeader[]>;
}

/** The parts of Rspress's home page a custom theme may draw itself, and their HTML. */
export type ThemeHomeParts = Partial<Record<'hero' | 'features' | 'footer', string>>;

/** A heading of a page an overview lists, under the page's title (`link#id`). */
export interface OverviewHeader {
  text: string;
  id: string;
}

export interface NavItem {
  text: string;
  link?: string;
  /** A path prefix (or regular expression source) that marks the item active. */
  activeMatch?: string;
  items?: NavItem[];
  position?: 'left' | 'right';
  tag?: string;
}

export interface SidebarItem {
  text: string;
  link?: string;
  items?: SidebarItem[];
  collapsible?: boolean;
  collapsed?: boolean;
  tag?: string;
  context?: string;
  /** Heading levels an overview page lists for this entry (Rspress's `overviewHeaders`). */
  overviewHeaders?: number[];
  dividerType?: 'dashed' | 'solid';
  sectionHeaderText?: string;
}

/** A sidebar group is a sidebar item with children. */
export type SidebarGroup = SidebarItem & { items: SidebarItem[] };

/** Sidebars keyed by route prefix (`/guide`, `/zh/api`): groups, and links beside them (an overview page). */
export type Sidebar = Record<string, SidebarItem[]>;

/** A link of the navbar's right end: `{ icon: 'github', mode: 'link', content: 'https://github.com/…' }`. */
export interface SocialLink {
  /** An icon name we ship (github, x, discord, gitlab, npm; another name shows as text), or an SVG of the site's own. */
  icon: string | { svg: string };
  /** `link` opens `content` (a URL); `text` and `img` show it in a popup. */
  mode: 'link' | 'text' | 'img' | 'dom';
  /** The URL, the text or the image URL, as `mode` says. */
  content: string;
}

/** One language of the site: its folder in the content folder is named `lang`. */
export interface LocaleConfig {
  /** The language code, and the name of its content folder (`en`, `zh`, `pt-BR`). */
  lang: Lang;
  /** Its name in the language switcher, e.g. `简体中文`. */
  label: string;
  /** The site title in this language, instead of the config's `title`. */
  title?: string;
  /** The site description in this language. */
  description?: string;
  /**
   * The navbar's title in this language, where it is not the site title: an Rspress config's language `title`
   * beside a `title` of its own, which Rspress's navbar shows and its pages' titles do not.
   */
  navTitle?: string;
}

/** A piece of a message written as HTML (the footer's, a hero's): its text, or one of the inline elements it may use, with its own pieces. */
export type HtmlPart =
  | string
  | { tag: 'a'; href: string; children: HtmlPart[] }
  | { tag: 'br' }
  | { tag: 'strong' | 'em' | 'b' | 'i' | 'code' | 'small' | 'span'; children: HtmlPart[] };

/** Theme options of the site config (`themeConfig`); every one is optional in a config file. */
export interface ThemeConfig {
  /** Links at the navbar's right end; past five, the rest go into a "more" popup. */
  socialLinks: SocialLink[];
  /** Show the "Last Updated" line in the doc footer. */
  lastUpdated: boolean;
  /** `false`: no page shows its outline but one whose front matter says `outline: true`. */
  outline?: boolean;
  /** Outline title; defaults to the locale's "ON THIS PAGE". */
  outlineTitle?: string;
  /** The pager's "Previous page" label on the default language's pages (others keep their own words). */
  prevPageText?: string;
  /** The pager's "Next page" label on the default language's pages. */
  nextPageText?: string;
  /** The "Last Updated" label on the default language's pages (Rspress 1's option). */
  lastUpdatedText?: string;
  /** The search button's and box's words on the default language's pages (Rspress 1's option). */
  searchPlaceholderText?: string;
  /**
   * A line at the foot of the home page (`{ message: 'Copyright © 2026 Esmx' }`). Its HTML is shown as the build
   * read it into `parts`: text, links and a few inline elements, nothing else.
   */
  footer?: { message?: string; parts?: HtmlPart[] };
  /** Edit link: `{path}` is replaced by the page's source path relative to `content/`; without it, that path follows. */
  editLink?: { docRepoBaseUrl: string; text?: string };
  /** Navbar hiding: never (default), always, or auto (hides while scrolling down). */
  hideNavbar: 'never' | 'always' | 'auto';
  /** The palette the site starts in, and whether readers may switch it (see shared/appearance.ts); default true. */
  darkMode?: DarkMode;
  /** First-visit browser-language redirect: auto (default), never, or only from pages of the default language. */
  localeRedirect: 'auto' | 'never' | 'only-default-lang';
  /** Scroll-to-top button in the doc footer. */
  enableScrollToTop: boolean;
  /** Header depths listed by overview pages. */
  overviewHeaders: number[];
  /**
   * The navbar, as `_nav.json` gives it, for every language (internal links get a language's prefix when they
   * lack it); a language's `locales` entry may give its own. Given here, `_nav.json` files are not read.
   */
  nav?: NavItem[];
  /**
   * Sidebars by route prefix (`{ '/guide/': [{ text: 'Start', items: ['/guide/intro', …] }] }`), for every
   * language as `nav` is; an item may be a page's path alone (its title is the label). Given here, `_meta.json`
   * files make no sidebar.
   */
  sidebar?: Record<string, ConfigSidebarItem[]>;
  /**
   * Per language: its own `nav` and `sidebar`, and interface texts (`outlineTitle`, `prevPageText`…: Rspress's
   * keys), as Rspress's `themeConfig.locales` gives them.
   */
  locales?: ({ lang: string; nav?: NavItem[]; sidebar?: Record<string, ConfigSidebarItem[]> } & Partial<
    Record<string, unknown>
  >)[];
}

/** A sidebar item of the config: a page's path, or an item as a sidebar holds it (its `items` may be paths too). */
export type ConfigSidebarItem =
  | string
  | (Omit<SidebarItem, 'items' | 'text'> & { text?: string; items?: ConfigSidebarItem[] });

/** A tag for every page's `<head>`: `['meta', { name: 'author', content: 'Esmx' }]`, or raw HTML. */
export type SiteHeadTag = string | HeadTag | [string, Record<string, string>, string];

/** What a `head` function is called with for each page, as Rspress calls it. */
export interface HeadRoute {
  routePath: string;
  /** The route without its language prefix (`/guide/start` for `/zh/guide/start`). */
  pureRoutePath: string;
  lang: Lang;
  /** The version the page belongs to: `''` (the pages built are the default version's, or a site's of none). */
  version: string;
  /** The page's file inside the content folder (`en/guide/start.md`); `''` for a page of ours (the 404 page). */
  relativePath: string;
  /** The page's file, absolute (a function reading its front matter itself); `''` for a page of ours. */
  absolutePath: string;
  /** The route as one name (`guide_start`, `index` for the home page), as Rspress names a page. */
  pageName: string;
}

/** A `head` entry that gives the page's own tag (or none), called for each page at build time. */
type SiteHeadFunction = (route: HeadRoute) => SiteHeadTag | undefined | null | false;

/**
 * The site config (`site.config.ts` in the content folder), in Rspress's shape where the option exists. A
 * config file sets any of these (see `defineConfig`); the build fills in the rest.
 *
 * @example
 * export default defineConfig({
 *   title: 'My Docs',
 *   lang: 'en',
 *   locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],
 *   themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/me/project' }] },
 * });
 */
/** A unified plugin as a config lists it: the plugin, or the plugin and its options (`[rehypeKatex, { strict: false }]`). */
// biome-ignore lint/suspicious/noExplicitAny: a plugin's own signature is the plugin's business.
export type MarkdownPlugin = ((...options: any[]) => unknown) | [(...options: any[]) => unknown, ...unknown[]];

export interface SiteConfig {
  /** Site title: the navbar, and the end of every page's `<title>`; default the content folder's name. */
  title: string;
  /** `<meta name="description">` of pages without their own. */
  description?: string;
  /**
   * Favicon: a path under the site (`/favicon.ico`), a URL, or a project file starting with `./` or `../`
   * (relative to the content folder, copied to the site's root: see build/site-icon.ts); default the bundled
   * `favicon.svg`.
   */
  icon?: string;
  /** Navbar logo image; `{ light, dark }` gives one per color scheme. Replaces the title text unless `logoText`. */
  logo?: string | { light: string; dark: string };
  /** Text shown beside the logo. */
  logoText?: string;
  /**
   * Path of a CSS file (absolute, or relative to the content folder) appended after the site's own CSS, or a
   * list of them, in order (an Rspress config's plugins add theirs after its own).
   */
  globalStyles?: string | string[];
  /**
   * Components shown on every page, outside its content (a banner, a consent dialog, a button fixed in a
   * corner), as Rspress's option of this name: each module's default export, given as its path (absolute, or
   * relative to the content folder) or as `[path, props]`.
   */
  globalUIComponents?: (string | [string, Record<string, unknown>])[];
  /**
   * Tags added to every page's `<head>`, after the page's own; a function gives a page's own tag, as in
   * Rspress (`({ routePath }) => ['meta', { property: 'og:image', content: … }]`).
   */
  head?: (SiteHeadTag | SiteHeadFunction)[];
  /** Which files of the content folder are pages. */
  route?: {
    /** Globs over paths inside the content folder (`en/drafts/**`, `**\/_*.md`): matching files are not pages. */
    exclude: string[];
    /**
     * Globs that take the place of Rspress's convention that files and folders named `_…` are no pages (its
     * `route.excludeConvention`): with them, a file of any name is a page unless these or `exclude` match it.
     */
    excludeConvention?: string[];
    /** Rspress's page file extensions (`['.md', '.mdx']`); files of the others are added to `exclude` as globs. */
    extensions?: string[];
    /** Always true in effect: pages are linked and served without `.html` (false is warned about). */
    cleanUrls?: boolean;
  };
  /** How Markdown renders. */
  markdown?: {
    /** Line numbers on every code block (a block's `lineNumbers` meta turns them on for it alone). */
    showLineNumbers: boolean;
    /** Long lines of every code block wrap instead of scrolling (a block's `wrapCode` meta asks it of one), as Rspress 2's option. */
    defaultWrapCode?: boolean;
    /**
     * Rspress's twoslash plugin's option: with `explicitTrigger: false` every TypeScript and JavaScript block is
     * read as a twoslash one (its notations left out, see remark-plugin-fences.ts), not only those marked so.
     */
    twoslash?: { explicitTrigger?: boolean };
    /**
     * Whether a link to no page (in a page, the nav or a sidebar) stops the build (default true); false makes
     * each a warning, as Rspress's `markdown.link.checkDeadLinks: false` lets such a site build; `{ excludes }`
     * leaves the links it names alone (site paths as written, regular expressions, or a function of the path).
     */
    checkDeadLinks?: boolean | { excludes: readonly (string | RegExp)[] | ((url: string) => boolean) };
    /**
     * Whether a link's `#hash` to another page must name a heading or id in that page (default false), as
     * Rspress's `markdown.link.checkAnchors`; one that names none is then reported as a dead link is.
     */
    checkAnchors?: boolean;
    /**
     * Whether a link Rspress never checks leading to no page is a dead link as a Markdown link in a page is
     * (default true): a nav or sidebar item, a home page's hero action or feature card, a JSX prop
     * (`<LinkCard href>`, `<a href>` in MDX). False makes each a warning. An Rspress config sets it false:
     * Rspress checks the Markdown links in pages only.
     */
    checkNavLinks?: boolean;
    /**
     * Whether an image a page shows by a relative path that is not there fails the build (default true); false
     * makes each a warning and leaves the image as written, as Rspress's `markdown.image.checkDeadImages`.
     */
    checkDeadImages?: boolean;
    /**
     * Whether a Markdown link written without "./" or "/" (`[API](guide/api)`) is read from the language's root, and a
     * home page's hero and feature links written as site paths get the page's language, as Rspress 1 read them
     * (default false: from the page's folder, and as written, as Rspress 2 reads them). An Rspress 1 config sets it.
     */
    linksFromRoot?: boolean;
    /**
     * Fence labels highlighted as another language (`{ ejs: 'js' }`; the block still shows its own label),
     * as Rspress's `markdown.shiki.langAlias`.
     */
    langAlias?: Record<string, string>;
    /**
     * TextMate grammars of languages esmx-docs does not colour (`{ name: 'acl', scopeName: 'source.acl',
     * patterns: […], repository: {} }`, shiki's language registrations), as Rspress's `markdown.shiki.langs`
     * gives them: a fence labelled with a grammar's `name` or one of its `aliases` is coloured by it.
     */
    grammars?: { name: string; scopeName: string; aliases?: string[]; [key: string]: unknown }[];
    /**
     * Components every `.mdx` page may use without importing them, as Rspress's `markdown.globalComponents`:
     * paths of their files (absolute, or relative to the content folder; a folder finds its `index` file), each
     * named after its file and giving its default export. One takes the place of a built-in of its name; a
     * page's own import of a name takes the place of it.
     *
     * @example
     * markdown: { globalComponents: ['../components/Hello.tsx'] } // <Hello /> in any .mdx page
     */
    globalComponents?: string[];
    /**
     * remark plugins every page's Markdown passes through after the site's own (a plugin, or `[plugin, options]`),
     * as Rspress's `markdown.remarkPlugins`: `remark-math`, say. They run in the render threads, which load
     * the config again to get them.
     *
     * @example
     * markdown: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] }
     */
    remarkPlugins?: MarkdownPlugin[];
    /** rehype plugins every page's HTML tree passes through last, as Rspress's `markdown.rehypePlugins`. */
    rehypePlugins?: MarkdownPlugin[];
  };
  /**
   * Whether a page without a translation in every language stops the build (default true). False makes each
   * a warning, as Rspress builds such a site: the page's link to a language it lacks goes to that language's
   * home page, and it names no alternate there. An `rspress.config.*` sets it to false.
   */
  requireTranslations?: boolean;
  /** Writes llms.txt and llms-full.txt per language (default true); Markdown twins are written either way. */
  llms?: boolean;
  /**
   * Whether a home page (`pageType: home`) shows its Markdown body under the feature cards (default true). An
   * `rspress.config.*` sets it to false, as Rspress's home layout draws the hero, features and footer alone:
   * the body is then left out of the page, its search entry and its Markdown twin, with a warning.
   */
  homeBody?: boolean;
  /** The plugins of the site's Rspress config that do not run here, by name (set when it is loaded, not written). */
  pluginsNotRun?: string[];
  /**
   * Offline reading (default true): the built site registers a service worker (`sw.js` at the site's root)
   * that keeps the pages a reader opened, the site's scripts and the search files already fetched, so
   * they can read those pages and search them without a network. Pages come from the network whenever
   * there is one, so a new deploy shows on the next navigation. Nothing is fetched ahead. The dev server
   * never registers it. `false` writes no service worker (a site that had one keeps it in returning
   * readers' browsers until they unregister it: deploy a `sw.js` that unregisters itself to remove it).
   *
   * @example
   * export default defineConfig({ offline: false });
   */
  offline?: boolean;
  /**
   * Whether every page carries a Content-Security-Policy (default true): scripts from this origin, the
   * page's own inline scripts and the origins of the `head` scripts only. `false` drops it, for a `head`
   * script (analytics, ads) that loads further scripts from other origins.
   */
  contentSecurityPolicy?: boolean;
  /**
   * Names `.mdx` pages may import from, each standing for a folder or file (relative to the content folder,
   * or absolute): fragments and components that live outside the content folder, as a bundler's alias.
   * `compilerOptions.paths` of the content folder's (or its parent's) `tsconfig.json` work the same way.
   *
   * @example
   * alias: { '@components': '../components' } // import { Border } from '@components/Border'
   */
  alias?: Record<string, string | false>;
  /**
   * Globals the site's components are compiled with, each name replaced by the code it stands for (a literal,
   * or another global's name), as Rsbuild's `source.define`: for components that share code with an app built
   * so. An Rspress config's `builderConfig.source.define` is read as this.
   *
   * @example
   * define: { BROWSER_TYPE: JSON.stringify('chrome'), 'process.env.API': '"https://api.example"' }
   */
  define?: Record<string, string>;
  /**
   * The site's own texts, each key's text per language, as Rspress's `i18nSource` (the same texts its
   * `i18n.json` holds): interface texts (`editLinkText`, `prevPageText`…), labels of `_meta.json` and `_nav.json`,
   * and what `useI18n()` gives components. Merged over `i18n.json` key by key and language by language: a text
   * written here wins.
   *
   * @example
   * i18nSource: { editLinkText: { en: 'Improve this page', zh: '改进此页' } }
   */
  i18nSource?: Record<string, Record<string, string>>;
  /**
   * The folder of the site's custom Rspress theme (relative to the content folder, or absolute), whose
   * `index.tsx` answers a page's `import { X } from '@theme'`; default `theme/` in the Rspress project's folder (the
   * nearest above the content folder holding an `rspress.config.*`), else beside the content folder.
   */
  themeDir?: string;
  /**
   * Text replaced in every page and fragment before it renders, rule by rule, as Rspress's `replaceRules`:
   * a string `search` is replaced wherever it occurs, a regular expression as its flags say.
   *
   * @example
   * replaceRules: [{ search: /MAJOR_VERSION/g, replace: '2' }]
   */
  replaceRules?: { search: string | RegExp; replace: string }[];
  /**
   * Rspress's prerendering switch: `false`, or routes (`experimentalExcludeRoutePaths`: paths, or regular
   * expressions tested against them) whose pages' own components render in the browser only, for components that
   * cannot render at build time. The pages' Markdown is prerendered all the same.
   */
  ssg?: boolean | { experimentalExcludeRoutePaths?: (string | RegExp)[] };
  /**
   * Absolute origin the site is published at, e.g. `https://esmx.dev` (no trailing slash needed).
   * Canonical URLs, hreflang alternates, `og:url`, the sitemap and JSON-LD URLs need it; without it
   * the build warns once and leaves them out rather than writing wrong URLs.
   */
  siteUrl?: string;
  /** Default link-preview image (`og:image`): an absolute URL, or a path under the site (`/og.png`). */
  ogImage?: string;
  /** URL prefix the site is served under, with leading and trailing slash. */
  base: string;
  /** Default language: served without prefix. */
  lang: Lang;
  /** The site's languages, in switcher order; default one per language folder of the content folder. */
  locales: LocaleConfig[];
  /** Versions offered by the version switcher; it shows only when there are two or more. */
  versions: string[];
  /**
   * A site that keeps each version of its docs in a folder of its own (`docs/v1/en/…`, `docs/v2/…`), as
   * Rspress's `multiVersion` does: the build makes the default version's pages, at routes without a
   * version prefix, from `<content folder>/<default>/`; the other versions are not built (a warning names them).
   *
   * @example
   * multiVersion: { default: 'v1', versions: ['v1', 'v2'] } // pages from docs/v1/, served at /guide/…
   */
  multiVersion?: { default: string; versions: string[] };
  /** Options of the theme: navbar, footer, outline, edit link. */
  themeConfig: ThemeConfig;
}

/** One prerendered route and where its lazily loaded page chunk lives. */
export interface RouteEntry {
  routePath: string;
  lang: Lang;
  title: string;
  pageType: PageType;
  /** URL of the page chunk (JSON holding `PageData`). */
  chunk: string;
  /** URL of the sidebar chunk of the route's section, fetched beside the page chunk; null without one. */
  sidebarChunk: string | null;
}

/**
 * What every page embeds about the whole site. It must stay small and never grow with the number of
 * pages: routes and sidebars live in shared chunks reached through the site index.
 */
export interface SiteData {
  config: SiteConfig;
  nav: Record<Lang, NavItem[]>;
  /** URL of the site index (`SiteIndex`). Unhashed and revalidated, so no page depends on other pages' content. */
  siteIndex: string;
  /** URL of the search worker script. */
  workerUrl: string;
  /**
   * Per language, the UI strings it shows other than the built-in ones `t` gives: a language read through
   * another of ours (`zh-CN` shows the `zh` strings) and the site's `i18n.json` texts Rspress's theme shows.
   * Absent when no language has any.
   */
  texts?: Record<Lang, Record<string, string>>;
  /** URL of the site's service worker (`<base>sw.js`); absent when the config's `offline` is false, and in dev. */
  serviceWorker?: string;
  /** The slots of Rspress's `Layout` the site's custom theme fills, per language (see layout-slots.ts); absent without. */
  slots?: LayoutSlots;
}

/**
 * The site index: where the route tables and search indexes are. Route tables are split by language and
 * by the first segment of the path (`''` for pages at the language root), each a hashed `RouteEntry[]` chunk.
 *
 * @example
 * { routes: { en: { '': '/static/routes/en.3f2a….json', guide: '/static/routes/en_guide.9b1c….json' } },
 *   searchIndex: { en: '/static/search_index.en.5d4e….json' } }
 */
export interface SiteIndex {
  routes: Record<string, Record<string, string>>;
  /** Per language, the file its search starts from: the list, or at scale the manifest. */
  searchIndex: Record<string, string>;
  /** Per language searched from its list, where each listed page sits in the site (see IndexFiles). */
  searchPlaces?: Record<string, string>;
}
