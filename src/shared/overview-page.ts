import type { FrontMatter, PageType } from './types';

/**
 * Whether a page is its section's overview (front matter `overview: true`, or `<Overview />` in its body).
 * A module of its own, apart from overview-groups.ts: the shell picks every page's layout with it, and the
 * section's index it would otherwise bring along is the overview layout's alone (its chunk, not the page's script).
 */
export function isOverviewPage(pageType: PageType, frontmatter: FrontMatter): boolean {
  return pageType === 'doc' && frontmatter.overview === true;
}
