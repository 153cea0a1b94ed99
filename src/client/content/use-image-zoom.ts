import { useEffect } from 'react';
import type { PageData } from '../../shared/types';

/** Selector of the images that zoom on click: pictures in the page content, not icons in the UI. */
const ZOOMABLE = '[data-page-html] img';
/** Scrolling this far closes a zoomed image (a nudge of the wheel does not). */
const SCROLL_OFFSET_PX = 40;

/**
 * Makes the page's images zoom on click. medium-zoom is imported only for pages that have images,
 * after they are on screen, so it never weighs on the first paint.
 */
export function useImageZoom(page: PageData): void {
  useEffect(() => {
    const images = document.querySelectorAll<HTMLImageElement>(ZOOMABLE);
    if (!images.length) return;
    let detach: (() => void) | undefined;
    let live = true;
    import('medium-zoom')
      .then(({ default: mediumZoom }) => {
        if (!live) return;
        const zoom = mediumZoom(images, { scrollOffset: SCROLL_OFFSET_PX, margin: 24, background: 'var(--bg)' });
        detach = () => zoom.detach();
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
      detach?.();
    };
  }, [page]);
}
