/**
 * The one scoring function: why a page ranks where it does. See score.md beside this file for the
 * formula and a worked example. Every signal is a term of one sum:
 *
 * - per query word, its BM25 weight in each field (title > headings > description and keywords >
 *   text), each field's count already normalized by its length at build time (term-map.ts), times
 *   how the word matched: exact > stemmed > prefix > typo-corrected;
 * - coverage: the sum is scaled by the share of the query's meaningful words (stop words aside) the
 *   page holds; a page holding fewer than half of them is no result;
 * - from the page's text, once its fragment is in (the pages shown): the query's words side by
 *   side, all of them in one section, a title or heading that is the query.
 *
 * The page's hits (title, headings, sections) are ordered by `hitScore`, the same signals for one
 * place of the page.
 */
import type { HitType } from '../src/shared/search';
import type { Field } from '../src/shared/search-index/term-map';
import type { QueryUnit } from '../src/shared/search-index/tokenize';

/** How a query word met a page's key. */
export type MatchKind = 'exact' | 'stem' | 'prefix' | 'typo';

/** A field's weight: a word in the title says more about a page than the same word in its text. */
export const FIELD_WEIGHT: Readonly<Record<Field, number>> = { title: 8, header: 4, meta: 2, content: 1 };
/** A match's weight: the word as typed, another form of it, a word it starts, a correction of it. */
export const MATCH_WEIGHT: Readonly<Record<MatchKind, number>> = { exact: 1, stem: 0.75, prefix: 0.6, typo: 0.45 };
/** BM25's saturation: the fifth mention of a word in a field adds far less than the first. */
const K1 = 1.2;
/** Stop words count where present, at this share of their weight: "how" must not pick the page. */
const STOP_WEIGHT = 0.2;
/** The power of coverage: all words held is best, one of two missing halves… then squares it. */
const COVERAGE_POWER = 2;
/** Signals of the page's text (see `textBonus`), in the units of a rare word's title match (~6–20). */
const PHRASE_BONUS = 5;
const SECTION_BONUS = 1;
const WHOLE_BONUS = 2.5;

/**
 * Rarity of a key held by `df` of `pages` pages: ln(1 + N/df), which never falls to nothing, so
 * that on a small site where every page says "Esmx", the page titled Esmx still wins a search for it.
 *
 * @example [idf(1, 22), idf(22, 22)] // [3.13…, 0.69…]
 */
export function idf(df: number, pages: number): number {
  return Math.log(1 + pages / Math.max(1, df));
}

/**
 * One key's weight on one page: per field, BM25 of the normalized count (`weights[f]`, 0 where
 * the field lacks it) times the field's weight, summed; times rarity and how it matched.
 *
 * @example termScore({ title: 1, header: 0, meta: 0, content: 1 }, 3, 'exact') // 6·3 + 1·3 = 21
 */
export function termScore(weights: Readonly<Record<Field, number>>, rarity: number, match: MatchKind): number {
  let sum = 0;
  for (const field in weights) {
    const w = weights[field as Field];
    if (w > 0) sum += (FIELD_WEIGHT[field as Field] * (w * (K1 + 1))) / (K1 + w);
  }
  return sum * rarity * MATCH_WEIGHT[match];
}

/**
 * How much of the query a page holds: `held[i]` is the best `termScore` of unit `i` on the page
 * (0 when it lacks it). Null when the page is no result: it holds fewer than half the meaningful
 * units (at least one). Stop units add their share where held, and are never required.
 *
 * `phrase` is the score of a CJK run found whole (its words side by side), added as it is.
 *
 * @example pageScore([10, 0, 5], queryUnits('deploy the cdn')) // (10 + 0.2·0 + 5) · (2/2)² = 15
 */
export function pageScore(held: readonly number[], units: readonly QueryUnit[], phrase = 0): number | null {
  let sum = phrase;
  let wanted = 0;
  let found = 0;
  units.forEach((unit, i) => {
    if (unit.stop) sum += held[i] * STOP_WEIGHT;
    else {
      wanted++;
      if (held[i] > 0) found++;
      sum += held[i];
    }
  });
  if (!found || found < Math.ceil(wanted / 2)) return null;
  return sum * (found / wanted) ** COVERAGE_POWER;
}

/** What matching the query against one place of a page (title, heading, section) found. */
export interface PlaceMatch {
  /** Per unit: 2 exact word or CJK word, 1.5 another form, 1 a word it starts, 0 none. */
  grades: readonly number[];
  /** Every meaningful unit is there. */
  complete: boolean;
  /** The units side by side, in the order typed. */
  phrase: boolean;
}

/**
 * What the page's text adds to its score, from its best place: the query's words side by side,
 * all of them in one section or heading, a title or heading that is the query itself.
 *
 * @example textBonus({ grades: [2, 2], complete: true, phrase: true }, true) // 4 + 3 + 6
 */
export function textBonus(best: PlaceMatch | undefined, whole: boolean): number {
  if (!best) return 0;
  return (best.phrase ? PHRASE_BONUS : 0) + (best.complete ? SECTION_BONUS : 0) + (whole ? WHOLE_BONUS : 0);
}

/** Place weights for hits: a title hit leads its group, then headings, then text. */
const HIT_WEIGHT: Readonly<Record<HitType, number>> = { title: 30, header: 20, content: 10 };

/**
 * The order of one page's hits: the kind of place, then how well and how fully it matches (mean
 * grade of the meaningful units, stop words adding a little), the query side by side, the place
 * being exactly the query, and how much of a short title or heading the match covers.
 *
 * @example hitScore('header', { grades: [2], complete: true, phrase: false }, queryUnits('alias'), false, 1) // 20 + 4 + 3 + 1
 */
export function hitScore(
  type: HitType,
  match: PlaceMatch,
  units: readonly QueryUnit[],
  whole: boolean,
  covered: number,
): number {
  let quality = 0;
  let wanted = 0;
  units.forEach((unit, i) => {
    if (unit.stop) quality += match.grades[i] * STOP_WEIGHT;
    else {
      quality += match.grades[i];
      wanted++;
    }
  });
  return (
    HIT_WEIGHT[type] +
    (2 * quality) / Math.max(1, wanted) +
    (match.complete ? SECTION_BONUS : 0) +
    (match.phrase ? 1 : 0) +
    (whole ? 2 : 0) +
    covered
  );
}
