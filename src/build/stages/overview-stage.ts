import { markdownTwinPath } from '../../shared/markdown-twin';
import { overviewGroups, withHeaders } from '../../shared/overview-groups';
import type { OverviewHeader, TocEntry } from '../../shared/types';
import { overviewHeaders } from '../overview/overview-headers';
import { overviewTwin } from '../overview/overview-twin';
import { routeKey } from '../routes';
import type { BuildRun } from './build-run';
import type { RenderedPages } from './markdown-stage';
import type { SiteAssets } from './site-assets';

/** Each overview page's index (by route): the headers of its section's pages that its page data lists. */
export type OverviewIndexes = ReadonlyMap<string, Record<string, OverviewHeader[]>>;

/**
 * Stage 4b, once the sidebars are known: the index of every overview page. Its section's pages' headers
 * go into its page data (the page stage adds them, so the prerendered HTML lists them, and a change to
 * one of those headings renders the overview again), and its Markdown twin, held back by the Markdown
 * stage, is written with the same index after the page's own content, before llms-full.txt reads it.
 */
export async function writeOverviews(
  run: BuildRun,
  { pages, overviewTwins }: RenderedPages,
  sidebarOf: SiteAssets['sidebarOf'],
): Promise<OverviewIndexes> {
  const indexes = new Map<string, Record<string, OverviewHeader[]>>();
  if (overviewTwins.size === 0) return indexes;
  // Loaded only for a site with overview pages: the serializer is the Markdown pipeline's, which this thread
  // does not load otherwise.
  const { twinMarkdown } = await import('../markdown/twin-markdown');
  const tocs = new Map<string, readonly TocEntry[]>(
    pages.map(({ record }) => [routeKey(record.routePath), record.toc]),
  );
  const configDepths = run.config.themeConfig.overviewHeaders;
  for (const { record } of pages) {
    const twin = overviewTwins.get(record.routePath);
    if (twin === undefined) continue;
    const groups = overviewGroups(sidebarOf(record.lang, record.routePath).items, record.routePath);
    const headers = overviewHeaders(groups, { frontmatter: record.frontmatter, configDepths, tocs });
    indexes.set(record.routePath, headers);
    const index = twinMarkdown({ type: 'root', children: overviewTwin(withHeaders(groups, headers), run.config.base) });
    run.write(markdownTwinPath(record.routePath).slice(1), index ? `${twin.trimEnd()}\n\n${index}` : twin);
  }
  return indexes;
}
