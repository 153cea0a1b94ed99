import type { SearchDoc } from '../../shared/search';
import type { Lang } from '../../shared/types';
import type { RenderedPage } from '../render/source-page';

/** Pages that are not worth finding: the 404 page and blank pages. */
const UNSEARCHABLE = new Set(['404', 'blank']);

/** What the search index needs of a page. */
export type SearchablePage = Pick<RenderedPage, 'record' | 'pageType' | 'text'>;

/** The search document of one page (`id` is the route, `content` its plain text); null if unsearchable. */
function searchDoc({ record, text, pageType }: SearchablePage): SearchDoc | null {
  if (UNSEARCHABLE.has(pageType)) return null;
  return { id: record.routePath, title: record.title, content: text, toc: record.toc, routePath: record.routePath };
}

/** Search documents of one language, in build order. */
export function searchDocs(pages: SearchablePage[], lang: Lang): SearchDoc[] {
  return pages.flatMap((page) => (page.record.lang === lang ? (searchDoc(page) ?? []) : []));
}
