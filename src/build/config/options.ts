import { defineProblem } from '../components/define-values';
import { headTagProblem } from '../seo/head-tag';
import { arrayOf, boolean, type Check, either, object, oneOf, shape, show, string } from './checks';

/**
 * The config's head tags: raw HTML strings (the site owner's), or tags as Rspress writes them
 * (`[tag, attributes]`, `[tag, attributes, content]`), checked by the rules the head writer keeps; or
 * functions giving a page's own tag, checked when called (see route-head.ts).
 */
const headTags: Check = (v) => {
  if (!Array.isArray(v)) return 'an array of raw HTML strings, [tag, attributes, content?] tags and functions';
  const index = v.findIndex((tag) => typeof tag !== 'function' && headTagProblem(tag, 'config') !== undefined);
  if (index < 0) return undefined;
  return `an array of raw HTML strings, [tag, attributes, content?] tags and functions (item ${index}: ${headTagProblem(v[index], 'config')})`;
};

/** unified plugins: each a function, or an array of a function and its options. */
const markdownPlugins: Check = (v) =>
  Array.isArray(v) &&
  v.every((p) => typeof p === 'function' || (Array.isArray(p) && p.length > 0 && typeof p[0] === 'function'))
    ? undefined
    : 'an array of plugins, each a function or [plugin, options]';

/** A navbar item as `_nav.json` writes it: `text`, and `link`, `activeMatch`, `tag`, `position`, `items`. */
const navItem: Check = (v) =>
  shape({
    text: string,
    'link?': string,
    'activeMatch?': string,
    'tag?': string,
    'position?': oneOf('left', 'right'),
    'items?': arrayOf(navItem),
  })(v);

/** A sidebar item: a page's path, or `{ text, link?, items?, collapsible?, collapsed?, tag? }`, a divider or a header. */
const sidebarItem: Check = (v) => {
  if (typeof v === 'string') return undefined;
  const fits = shape({
    'text?': string,
    'link?': string,
    'items?': arrayOf(sidebarItem),
    'collapsible?': boolean,
    'collapsed?': boolean,
    'tag?': string,
    'dividerType?': oneOf('dashed', 'solid'),
    'sectionHeaderText?': string,
  })(v);
  const item = v as { text?: unknown; dividerType?: unknown; sectionHeaderText?: unknown };
  const named = fits === undefined && (item.text ?? item.dividerType ?? item.sectionHeaderText) !== undefined;
  return named
    ? undefined
    : 'a page path, or { text, link?, items?, collapsible?, collapsed? } (or a divider or section header)';
};

/** Sidebars by route prefix. */
const sidebars: Check = (v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'an object of route prefixes and item lists';
  for (const [prefix, items] of Object.entries(v)) {
    const problem = arrayOf(sidebarItem)(items);
    if (problem) return `an object of route prefixes and item lists ("${prefix}" is not ${problem})`;
  }
  return undefined;
};

/** One option a site config may set. */
export interface KnownOption {
  check: Check;
  /** Filled in when the config leaves the option out; none for options that stay undefined. */
  default?: unknown;
}

/**
 * Every option the site config knows, by dotted path. The loader checks each value the config sets against
 * its row, warns once per option not listed here, and fills in the defaults. A parent object (`themeConfig`)
 * needs no row of its own: the rows under it make it known.
 *
 * To add an option: a row here, its field in `SiteConfig` / `ThemeConfig` (src/shared/types.ts), and a line
 * in README's option table. `title`, `lang` and `locales` get their defaults from the content folder
 * (see resolve.ts), so their rows have none.
 */
export const OPTIONS: Record<string, KnownOption> = {
  title: { check: string },
  description: { check: string },
  siteUrl: {
    check: (v) =>
      typeof v === 'string' && /^https?:\/\/[^/\s]+\/?$/.test(v) ? undefined : 'an origin such as "https://esmx.dev"',
  },
  ogImage: { check: string },
  // A path; one written without its leading slash (`base: 'docs'`) is that folder, as Rspress reads it.
  base: {
    check: (v) =>
      typeof v === 'string' && /^[^:?#\\]*$/.test(v) && !v.split('/').some((part) => part === '.' || part === '..')
        ? undefined
        : 'a path such as "/docs/"',
  },
  lang: { check: string },
  locales: {
    check: arrayOf(
      shape({ lang: string, label: string, 'title?': string, 'description?': string, 'navTitle?': string }),
    ),
  },
  versions: { check: arrayOf(string), default: [] },
  multiVersion: { check: shape({ default: string, versions: arrayOf(string) }) },
  icon: { check: string },
  logo: { check: either(string, shape({ light: string, dark: string })) },
  logoText: { check: string },
  globalStyles: { check: either(string, arrayOf(string)) },
  globalUIComponents: {
    check: arrayOf(
      either(string, (v) =>
        Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && object(v[1]) === undefined
          ? undefined
          : '[path, props]',
      ),
    ),
  },
  // Rspress's: routes whose pages are rendered in the browser only (here, the site's components on them).
  ssg: {
    check: either(
      boolean,
      shape({
        'experimentalExcludeRoutePaths?': arrayOf((v) =>
          typeof v === 'string' || v instanceof RegExp ? undefined : 'a string or a regular expression',
        ),
      }),
    ),
  },
  head: { check: headTags, default: [] },
  // Set by an Rspress config's loading, not written: the names of its plugins that do not run here (see
  // rspress-config.ts), which the dead-link check's hint names.
  pluginsNotRun: { check: arrayOf(string) },
  'route.exclude': { check: arrayOf(string), default: [] },
  'route.excludeConvention': { check: arrayOf(string) },
  // Rspress's page file extensions: the others' files are left out as `route.exclude` leaves them (see resolve.ts).
  'route.extensions': { check: arrayOf(string) },
  // Pages are always linked and served without `.html`; Rspress's default is false, so configs carry it.
  'route.cleanUrls': { check: boolean, default: true },
  'markdown.showLineNumbers': { check: boolean, default: false },
  'markdown.defaultWrapCode': { check: boolean },
  'markdown.linksFromRoot': { check: boolean },
  'markdown.twoslash': { check: shape({ 'explicitTrigger?': boolean }) },
  'markdown.checkDeadLinks': {
    check: either(boolean, (v) =>
      v !== null &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      (typeof (v as { excludes?: unknown }).excludes === 'function' ||
        (Array.isArray((v as { excludes?: unknown }).excludes) &&
          (v as { excludes: unknown[] }).excludes.every((e) => typeof e === 'string' || e instanceof RegExp)))
        ? undefined
        : '{ excludes } naming the links to leave alone: site paths, regular expressions, or a function of the path',
    ),
    default: true,
  },
  'markdown.checkAnchors': { check: boolean, default: false },
  'markdown.checkNavLinks': { check: boolean },
  'markdown.checkDeadImages': { check: boolean },
  'markdown.globalComponents': { check: arrayOf(string) },
  'markdown.remarkPlugins': { check: markdownPlugins },
  'markdown.rehypePlugins': { check: markdownPlugins },
  themeDir: { check: string },
  replaceRules: {
    check: (v) =>
      Array.isArray(v) &&
      v.every(
        (rule) =>
          typeof rule?.replace === 'string' && (typeof rule.search === 'string' || rule.search instanceof RegExp),
      )
        ? undefined
        : 'an array of { search, replace } rules, each search a string or a regular expression and replace a string',
  },
  'markdown.grammars': {
    check: arrayOf(shape({ name: string, scopeName: string, 'aliases?': arrayOf(string) })),
  },
  'markdown.langAlias': {
    check: (v) =>
      v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((t) => typeof t === 'string')
        ? undefined
        : 'an object of fence labels and the languages they are highlighted as ({ "ejs": "js" })',
  },
  requireTranslations: { check: boolean, default: true },
  llms: { check: boolean, default: true },
  homeBody: { check: boolean, default: true },
  offline: { check: boolean, default: true },
  contentSecurityPolicy: { check: boolean, default: true },
  define: {
    check: (v) => {
      if (
        v === null ||
        typeof v !== 'object' ||
        Array.isArray(v) ||
        Object.values(v).some((t) => typeof t !== 'string')
      )
        return 'an object of global names and the code each stands for ({ BROWSER_TYPE: JSON.stringify("chrome") })';
      for (const [name, code] of Object.entries(v as Record<string, string>)) {
        const problem = defineProblem(name, code);
        if (problem) return `names and code esbuild takes (${show(name)}: ${problem})`;
      }
      return undefined;
    },
  },
  i18nSource: {
    check: (v) =>
      v !== null &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      Object.values(v).every(
        (texts) =>
          texts !== null &&
          typeof texts === 'object' &&
          !Array.isArray(texts) &&
          Object.values(texts).every((text) => typeof text === 'string'),
      )
        ? undefined
        : "an object of keys and each one's text per language ({ editLinkText: { en: '…' } })",
  },
  alias: {
    check: (v) =>
      v !== null &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      Object.values(v).every((t) => typeof t === 'string' || t === false)
        ? undefined
        : 'an object of import names and folders, packages or false ({ "@components": "../components" })',
  },

  'themeConfig.socialLinks': {
    check: arrayOf(
      shape({
        icon: either(string, shape({ svg: string })),
        mode: oneOf('link', 'text', 'img', 'dom'),
        content: string,
      }),
    ),
    default: [],
  },
  'themeConfig.lastUpdated': { check: boolean, default: false },
  'themeConfig.outline': { check: boolean },
  'themeConfig.outlineTitle': { check: string },
  'themeConfig.prevPageText': { check: string },
  'themeConfig.nextPageText': { check: string },
  'themeConfig.lastUpdatedText': { check: string },
  'themeConfig.searchPlaceholderText': { check: string },
  'themeConfig.editLink': { check: shape({ docRepoBaseUrl: string, 'text?': string }) },
  'themeConfig.footer': { check: shape({ 'message?': string }) },
  'themeConfig.hideNavbar': { check: oneOf('never', 'always', 'auto'), default: 'never' },
  'themeConfig.darkMode': { check: either(boolean, oneOf('auto', 'dark', 'light', 'force-dark', 'force-light')) },
  'themeConfig.localeRedirect': { check: oneOf('auto', 'never', 'only-default-lang'), default: 'auto' },
  'themeConfig.enableScrollToTop': { check: boolean, default: true },
  'themeConfig.overviewHeaders': { check: arrayOf(oneOf(1, 2, 3, 4, 5, 6)), default: [2] },
  'themeConfig.nav': { check: arrayOf(navItem) },
  'themeConfig.sidebar': { check: sidebars },
  'themeConfig.locales': {
    check: arrayOf(
      shape({
        lang: string,
        'label?': string,
        'title?': string,
        'description?': string,
        'navTitle?': string,
        'nav?': arrayOf(navItem),
        'sidebar?': sidebars,
        'editLink?': shape({ docRepoBaseUrl: string, 'text?': string }),
      }),
    ),
  },
};
