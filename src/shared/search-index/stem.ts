/**
 * English word forms meet through their Porter2 (Snowball English) stem: `configure`, `configuring`
 * and `configuration` all stem to `configur`, `route` and `routes` to `rout`. The build indexes a
 * word's stem beside the word itself (as a key of its own, marked so that it never meets a word as
 * typed), and a query looks its words' stems up there: one function on both sides, so they agree.
 *
 * Only plain lowercase ASCII words of 3 letters or more are stemmed: identifiers (`importmapMode`,
 * `vue3`), words of other languages and CJK keep their exact keys alone.
 */
import porter2 from 'wink-porter2-stemmer';

/** Marks a stem key: normalized text never holds it (see normalize.ts), so no word collides with a stem. */
export const STEM_MARK = '~';
const PLAIN_WORD = /^[a-z]{3,}$/;

const memo = new Map<string, string | null>();

/**
 * The Porter2 stem of a plain lowercase word; null for a word that is not stemmed (see above).
 *
 * @example [stemOf('configuring'), stemOf('vue3')] // ['configur', null]
 */
export function stemOf(word: string): string | null {
  let stem = memo.get(word);
  if (stem === undefined) {
    stem = PLAIN_WORD.test(word) ? porter2(word) : null;
    if (memo.size >= 4096) memo.clear();
    memo.set(word, stem);
  }
  return stem;
}

/**
 * The stem key of an indexed or typed word, or null when the word is not stemmed or stems to
 * itself (its own key already holds it).
 *
 * @example [stemKey('routes'), stemKey('render'), stemKey('importmapmode')] // ['rout~', null, null]
 */
export function stemKey(word: string): string | null {
  const stem = stemOf(word);
  return stem === null || stem === word ? null : stem + STEM_MARK;
}

/**
 * The keys a typed word finds its other forms under: its stem's key, and the stem itself when that
 * is a word whose stem it is (`renders` → `render~` and `render`). Empty for a word not stemmed.
 *
 * @example stemLookups('renders') // ['render~', 'render']
 */
export function stemLookups(word: string): string[] {
  const stem = stemOf(word);
  if (stem === null) return [];
  const out = [stem + STEM_MARK];
  if (stem !== word && stemOf(stem) === stem) out.push(stem);
  return out;
}

/** Whether an index key is a stem key rather than a word. */
export function isStemKey(key: string): boolean {
  return key.endsWith(STEM_MARK);
}
