/**
 * Baseline: MiniSearch with VitePress's settings (baselines/vitepress.ts), plus the one change a site
 * in Chinese needs most: a tokenizer that cuts runs of CJK characters into overlapping pairs
 * (bigrams), since MiniSearch's own splits only at spaces and punctuation and a Chinese sentence is
 * then a single term. Words of other scripts stay whole; index and queries are cut alike, and
 * MiniSearch's prefix and fuzzy matching then apply to the pairs.
 */
import type { SearchDoc } from '../../src/shared/search';
import { RUNS_SOURCE } from '../../src/shared/search-index/word-boundary';
import type { BaselineIndex } from './rspress';
import { createVitepressIndex } from './vitepress';

/**
 * The words of `text`, each CJK run as its bigrams (a run of one character as itself).
 *
 * @example cjkBigrams('Esmx的模块, render') // ['Esmx', '的模', '模块', 'render']
 */
export function cjkBigrams(text: string): string[] {
  const terms: string[] = [];
  for (const [, cjk, word] of text.matchAll(new RegExp(RUNS_SOURCE, 'gu'))) {
    if (word) {
      terms.push(word);
      continue;
    }
    // By code point, so that a character outside the BMP is one character.
    const chars = [...cjk];
    if (chars.length === 1) terms.push(cjk);
    for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i] + chars[i + 1]);
  }
  return terms;
}

/**
 * Builds the VitePress-style MiniSearch index of one language with CJK bigrams.
 *
 * @example createBigramIndex(site.zh).search('渲染上下文', 100)[0] // a section id (route#heading)
 */
export function createBigramIndex(docs: readonly SearchDoc[]): BaselineIndex {
  return createVitepressIndex(docs, cjkBigrams);
}
