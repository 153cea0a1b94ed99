import { useEffect, useState } from 'react';
import type { TocEntry } from '../../shared/types';

/** The outline follows scrolling at most this often (spec §9). */
const THROTTLE_MS = 100;
/** A heading counts as reached once its top passes this far below the viewport top (navbar + air). */
const READ_LINE_PX = 96;

/**
 * Id of the heading the reader is in: the last one whose top has passed the reading line; the
 * last heading once the page is scrolled to the bottom. Undefined above the first heading and
 * on the server, so the prerendered outline never disagrees with the hydrated one.
 */
export function useActiveHeading(toc: readonly TocEntry[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current: string | undefined;
      for (const entry of toc) {
        const heading = document.getElementById(entry.id);
        if (!heading) continue;
        if (heading.getBoundingClientRect().top > READ_LINE_PX && !atBottom) break;
        current = entry.id;
      }
      setActive(current);
    };
    const onScroll = () => {
      timer ??= setTimeout(update, THROTTLE_MS);
    };
    update();
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      removeEventListener('scroll', onScroll);
    };
  }, [toc]);
  return active;
}
