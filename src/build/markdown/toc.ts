import type { TocEntry } from '../../shared/types';
import type { HeadingText } from './plain-text';

/** Heading levels the page outline ("ON THIS PAGE") lists. */
const TOC_DEPTHS = { min: 2, max: 4 } as const;

/**
 * The page outline: h2–h4 that carry an anchor, in document order. `charIndex` points into the
 * page's plain text, where the heading's text starts.
 *
 * @example buildToc([{ depth: 2, id: 'a', text: 'A', charIndex: 11, anchored: true }])
 * // [{ text: 'A', id: 'a', depth: 2, charIndex: 11 }]
 */
export function buildToc(headings: readonly HeadingText[]): TocEntry[] {
  return headings
    .filter((h) => h.anchored && h.depth >= TOC_DEPTHS.min && h.depth <= TOC_DEPTHS.max)
    .map(({ text, id, depth, charIndex }) => ({ text, id, depth, charIndex }));
}
