import { normalizePath } from '../../shared/normalize-path';
import { isDepthList, type OverviewGroup } from '../../shared/overview-groups';
import type { FrontMatter, OverviewHeader, TocEntry } from '../../shared/types';
import { routeKey } from '../routes';

/** Header levels an overview lists when neither the page nor the config names any: the h2s. */
const DEFAULT_DEPTHS = [2];

/** What an overview page's index is picked from besides its groups. */
export interface OverviewSource {
  /** The overview page's front matter: its `overviewHeaders`, for the pages whose entry names none. */
  frontmatter: FrontMatter;
  /** `themeConfig.overviewHeaders`: the levels when neither the entry nor the overview page names any. */
  configDepths: readonly number[];
  /** The toc of each page of the site, by `routeKey` of its route; a link to no page lists no headers. */
  tocs: ReadonlyMap<string, readonly TocEntry[]>;
}

/**
 * The headers an overview page lists (its page data's `overview`): for each page of its groups, that
 * page's headings at the levels its sidebar entry asks for (its front matter or `_meta.json`), else the
 * overview page's own front matter `overviewHeaders`, else the config's, else the h2s. Only pages with
 * such headings are keys, and only text and id are kept: every byte here is in the page's HTML twice.
 *
 * @example
 * overviewHeaders(overviewGroups(items, '/guide/'), { frontmatter: {}, configDepths: [2], tocs })
 * // { '/guide/a': [{ text: 'First head', id: 'first-head' }, { text: 'Second head', id: 'second-head' }] }
 */
export function overviewHeaders(
  groups: readonly OverviewGroup[],
  { frontmatter, configDepths, tocs }: OverviewSource,
): Record<string, OverviewHeader[]> {
  const pageDepths = isDepthList(frontmatter.overviewHeaders) ? frontmatter.overviewHeaders : undefined;
  const fallback = pageDepths ?? (configDepths.length > 0 ? configDepths : DEFAULT_DEPTHS);
  const headers: Record<string, OverviewHeader[]> = {};
  for (const { link, depths } of groups.flatMap((group) => group.links)) {
    const toc = tocs.get(routeKey(normalizePath(link)));
    const listed = toc ? headersAt(toc, depths ?? fallback) : [];
    if (listed.length > 0) headers[link] = listed;
  }
  return headers;
}

/** The entries of a page's toc at `depths`, in page order, as the overview lists them. */
function headersAt(toc: readonly TocEntry[], depths: readonly number[]): OverviewHeader[] {
  return toc.filter((entry) => depths.includes(entry.depth)).map(({ text, id }) => ({ text, id }));
}
