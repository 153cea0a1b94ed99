import type { PageData, SiteData } from '../../shared/types';
import { alternatesOf } from './alternates';
import { breadcrumbTrail } from './breadcrumbs';
import { headTags } from './head-tags';

/** Route paths of a site, computed once per site rather than once per page. */
const routeSets = new WeakMap<SiteData['routes'], Set<string>>();

/**
 * The SEO head tags of one prerendered page, from the site data the prerender already holds: the
 * route table says which translations exist, the sidebar gives the breadcrumb trail.
 */
export function pageHeadTags({ site, page, title }: { site: SiteData; page: PageData; title: string }): string {
  let routes = routeSets.get(site.routes);
  if (!routes) {
    routes = new Set(site.routes.map((route) => route.routePath));
    routeSets.set(site.routes, routes);
  }
  const langs = site.config.locales.map((locale) => locale.lang);
  return headTags({
    config: site.config,
    page,
    title,
    alternates: page.pageType === '404' ? [] : alternatesOf(page.routePath, langs, routes),
    breadcrumbs: breadcrumbTrail(site.sidebar[page.lang], page.routePath),
  });
}
