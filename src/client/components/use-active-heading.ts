import { useEffect, useState } from 'react';
import type { TocEntry } from '../../shared/types';
import { throttle } from '../app/throttle';

/** The outline follows scrolling at most this often: fast enough to look immediate, rare enough to be cheap. */
const OUTLINE_SCROLL_THROTTLE_MS = 100;
/** A heading counts as reached this far below the bars at the top (more than its scroll margin). */
const READ_SLACK_PX = 32;

/**
 * Where reading happens: just under whatever is fixed at the top (navbar, the menu bar of narrow
 * screens), both of which may be hidden. A heading scrolled to (scroll-margin-top puts it 16 px
 * under them) is therefore always the active one.
 */
function readingLine(): number {
  let bottom = 0;
  for (const bar of document.querySelectorAll('.navbar, .doc-menu-bar')) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0) bottom = Math.max(bottom, box.bottom);
  }
  return bottom + READ_SLACK_PX;
}

/**
 * Id of the heading the reader is in: the last one whose top has passed the reading line; the
 * last heading once the page is scrolled to the bottom. Undefined above the first heading and
 * on the server, so the prerendered outline never disagrees with the hydrated one.
 */
export function useActiveHeading(toc: readonly TocEntry[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const update = () => {
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const line = readingLine();
      let current: string | undefined;
      for (const entry of toc) {
        const heading = document.getElementById(entry.id);
        if (!heading) continue;
        if (heading.getBoundingClientRect().top > line && !atBottom) break;
        current = entry.id;
      }
      setActive(current);
    };
    const onScroll = throttle(update, OUTLINE_SCROLL_THROTTLE_MS);
    update();
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      removeEventListener('scroll', onScroll);
    };
  }, [toc]);
  return active;
}
