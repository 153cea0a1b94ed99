import { arrayOf, boolean, type Check, either, oneOf, shape, string } from './checks';

/** A head tag as Rspress writes it: `[tag, attributes]` or `[tag, attributes, content]`. */
const headTuple: Check = (v) =>
  Array.isArray(v) &&
  (v.length === 2 || (v.length === 3 && typeof v[2] === 'string')) &&
  typeof v[0] === 'string' &&
  typeof v[1] === 'object' &&
  v[1] !== null
    ? undefined
    : '[tag, attributes] or [tag, attributes, content]';

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
  base: { check: (v) => (typeof v === 'string' && v.startsWith('/') ? undefined : 'a path starting with "/"') },
  lang: { check: string },
  locales: {
    check: arrayOf(shape({ lang: string, label: string, 'title?': string, 'description?': string })),
  },
  versions: { check: arrayOf(string), default: [] },
  icon: { check: string },
  logo: { check: either(string, shape({ light: string, dark: string })) },
  logoText: { check: string },
  globalStyles: { check: string },
  head: { check: arrayOf(either(string, headTuple)), default: [] },
  'route.exclude': { check: arrayOf(string), default: [] },
  // Pages are always linked and served without `.html`; Rspress's default is false, so configs carry it.
  'route.cleanUrls': { check: boolean, default: true },
  'markdown.showLineNumbers': { check: boolean, default: false },
  llms: { check: boolean, default: true },

  'themeConfig.socialLinks': {
    check: arrayOf(shape({ icon: string, mode: oneOf('link', 'text', 'img', 'dom'), content: string })),
    default: [],
  },
  'themeConfig.lastUpdated': { check: boolean, default: false },
  'themeConfig.outlineTitle': { check: string },
  'themeConfig.editLink': { check: shape({ docRepoBaseUrl: string, 'text?': string }) },
  'themeConfig.hideNavbar': { check: oneOf('never', 'always', 'auto'), default: 'never' },
  'themeConfig.localeRedirect': { check: oneOf('auto', 'never'), default: 'auto' },
  'themeConfig.enableScrollToTop': { check: boolean, default: true },
  'themeConfig.overviewHeaders': { check: arrayOf(oneOf(1, 2, 3, 4, 5, 6)), default: [2] },
};
