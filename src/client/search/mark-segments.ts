import type { HighlightInfo } from '../../shared/search';

/** A run of a hit's text, matched (`mark`) or not. */
export interface MarkSegment {
  text: string;
  mark: boolean;
}

/**
 * Cuts `text` into plain and matched runs following the worker's `highlightInfoList`, ready to
 * render as React children (`<mark>` for matched runs): nothing from the content is ever parsed
 * as HTML. Offsets are UTF-16 code units, as the worker reports them.
 *
 * The worker sends sorted, disjoint ranges, but the view must never break on odd ones: ranges are
 * sorted here, clipped to the text, overlapping or touching ones merged, and empty ones dropped.
 *
 * @example
 * markSegments('Render context', [{ start: 0, length: 6 }])
 * // [{ text: 'Render', mark: true }, { text: ' context', mark: false }]
 */
export function markSegments(text: string, ranges: readonly HighlightInfo[]): MarkSegment[] {
  const spans = ranges
    .map(({ start, length }) => [Math.max(0, start), Math.min(text.length, start + length)] as const)
    .filter(([from, to]) => Number.isFinite(from) && Number.isFinite(to) && to > from)
    .sort((a, b) => a[0] - b[0]);
  const segments: MarkSegment[] = [];
  let at = 0;
  let i = 0;
  while (i < spans.length) {
    const from = spans[i][0];
    let to = spans[i++][1];
    while (i < spans.length && spans[i][0] <= to) to = Math.max(to, spans[i++][1]);
    if (from > at) segments.push({ text: text.slice(at, from), mark: false });
    segments.push({ text: text.slice(from, to), mark: true });
    at = to;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}
