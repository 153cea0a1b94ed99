import type { FrontMatter, Lang, PageType, SiteConfig } from './types';

/** The fields of a page that decide its document title (a `PageData` or `PageRecord` both fit). */
export interface TitledPage {
  title: string;
  lang: Lang;
  pageType?: PageType;
  frontmatter: Pick<FrontMatter, 'titleSuffix' | 'pageType'>;
}

const SEPARATOR = ' - ';

/** The site's title in `lang`: its locale's `title` when it has one, else the config's. */
export function siteTitleIn(config: Pick<SiteConfig, 'title' | 'locales'>, lang: Lang): string {
  return config.locales.find((locale) => locale.lang === lang)?.title || config.title;
}

/** The navbar's title in `lang`: its locale's `navTitle` when it has one, else the site's title there. */
export function navTitleIn(config: Pick<SiteConfig, 'title' | 'locales'>, lang: Lang): string {
  return config.locales.find((locale) => locale.lang === lang)?.navTitle || siteTitleIn(config, lang);
}

/**
 * The `<title>` of a page: `${title} - ${suffix}`, where the suffix is the front matter's
 * `titleSuffix`, else the site title (the locale's title when it has one). The home page is the
 * site itself, so its title is the site title and only its own `titleSuffix` follows it. A `custom` or
 * `blank` page (a landing or download page that draws itself) is titled by the site alone, as in Rspress.
 * Empty parts are dropped rather than leaving a dangling separator, and a suffix that starts with a
 * separator of its own (`- Fast`, `| Fast`) is not given a second one.
 *
 * Build and browser both call this, so a prerendered title never changes on hydration.
 *
 * @example
 * pageTitle({ title: 'Glossary', lang: 'en', frontmatter: { titleSuffix: 'Core Terminology Explained' } }, config)
 * // 'Glossary - Core Terminology Explained'
 * pageTitle({ title: 'Esmx', lang: 'en', pageType: 'home', frontmatter: {} }, config) // 'Esmx'
 */
export function pageTitle(page: TitledPage, config: Pick<SiteConfig, 'title' | 'locales'>): string {
  const siteTitle = siteTitleIn(config, page.lang);
  const pageType = page.pageType ?? page.frontmatter.pageType;
  if (pageType === 'custom' || pageType === 'blank') return siteTitle;
  // A page named after the site (a root page without a title of its own) is not suffixed with it again.
  const isSite = pageType === 'home' || page.title === siteTitle;
  const suffix = page.frontmatter.titleSuffix;
  const [first, last] = (isSite ? [siteTitle, suffix] : [page.title, suffix ?? siteTitle]).map((part) => part?.trim());
  if (!first || !last) return first || last || '';
  // A suffix that brings its own separator (`titleSuffix: '| Fast'`, `' - Fast'`, as Rspress sites write
  // it) gets a space, not a second one.
  return OWN_SEPARATOR.test(last) ? `${first} ${last}` : `${first}${SEPARATOR}${last}`;
}

/** A suffix starting with a separator of its own. */
const OWN_SEPARATOR = /^[-|–—·•:]\s/;
