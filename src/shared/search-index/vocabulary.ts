/**
 * The typo vocabulary: every Latin-like word of the index long enough to be what a mistyped word
 * meant, grouped by length into files, so that correcting a word fetches only the words of the
 * lengths it could have had. The build writes the groups; the worker fetches the ones it needs.
 *
 * Lengths count code points. A word of 5 to 8 letters may be one edit away from what was meant, a
 * longer one two (a letter missing, extra or wrong, or two neighbours swapped, each one edit), so
 * a typed word of length L only ever needs the groups covering L - 2 … L + 2.
 */
import { isStemKey } from './stem';
import { hasCjk } from './word-boundary';

/** Shortest typed word that is corrected at all: shorter ones leave too little to go on. */
const MIN_TYPO_LENGTH = 5;
/** From this length on, two edits are forgiven. */
const TWO_TYPOS_LENGTH = 9;

/** Edits forgiven in a typed word of `length` code points: 0, 1 or 2. */
export function typoBudget(length: number): number {
  if (length >= TWO_TYPOS_LENGTH) return 2;
  return length >= MIN_TYPO_LENGTH ? 1 : 0;
}

/** The shortest word a correction may be: a 5-letter word with one letter too many. */
const MIN_VOCABULARY_LENGTH = MIN_TYPO_LENGTH - 1;
const LETTER = /\p{L}/u;

/**
 * Whether an index key belongs in the vocabulary: a Latin-like word (no CJK) of 4 letters or more.
 * Stem keys are not words anyone typed (`render~`): a correction is always a word of the pages.
 */
export function isVocabularyWord(key: string): boolean {
  return codePoints(key) >= MIN_VOCABULARY_LENGTH && LETTER.test(key) && !hasCjk(key) && !isStemKey(key);
}

/** Length of `text` in code points. */
export function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xdc00 || code > 0xdfff) n++;
  }
  return n;
}

/**
 * The vocabulary files a typed word of `length` needs: those whose lengths overlap the window its
 * typo budget allows. `starts` holds the first length of each file, ascending.
 *
 * @example vocabularyFilesFor([4, 6, 9], 7) // [1]: one edit away from 7 letters is 6 to 8
 */
export function vocabularyFilesFor(starts: readonly number[], length: number): number[] {
  const budget = typoBudget(length);
  if (!budget) return [];
  const low = length - budget;
  const high = length + budget;
  const out: number[] = [];
  starts.forEach((start, n) => {
    const end = n + 1 < starts.length ? starts[n + 1] - 1 : Number.POSITIVE_INFINITY;
    if (start <= high && end >= low) out.push(n);
  });
  return out;
}
