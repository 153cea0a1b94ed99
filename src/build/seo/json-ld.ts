import type { SiteConfig } from '../../shared/types';
import type { Crumb } from './breadcrumbs';
import { absoluteUrl } from './site-url';

/** A schema.org object, written as JSON-LD. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The site itself, on its home pages. Needs the site's URL, so there is none without `siteUrl`. */
export function webSiteLd(args: { name: string; url?: string; description?: string; language: string }): JsonLd[] {
  if (!args.url) return [];
  return [
    omitEmpty({
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: args.name,
      url: args.url,
      description: args.description,
      inLanguage: args.language,
    }),
  ];
}

/** A doc or blog page: headline, description, language and when it last changed. */
export function techArticleLd(args: {
  headline: string;
  description?: string;
  language: string;
  lastUpdated: number;
  url?: string;
  image?: string;
}): JsonLd {
  return omitEmpty({
    '@context': CONTEXT,
    '@type': 'TechArticle',
    headline: args.headline,
    description: args.description,
    inLanguage: args.language,
    dateModified: args.lastUpdated > 0 ? new Date(args.lastUpdated).toISOString() : undefined,
    url: args.url,
    mainEntityOfPage: args.url,
    image: args.image,
  });
}

/**
 * The sidebar path as a BreadcrumbList. Every step must carry an absolute URL, so there is none
 * without `siteUrl`, nor for a page no sidebar lists.
 */
export function breadcrumbLd(config: Pick<SiteConfig, 'siteUrl' | 'base'>, trail: readonly Crumb[]): JsonLd[] {
  if (!config.siteUrl || trail.length === 0) return [];
  return [
    {
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(config, crumb.routePath),
      })),
    },
  ];
}

function omitEmpty(value: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== ''));
}
