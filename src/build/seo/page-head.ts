import { localesOf } from '../../shared/locale';
import { isNotFoundPage } from '../../shared/not-found-page';
import type { PageData, SidebarItem, SiteConfig, SiteHeadTag } from '../../shared/types';
import { breadcrumbTrail } from './breadcrumbs';
import { headTags } from './head-tags';

/**
 * The SEO head tags of one prerendered page, from what the prerender holds for that page alone (its
 * data and its section's sidebar), so a page's head never depends on the rest of the site. Its alternates are
 * its translations: every language but those its data names `untranslated`.
 */
export function pageHeadTags(args: {
  config: SiteConfig;
  page: PageData;
  title: string;
  sidebar: readonly SidebarItem[];
  /** The config's `head` tags this page gets: a default of the same key gives way to them. */
  siteHead?: readonly SiteHeadTag[];
}): string {
  const { config, page, title, sidebar, siteHead } = args;
  const notFound = isNotFoundPage(page, config.lang);
  const locales = localesOf(config);
  return headTags({
    config,
    page,
    title,
    alternates: notFound
      ? []
      : locales.langs
          .filter((lang) => !page.untranslated?.includes(lang))
          .map((lang) => ({ lang, routePath: locales.withLang(page.routePath, lang) })),
    breadcrumbs: breadcrumbTrail(sidebar, page.routePath),
    siteHead,
  });
}
