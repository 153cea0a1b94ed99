import { pageDescriptionOf } from '../../shared/description';
import { htmlLang } from '../../shared/locale';
import { isNotFoundPage } from '../../shared/not-found-page';
import { siteTitleIn } from '../../shared/title';
import type { FrontMatter, HeadTag, Lang, PageType, SiteConfig, SiteHeadTag } from '../../shared/types';
import type { Alternate } from './alternates';
import type { Crumb } from './breadcrumbs';
import { headTagProblem, pageHeadTag } from './head-tag';
import { breadcrumbLd, type JsonLd, techArticleLd, webSiteLd } from './json-ld';
import { absoluteOrUndefined, absoluteUrl, ogLocale } from './site-url';

/** The fields of a page its head tags are made of (a `PageData` fits). */
export interface HeadPage {
  routePath: string;
  lang: Lang;
  pageType: PageType;
  title: string;
  frontmatter: FrontMatter;
  /** Last change of the source, ms since epoch; 0 when unknown. */
  lastUpdated: number;
  /** What describes the page, its front matter's or its own words before its first `##` (see `PageRecord.description`). */
  description?: string;
}

export interface HeadInput {
  config: SiteConfig;
  page: HeadPage;
  /** The document's `<title>` text. */
  title: string;
  /** The page's language versions that exist, itself included (see `alternatesOf`). */
  alternates: readonly Alternate[];
  /** The page's sidebar path (see `breadcrumbTrail`). */
  breadcrumbs: readonly Crumb[];
  /** The config's `head` tags the page gets besides these (see html.ts): a default of the same key gives way. */
  siteHead?: readonly SiteHeadTag[];
}

/**
 * Everything a page's `<head>` says to search engines and link previews, as HTML: description,
 * canonical URL, hreflang alternates with `x-default`, Open Graph and Twitter card tags, JSON-LD
 * (`WebSite` on home pages, `TechArticle` on doc pages, `BreadcrumbList` from the sidebar). Tags that
 * need an absolute URL are left out without `siteUrl`. A front matter `head` entry replaces the
 * default with the same key (a meta's name or property, a link's rel and hreflang), and so does one of the
 * config's `head` (written after these), so no tag appears twice. A 404 page (ours or the site's own, see `isNotFoundPage`) gets `noindex` and nothing that
 * would make it look like a page worth listing.
 *
 * @example
 * headTags({ config, page, title: 'Glossary - Esmx', alternates, breadcrumbs })
 * // '<meta name="description" content="…"><link rel="canonical" href="https://esmx.dev/guide/start/glossary">…'
 */
export function headTags({ config, page, title, alternates, breadcrumbs, siteHead = [] }: HeadInput): string {
  const fm = page.frontmatter;
  const siteName = siteTitleIn(config, page.lang);
  const description = pageDescriptionOf(page, config);
  const language = htmlLang(page.lang);
  const notFound = isNotFoundPage(page, config.lang);
  const url = notFound ? undefined : absoluteUrl(config, page.routePath);
  const imageSource = fm.ogImage ?? config.ogImage;
  const image = imageSource ? absoluteOrUndefined(config, imageSource) : undefined;

  const tags: HeadTag[] = [];
  const meta = (key: 'name' | 'property', name: string, content: string | undefined) => {
    if (content) tags.push(['meta', { [key]: name, content }]);
  };
  meta('name', 'description', description);
  if (notFound) meta('name', 'robots', 'noindex');
  if (url) {
    tags.push(['link', { rel: 'canonical', href: url }]);
    for (const alternate of alternates) {
      const href = absoluteUrl(config, alternate.routePath) as string;
      tags.push(['link', { rel: 'alternate', hreflang: htmlLang(alternate.lang), href }]);
    }
    const fallback = alternates.find((a) => a.lang === config.lang);
    if (fallback) {
      tags.push([
        'link',
        { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(config, fallback.routePath) as string },
      ]);
    }
  }
  meta('property', 'og:title', title);
  meta('property', 'og:description', description);
  meta('property', 'og:type', page.pageType === 'home' ? 'website' : 'article');
  meta('property', 'og:url', url);
  meta('property', 'og:site_name', siteName);
  meta('property', 'og:locale', ogLocale(page.lang));
  for (const alternate of alternates) {
    if (alternate.lang !== page.lang) meta('property', 'og:locale:alternate', ogLocale(alternate.lang));
  }
  meta('property', 'og:image', image);
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');

  const ld: JsonLd[] = [];
  if (!notFound) {
    if (page.pageType === 'home') ld.push(...webSiteLd({ name: siteName, url, description, language }));
    if (page.pageType === 'doc') {
      ld.push(
        techArticleLd({ headline: page.title, description, language, lastUpdated: page.lastUpdated, url, image }),
      );
    }
    ld.push(...breadcrumbLd(config, breadcrumbs));
  }

  // A tag the build refused (see headTagProblem) never gets here; one that did anyway is left out, not written.
  const own = dedupe((fm.head ?? []).filter((tag) => headTagProblem(tag, 'page') === undefined));
  const written = siteHead.flatMap((tag) =>
    typeof tag === 'string' ? writtenTagKeys(tag) : [tagKey([tag[0], tag[1]])],
  );
  const taken = new Set([...own.map(tagKey), ...written]);
  const merged = [...tags.filter((tag) => !taken.has(tagKey(tag))), ...own];
  return merged.map(pageHeadTag).join('') + ld.map(renderJsonLd).join('');
}

/**
 * What makes two head tags the same tag: a meta's name, property or http-equiv; a link's rel (and
 * hreflang for alternates); anything else is its own tag.
 */
function tagKey([tag, attrs]: HeadTag): string {
  if (tag === 'meta') {
    if (attrs.charset !== undefined) return 'meta:charset';
    const name = attrs.name ?? attrs.property ?? attrs['http-equiv'];
    // og:locale:alternate legitimately repeats; it is the one meta keyed by its value too.
    if (name === 'og:locale:alternate') return `meta:${name}:${attrs.content}`;
    // Front matter values may be YAML numbers or booleans.
    if (name !== undefined) return `meta:${String(name).toLowerCase()}`;
  }
  if (tag === 'link' && attrs.rel) {
    const rel = String(attrs.rel).toLowerCase();
    if (rel === 'canonical') return 'link:canonical';
    if (rel === 'alternate' && attrs.hreflang) return `link:alternate:${String(attrs.hreflang).toLowerCase()}`;
    return `link:${rel}:${attrs.href ?? ''}`;
  }
  return `${tag}:${JSON.stringify(attrs)}`;
}

/**
 * The keys (see `tagKey`) of the tags a config's `head` entry writes as HTML (`<meta property="og:title" …>`, as
 * a `head` function often gives it): each `<meta>` and `<link>` in it, read by its attributes.
 *
 * @example writtenTagKeys('<meta property="og:title" content="Guide">') // ['meta:og:title']
 */
function writtenTagKeys(html: string): string[] {
  return [...html.matchAll(/<(meta|link)\b([^>]*)>/gi)].map(([, tag, attributes]) => {
    const attrs: Record<string, string> = {};
    for (const [, name, double, single, bare] of attributes.matchAll(
      /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    ))
      attrs[name.toLowerCase()] = double ?? single ?? bare ?? '';
    return tagKey([tag.toLowerCase() as HeadTag[0], attrs]);
  });
}

/** A page's own head entries, the last of two with the same key kept. */
function dedupe(tags: readonly HeadTag[]): HeadTag[] {
  const byKey = new Map<string, HeadTag>();
  for (const tag of tags) {
    const key = tagKey(tag);
    byKey.delete(key);
    byKey.set(key, tag);
  }
  return [...byKey.values()];
}

/** JSON safe inside a `<script>` element: `<` is escaped so content can never close the element. */
function renderJsonLd(value: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
