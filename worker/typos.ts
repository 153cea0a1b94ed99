/**
 * Spellings to try when a typed word finds nothing: the commonest slips are two letters swapped
 * (`hydartion`), one letter too many (`renderr`), and a wrong letter near the end, which a shorter
 * prefix still finds (`manifesr` → `manife…`). The engine tries them in order, only after a query
 * came back empty, and keeps the first that the index knows.
 */

/** Words shorter than this are left alone: a typo in them leaves too little to go on. */
export const MIN_FUZZY_LENGTH = 4;
/** A prefix must keep at least this share of the word to still mean it. */
const MIN_PREFIX_SHARE = 0.6;

/**
 * Candidate corrections of `word`, most likely first, without duplicates or the word itself.
 *
 * @example
 * typoVariants('rendr') // → ['erndr', 'rnedr', 'rednr', 'renrd', 'endr', 'rndr', 'redr', 'renr', 'rend', 'ren']
 */
export function typoVariants(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < MIN_FUZZY_LENGTH) return [];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === chars[i + 1]) continue;
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
    out.add(swapped.join(''));
  }
  for (let i = 0; i < chars.length; i++) out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  const shortest = Math.max(3, Math.ceil(chars.length * MIN_PREFIX_SHARE));
  for (let n = chars.length - 2; n >= shortest; n--) out.add(chars.slice(0, n).join(''));
  out.delete(word);
  return [...out];
}
