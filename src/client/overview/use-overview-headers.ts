import { useEffect, useState } from 'react';
import { useShell } from '../app/shell-context';
import { headersAt, type OverviewHeader } from './overview-groups';

/**
 * The headers of each linked page (keyed by link), at `depths`. The site data carries no page's
 * headings, so they come from the pages' own chunks, fetched once the overview is on screen through
 * the loader navigation uses: opening one of those pages afterwards costs nothing. Empty on the
 * server and until the chunks arrive; a chunk that fails to load leaves its page without headers.
 */
export function useOverviewHeaders(
  links: readonly string[],
  depths: readonly number[],
): ReadonlyMap<string, OverviewHeader[]> {
  const { loader } = useShell();
  const [headers, setHeaders] = useState<ReadonlyMap<string, OverviewHeader[]>>(() => new Map());
  // Arrays are new on every render; their contents decide when to fetch again.
  const linkKey = links.join('\n');
  const depthKey = depths.join(',');

  useEffect(() => {
    let live = true;
    const wanted = linkKey ? linkKey.split('\n') : [];
    const levels = depthKey ? depthKey.split(',').map(Number) : [];
    const load = async (link: string): Promise<[string, OverviewHeader[]] | undefined> => {
      try {
        const route = await loader.resolve(link);
        if (!route) return undefined;
        return [link, headersAt((await loader.load(route)).page.toc, levels)];
      } catch (error) {
        console.error(error);
        return undefined;
      }
    };
    void Promise.all(wanted.map(load)).then((entries) => {
      if (live) setHeaders(new Map(entries.filter((entry) => entry !== undefined)));
    });
    return () => {
      live = false;
    };
  }, [linkKey, depthKey, loader]);

  return headers;
}
