import type { PageData } from '../../shared/types';
import type { RenderedPage } from './source-page';

/** A page's data before step 2 adds the URL of its sidebar chunk. */
export type PartialPageData = Omit<PageData, 'sidebarChunk'>;

/** The page data the client receives, from a page after its Markdown step (the sidebar chunk comes later). */
export function toPageData({ record, pageType, html }: RenderedPage): PartialPageData {
  return {
    pagePath: record.relativePath,
    pageType,
    title: record.title,
    frontmatter: record.frontmatter,
    toc: record.toc,
    routePath: record.routePath,
    lang: record.lang,
    version: record.version,
    lastUpdated: record.lastUpdated,
    // Only when its own words give it: one its front matter gives is there already.
    ...(record.description && record.description !== record.frontmatter.description
      ? { description: record.description }
      : {}),
    html,
  };
}
