import { useEffect, useState } from 'react';
import { useShell } from '../app/shell-context';

/**
 * URL of the search index of the page's language (its list, or at scale its manifest), read from the
 * site index (no page embeds it, so a change to any page's text leaves every other page's HTML as it was). Null until the site index has
 * arrived; an empty string when it cannot be read, which the worker reports as a failed index fetch.
 */
export function useIndexUrl(): string | null {
  const { loader, page } = useShell();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loader.index().then(
      (index) => live && setUrl(index.searchIndex[page.lang] ?? ''),
      () => live && setUrl(''),
    );
    return () => {
      live = false;
    };
  }, [loader, page.lang]);
  return url;
}
