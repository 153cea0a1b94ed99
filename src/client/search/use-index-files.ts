import { useEffect, useState } from 'react';
import type { IndexFiles } from '../../shared/search';
import { useShell } from '../app/shell-context';

/**
 * The search index files of the page's language (its list and places, or at scale its manifest),
 * read from the site index (no page embeds them, so a change to any page's text leaves every other
 * page's HTML as it was). Null until the site index has arrived; an empty URL when it cannot be
 * read, which the worker reports as a failed index fetch.
 */
export function useIndexFiles(): IndexFiles | null {
  const { loader, page } = useShell();
  const [files, setFiles] = useState<IndexFiles | null>(null);
  useEffect(() => {
    let live = true;
    loader.index().then(
      (index) => live && setFiles({ url: index.searchIndex[page.lang] ?? '', places: index.searchPlaces?.[page.lang] }),
      () => live && setFiles({ url: '' }),
    );
    return () => {
      live = false;
    };
  }, [loader, page.lang]);
  return files;
}
