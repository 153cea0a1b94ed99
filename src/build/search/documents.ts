import { isNotFoundPage } from '../../shared/not-found-page';
import type { SearchDoc } from '../../shared/search';
import type { PageMeta } from '../../shared/search-index/files';
import type { FrontMatter, Lang } from '../../shared/types';
import type { RenderedPage } from '../render/source-page';

/** What the search index needs of a page. */
export type SearchablePage = Pick<RenderedPage, 'record' | 'pageType' | 'text'>;

/**
 * A page as the index takes it: its search document, and what its author wrote for search, which
 * is indexed as a field of its own (and kept out of the list, whose entries are the five fields).
 */
export type IndexedDoc = SearchDoc & PageMeta;

/**
 * The description and keywords of a page's front matter (`description`, and `head` meta
 * `keywords`), those that are set.
 *
 * @example pageMeta({ description: 'Deploy to a CDN', head: [['meta', { name: 'keywords', content: 'CDN, assets' }]] })
 * // { description: 'Deploy to a CDN', keywords: 'CDN, assets' }
 */
function pageMeta(frontmatter: FrontMatter | undefined): PageMeta {
  const meta: PageMeta = {};
  if (typeof frontmatter?.description === 'string' && frontmatter.description.trim()) {
    meta.description = frontmatter.description.trim();
  }
  const head = Array.isArray(frontmatter?.head) ? frontmatter.head : [];
  const keywords = head
    .filter((tag) => Array.isArray(tag) && tag[0] === 'meta' && tag[1]?.name === 'keywords')
    .map((tag) => tag[1].content)
    .filter((content) => typeof content === 'string' && content.trim())
    .map((content: string) => content.trim());
  if (keywords.length) meta.keywords = keywords.join(', ');
  return meta;
}

/** The search document of one page (`id` is the route, `content` its plain text). */
function searchDoc({ record, text }: SearchablePage): IndexedDoc {
  return {
    id: record.routePath,
    title: record.title,
    content: text,
    toc: record.toc,
    routePath: record.routePath,
    ...pageMeta(record.frontmatter),
  };
}

/** False for pages not worth finding: 404 pages (ours, a site's own, `pageType: 404`) and blank pages. */
function worthFinding({ record, pageType }: SearchablePage, defaultLang: Lang): boolean {
  return (
    pageType !== 'blank' && !isNotFoundPage({ pageType, routePath: record.routePath, lang: record.lang }, defaultLang)
  );
}

/** Search documents of one language (of a site whose default language is `defaultLang`), in build order. */
export function searchDocs(pages: SearchablePage[], lang: Lang, defaultLang: Lang): IndexedDoc[] {
  return pages.flatMap((page) =>
    page.record.lang === lang && worthFinding(page, defaultLang) ? [searchDoc(page)] : [],
  );
}
