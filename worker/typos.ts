/**
 * Corrections for a typed word that matches nothing: the index's words within its typo budget
 * (one edit from 5 letters, two from 9; see src/shared/search-index/vocabulary.ts), closest first.
 * The words come from the vocabulary files of the lengths the budget can reach, fetched the first
 * time a word of such a length needs correcting and kept for the session.
 */
import { codePoints, typoBudget, vocabularyFilesFor } from '../src/shared/search-index/vocabulary';
import { editDistance } from './edit-distance';
import type { IndexReader } from './files';

/** Corrections kept per word: the closest few are all a reader could have meant. */
const MAX_CORRECTIONS = 5;

export interface Correction {
  word: string;
  distance: number;
}

/**
 * The words of `vocabulary` within the typo budget of `typed`, closest first, then in word order;
 * at most MAX_CORRECTIONS, and only those at the smallest distance found.
 *
 * @example closestWords('hydation', ['hydration', 'hydrate', 'station']) // [{ word: 'hydration', distance: 1 }]
 */
export function closestWords(typed: string, vocabulary: Iterable<string>): Correction[] {
  let max = typoBudget(codePoints(typed));
  const found: Correction[] = [];
  for (const word of vocabulary) {
    if (!max || word === typed) continue;
    const distance = editDistance(typed, word, max);
    if (distance > max) continue;
    if (distance < max) {
      // Only the closest words are kept: once one is found, farther ones are no longer looked for.
      max = distance;
      found.length = 0;
    }
    found.push({ word, distance });
  }
  return found.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)).slice(0, MAX_CORRECTIONS);
}

export interface Vocabulary {
  /**
   * Corrections of `typed`; `failed` when a vocabulary file it needed did not load (the others
   * are used, and the next call fetches it again).
   */
  correct(typed: string): Promise<{ corrections: Correction[]; failed: boolean }>;
}

export function loadedVocabulary(index: IndexReader): Vocabulary {
  const loaded = new Map<number, string[]>();
  const file = async (n: number) => {
    let words = loaded.get(n);
    if (!words) {
      const text = await index.vocabulary(n);
      if (typeof text !== 'string') return null;
      words = text ? text.split(' ') : [];
      loaded.set(n, words);
    }
    return words;
  };
  return {
    async correct(typed) {
      const needed = vocabularyFilesFor(index.vocabularyStarts, codePoints(typed));
      const lists = await Promise.all(needed.map(file));
      const words = lists.flatMap((list) => list ?? []);
      return { corrections: closestWords(typed, words), failed: lists.includes(null) };
    },
  };
}
