import type { OverviewGroup } from '../../shared/overview-groups';

/**
 * Narrows the overview to what the reader typed (groups, links and headers, as they type).
 * Matching is a case-insensitive substring test, which is also how Chinese text is matched:
 *
 * - a group whose name matches stays whole;
 * - otherwise a link whose title matches stays with all its headers;
 * - otherwise a link stays with only its matching headers, if it has any;
 * - groups left without links go.
 *
 * A blank query keeps everything.
 *
 * @example
 * filterOverview(groups, 'RENDER') // the RenderContext link (with all its headers), and any header naming "render"
 * filterOverview(groups, '模块')    // links and headers whose text contains 模块
 */
export function filterOverview(groups: readonly OverviewGroup[], query: string): OverviewGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...groups];
  const matches = (text: string) => text.toLocaleLowerCase().includes(needle);
  return groups.flatMap((group) => {
    if (group.text && matches(group.text)) return [group];
    const links = group.links.flatMap((link) => {
      if (matches(link.text)) return [link];
      const headers = link.headers.filter((header) => matches(header.text));
      return headers.length ? [{ ...link, headers }] : [];
    });
    return links.length ? [{ ...group, links }] : [];
  });
}
