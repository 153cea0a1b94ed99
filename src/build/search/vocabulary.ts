/**
 * Groups the index's Latin words by length into the vocabulary files the worker corrects typos
 * from (see src/shared/search-index/vocabulary.ts). Lengths are never split across files, and
 * neighbouring lengths share a file until it reaches its byte budget: a small site has one file,
 * a large one a file for each common length, so that a correction fetches two to five small files.
 */
import type { VocabularyData } from '../../shared/search-index/files';
import { codePoints, isVocabularyWord } from '../../shared/search-index/vocabulary';

/** Raw bytes per vocabulary file before the next length starts a new one (about a third of that gzip). */
const VOCABULARY_BYTES = 24_000;

/**
 * The vocabulary files of `keys` (every key of the index, in any order) and the shortest length
 * in each.
 *
 * @example cutVocabulary(['render', 'renders', '渲染', 'app'], 1) // { starts: [6, 7], files: ['render', 'renders'] }
 */
export function cutVocabulary(
  keys: Iterable<string>,
  budget = VOCABULARY_BYTES,
): { starts: number[]; files: VocabularyData[] } {
  const byLength = new Map<number, string[]>();
  for (const key of keys) {
    if (!isVocabularyWord(key)) continue;
    const length = codePoints(key);
    const list = byLength.get(length);
    if (list) list.push(key);
    else byLength.set(length, [key]);
  }
  const starts: number[] = [];
  const files: string[][] = [];
  let size = 0;
  for (const length of [...byLength.keys()].sort((a, b) => a - b)) {
    const words = byLength.get(length) ?? [];
    const bytes = words.reduce((sum, w) => sum + w.length + 1, 0);
    if (!files.length || size + bytes > budget) {
      starts.push(length);
      files.push([]);
      size = 0;
    }
    files[files.length - 1].push(...words);
    size += bytes;
  }
  return { starts, files: files.map((words) => words.sort().join(' ')) };
}
