/**
 * The one scoring function: why a page ranks where it does. Every signal is a term or a factor of
 * one formula, over the query's units (words, and CJK dictionary words):
 *
 *     score(page) = index(page) · place(page)
 *
 *     index(page) = (phrase + Σ_field Σ_unit s(unit, field) · w(unit) · (held_field / M)²) · (held / M)²
 *     s(unit, field) = FIELD_WEIGHT[field] · tf·(K1 + 1) / (K1 + tf) · idf · MATCH_WEIGHT[match]
 *
 * - `tf` is the unit's count in the field, normalized at build time by the field's length against
 *   the average (BM25's `b`, per field, term-map.ts): a long page does not win by size. Fields
 *   weigh title 8 > headings 4 > description and keywords 2 > text 1 (BM25F).
 * - `match` is how the unit met the page's key, the best of: exact 1 > stemmed (Porter2, both
 *   sides through stem.ts) 0.75 > prefix (a word still being typed) 0.6 > typo-corrected 0.45.
 * - Coverage: `M` is the number of meaningful units (stop words aside), `held` how many the page
 *   holds, `held_field` how many one field holds. A page holding fewer than half is no result.
 *   Stop words (`w` = 0.2, else 1) are never required and count where the page holds them.
 * - `phrase`: a CJK run the reader typed, found whole on the page.
 * - `place` (known once the page's fragment is in, for the pages shown): its best title, heading
 *   or section. One holding every meaningful unit multiplies by its kind (title 2, heading 1.5,
 *   section 1.1), by 1.25 with the units side by side as typed, by 1.2 where it is the query, and
 *   by how much of a short title or heading they cover; a title holding part of the query by that
 *   part. The engine reorders by `place` only within windows of seven pages (engine.ts).
 *
 * Example, `configure routes` over 22 pages, `routes` on 4 (idf 1.87), `configure` and its forms
 * on 2 (idf 2.48). Page A is titled "Routes" and says "configuring" once in its text; page B says
 * "configure" and "routes" once each in its text, apart. With tf = 1 (saturation 2.2 / 2.2 = 1):
 *
 *     A: (8 · 1.87 [title, exact] · (1/2)² + 0.75 · 2.48 [text, stemmed] · (1/2)²) · (2/2)² = 4.21
 *     B: (1 · 1.87 + 1 · 2.48) [text, both words] · (2/2)² · (2/2)²                             = 4.36
 *
 * B's text holding the whole query edges A; then the places: A's title holds half of the query
 * (1 + (2 − 1) · 1/2 = 1.5), B's best section holds both words apart (1.1): A 6.31, B 4.79.
 * Had B said "configure routes" side by side (1.1 · 1.25), it would still be second (5.99).
 *
 * The page's hits (title, headings, sections) are ordered by `hitScore`, the same signals for one
 * place of the page.
 */
import type { HitType } from '../src/shared/search';
import { FIELDS, type Field } from '../src/shared/search-index/term-map';
import type { QueryUnit } from '../src/shared/search-index/tokenize';

/** How a query word met a page's key. */
export type MatchKind = 'exact' | 'stem' | 'prefix' | 'typo';

/** A field's weight: a word in the title says more about a page than the same word in its text. */
const FIELD_WEIGHT: Readonly<Record<Field, number>> = { title: 8, header: 4, meta: 2, content: 1 };
/** A match's weight: the word as typed, another form of it, a word it starts, a correction of it. */
const MATCH_WEIGHT: Readonly<Record<MatchKind, number>> = { exact: 1, stem: 0.75, prefix: 0.6, typo: 0.45 };
/** BM25's saturation: the fifth mention of a word in a field adds far less than the first. */
const K1 = 1.2;
/** Stop words count where present, at this share of their weight: "how" must not pick the page. */
const STOP_WEIGHT = 0.2;
/** The power of coverage: all words held is best, one of two missing halves… then squares it. */
const COVERAGE_POWER = 2;
/** The same within one field: words of the query together in a field count for more. */
const FIELD_COVERAGE_POWER = 2;
/** A place holding every meaningful word of the query (see `placeFactor`), by kind. */
const PLACE_WEIGHT: Readonly<Record<HitType, number>> = { title: 2, header: 1.5, content: 1.1 };
/** The query's words side by side, a place that is the query, the share of a short place they cover. */
const PHRASE_FACTOR = 1.25;
/** Words typed apart that a place holds only as the humps of one name: a weaker match than prose. */
const JOINED_FACTOR = 0.75;
const WHOLE_FACTOR = 1.2;
const SHARE_FACTOR = 0.2;
/** In a hit's score (`hitScore`): a place holding every meaningful word. */
const SECTION_BONUS = 1;

/**
 * Rarity of a key held by `df` of `pages` pages: ln(1 + N/df), which never falls to nothing, so
 * that on a small site where every page says "Esmx", the page titled Esmx still wins a search for it.
 *
 * @example [idf(1, 22), idf(22, 22)] // [3.13…, 0.69…]
 */
export function idf(df: number, pages: number): number {
  return Math.log(1 + pages / Math.max(1, df));
}

/** A query unit's score on one page, per field. */
export type FieldScores = Record<Field, number>;

/**
 * One key's score in one field of a page: BM25 of the normalized count `w` (0 where the field lacks
 * it) times the field's weight, times rarity and how it matched.
 *
 * @example fieldScore('title', 1, 3, 'exact') // 24
 */
export function fieldScore(field: Field, w: number, rarity: number, match: MatchKind): number {
  return w > 0 ? ((FIELD_WEIGHT[field] * (w * (K1 + 1))) / (K1 + w)) * rarity * MATCH_WEIGHT[match] : 0;
}

/**
 * One key's score on one page, per field (`fieldScore` of each).
 *
 * @example fieldScores({ title: 1, header: 0, meta: 0, content: 1 }, 3, 'exact') // { title: 24, header: 0, meta: 0, content: 3 }
 */
export function fieldScores(weights: Readonly<Record<Field, number>>, rarity: number, match: MatchKind): FieldScores {
  return {
    title: fieldScore('title', weights.title, rarity, match),
    header: fieldScore('header', weights.header, rarity, match),
    meta: fieldScore('meta', weights.meta, rarity, match),
    content: fieldScore('content', weights.content, rarity, match),
  };
}

/**
 * How much of the query a page holds: `held` is each unit's score on the page per field, unit `i`
 * in field `f` (FIELDS order) at `held[at + i · FIELDS.length + f]` (all 0 when it lacks it): flat,
 * as the engine keeps them for thousands of pages. Each field adds its units' scores times the
 * share of the meaningful units it holds, squared: the words of the query together in the title
 * say more than one in the title and one in the text. The sum is scaled by the share of meaningful
 * units the page holds at all, squared; null when the page is no result: it holds fewer than half
 * of them (at least one). Stop units add a share of their score where held, and are never required.
 *
 * `phrase` is the score of a CJK run found whole (its words side by side), added as it is.
 *
 * @example pageScore([10, 0, 0, 2, 0, 0, 0, 2], queryUnits('module linking'))
 * // (10·(1/2)² + (2 + 2)·1) · (2/2)² = 6.5
 */
export function pageScore(held: ArrayLike<number>, units: readonly QueryUnit[], phrase = 0, at = 0): number | null {
  // Plain loops over numbers: this runs for every page holding some unit, thousands on a large site.
  const width = FIELDS.length;
  let meaningful = 0;
  let found = 0;
  for (let i = 0; i < units.length; i++) {
    if (units[i].stop) continue;
    meaningful++;
    const from = at + i * width;
    for (let f = 0; f < width; f++) {
      if (held[from + f] > 0) {
        found++;
        break;
      }
    }
  }
  if (!found || found < Math.ceil(meaningful / 2)) return null;
  let sum = phrase;
  for (let f = 0; f < width; f++) {
    let inField = 0;
    let holds = 0;
    for (let i = 0; i < units.length; i++) {
      const s = held[at + i * width + f];
      if (units[i].stop) inField += s * STOP_WEIGHT;
      else {
        inField += s;
        if (s > 0) holds++;
      }
    }
    sum += inField * (holds / meaningful) ** FIELD_COVERAGE_POWER;
  }
  return sum * (found / meaningful) ** COVERAGE_POWER;
}

/** What matching the query against one place of a page (title, heading, section) found. */
export interface PlaceMatch {
  /** Per unit: 2 exact word or CJK word, 1.5 another form, 1 a word it starts, 0 none. */
  grades: readonly number[];
  /** Every meaningful unit is there. */
  complete: boolean;
  /** The units side by side, in the order typed. */
  phrase: boolean;
  /** Side by side only as the humps of one identifier: words typed apart, written as one name. */
  joined?: boolean;
}

/**
 * What the page's best place (its title, a heading, a section) multiplies its score by: the share
 * of the query's meaningful units it holds, squared, times the kind of place (title > heading >
 * section). A place holding all of them adds more where they stand side by side as written apart
 * (less where only as parts of one identifier), where the place is the query itself, and the larger
 * the share of a title or heading they cover.
 *
 * @example placeFactor('header', { grades: [2, 2], complete: true, phrase: true }, queryUnits('import maps'), true, 1)
 * // 1.5 · 1.25 · 1.2 · (1 + 0.2 · 1) = 2.7
 */
export function placeFactor(
  type: HitType,
  match: PlaceMatch,
  units: readonly QueryUnit[],
  whole: boolean,
  share: number,
): number {
  let wanted = 0;
  let held = 0;
  units.forEach((unit, i) => {
    if (unit.stop) return;
    wanted++;
    if (match.grades[i] >= 1) held++;
  });
  // A title holding part of the query still says what the page is about; a heading or a section, less so.
  if (!match.complete) return wanted ? 1 + (PLACE_WEIGHT[type] - 1) * (held / wanted) ** (type === 'title' ? 1 : 2) : 1;
  const side = match.joined ? JOINED_FACTOR : match.phrase ? PHRASE_FACTOR : 1;
  return PLACE_WEIGHT[type] * side * (whole ? WHOLE_FACTOR : 1) * (1 + SHARE_FACTOR * (type === 'content' ? 0 : share));
}

/** Place weights for hits: a title hit leads its group, then headings, then text. */
const HIT_WEIGHT: Readonly<Record<HitType, number>> = { title: 30, header: 20, content: 10 };
/**
 * A title holding part of the query only: below a heading, as the reader asked for more than the page's
 * name (`Environment File Priority` is the heading of that name, not the page "Environment Variables").
 */
const PARTIAL_TITLE_WEIGHT = 15;

/**
 * The order of one page's hits: the kind of place, then how well and how fully it matches (mean
 * grade of the meaningful units, stop words adding a little), the query side by side, the place
 * being exactly the query, and how much of a short title or heading the match covers.
 *
 * @example hitScore('header', { grades: [2], complete: true, phrase: false }, queryUnits('alias'), false, 1) // 20 + 4 + 1 + 1 = 26
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
  const weight = type === 'title' && !match.complete ? PARTIAL_TITLE_WEIGHT : HIT_WEIGHT[type];
  return (
    weight +
    (2 * quality) / Math.max(1, wanted) +
    (match.complete ? SECTION_BONUS : 0) +
    (match.phrase ? 1 : 0) +
    (whole ? 2 : 0) +
    covered
  );
}
