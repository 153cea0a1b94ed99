import type { HeadRoute, SiteConfig, SiteHeadTag } from '../../shared/types';
import { headTagProblem } from './head-tag';

/** The config's `head` tags written out, without its functions: what every page gets. */
export function writtenHead(head: SiteConfig['head']): SiteHeadTag[] {
  return (head ?? []).filter((tag): tag is SiteHeadTag => typeof tag !== 'function');
}

/**
 * The tags the config's `head` functions give one page, called on the main thread as the page's HTML is
 * made, as Rspress calls them for each route (`({ routePath }) => ['meta', { property: 'og:image', … }]`). A
 * function that gives nothing (`undefined`, `null`, `false`, `''`) adds nothing; one that throws or gives
 * something that is not a tag is a `problem` (a warning: the page is still built, without that tag), its
 * message the same for every page it fails on.
 */
export function routeHead(
  head: SiteConfig['head'],
  route: HeadRoute,
  problem: (message: string) => void,
): SiteHeadTag[] {
  const tags: SiteHeadTag[] = [];
  for (const [index, entry] of (head ?? []).entries()) {
    if (typeof entry !== 'function') continue;
    let tag: unknown;
    try {
      tag = entry({ ...route });
    } catch (error) {
      problem(`"head" function (item ${index}) threw, so its tag is left out: ${(error as Error)?.message ?? error}`);
      continue;
    }
    if (tag === undefined || tag === null || tag === false || tag === '') continue;
    const wrong = headTagProblem(tag, 'config');
    if (wrong) problem(`"head" function (item ${index}) gave no tag, so it is left out: ${wrong}`);
    else tags.push(tag as SiteHeadTag);
  }
  return tags;
}
