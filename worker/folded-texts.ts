/**
 * The folded form of the texts queries are matched against (titles, headings, sections), kept between
 * queries. Typing `ren`, `rend`, `render` matches the same pages' sections again and again, and folding
 * each of them afresh was a fifth of a query's time and much of its garbage (bench/README.md, "Query
 * latency").
 */
import { type Aligned, foldAligned } from '../src/shared/search-index/normalize';
import { LruCache } from './lru';

/** Texts whose folds are kept: the sections of a few hundred pages, a few MB. */
const KEPT_TEXTS = 4096;

const kept = new LruCache<string, Aligned>(KEPT_TEXTS);

/**
 * `foldAligned(text)`, from the cache when `text` was matched lately.
 *
 * @example
 * foldedText('Set importmapMode').text // 'set importmapmode'
 */
export function foldedText(text: string): Aligned {
  let folded = kept.get(text);
  if (!folded) kept.set(text, (folded = foldAligned(text)));
  return folded;
}
