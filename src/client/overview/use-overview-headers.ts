import { useEffect, useState } from 'react';
import { useShell } from '../app/shell-context';
import { headersAt, type OverviewHeader } from './overview-groups';

/**
 * The headers of each linked page (keyed by link), at its own `depths`. The site data carries no page's
 * headings, so they come from the pages' own chunks, fetched once the overview is on screen through
 * the loader navigation uses: opening one of those pages afterwards costs nothing. Empty on the
 * server and until the chunks arrive; a chunk that fails to load leaves its page without headers.
 */
export function useOverviewHeaders(
  links: readonly { link: string; depths: readonly number[] }[],
): ReadonlyMap<string, OverviewHeader[]> {
  const { loader } = useShell();
  const [headers, setHeaders] = useState<ReadonlyMap<string, OverviewHeader[]>>(() => new Map());
  // Arrays are new on every render; their contents decide when to fetch again.
  const key = links.map(({ link, depths }) => `${link}\t${depths.join(',')}`).join('\n');

  useEffect(() => {
    let live = true;
    const wanted = key
      ? key.split('\n').map((line) => {
          const [link, levels] = line.split('\t');
          return { link, levels: levels ? levels.split(',').map(Number) : [] };
        })
      : [];
    const load = async ({ link, levels }: { link: string; levels: number[] }) => {
      try {
        const route = await loader.resolve(link);
        if (!route) return undefined;
        return [link, headersAt((await loader.load(route)).page.toc, levels)] as [string, OverviewHeader[]];
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
  }, [key, loader]);

  return headers;
}
