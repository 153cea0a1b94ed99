/**
 * Turns one page the index found, with its fragment, into the hits the modal shows, best first (by
 * score.ts `hitScore`), and what its best place multiplies its score by (score.ts `placeFactor`).
 */
import type { HitType, SearchGroup, SearchHit } from '../src/shared/search';
import type { FragmentPage } from '../src/shared/search-index/files';
import { normalize } from '../src/shared/search-index/normalize';
import type { QueryUnit } from '../src/shared/search-index/tokenize';
import { headingPath } from './heading-path';
import { matchUnits, type TextMatch } from './match-units';
import { hitScore, placeFactor } from './score';
import { makeSnippet } from './snippet';

/** Hits one page may contribute, so that the first suggestions span more than one page. */
const MAX_HITS_PER_PAGE = 5;
/** Times the share of a title or heading a prefix match covers: `rend` means RenderContext more than Client-Side Rendering. */
const COVERED_WEIGHT = 4;

/** A query as the hits need it: what was typed, and the units the index matched. */
export interface RankQuery {
  raw: string;
  units: readonly QueryUnit[];
}

/** One page's hits, best first, and what its best place multiplies its score by. */
export interface PageHits {
  hits: SearchHit[];
  factor: number;
}

/** A gloss after a term in a heading, `导入映射 (Import Maps)`: the heading is still the term. */
const GLOSS = /\s*[(（][^()（）]*[)）]\s*$/u;

/** The query as one place would spell it: words apart, CJK words together (`导入映射`). */
function queryText(units: readonly QueryUnit[]): string {
  return units.reduce(
    (text, unit, i) => text + (i && (unit.kind === 'word' || units[i - 1].kind === 'word') ? ' ' : '') + unit.text,
    '',
  );
}

interface Scored {
  hit: SearchHit;
  score: number;
  order: number;
}

/** The share of a title or heading that a match covers (0 for a section). */
function share(type: HitType, match: TextMatch, field: string): number {
  if (type === 'content' || !field.length) return 0;
  const marked = match.ranges.reduce((sum, r) => sum + r.length, 0);
  return Math.min(1, marked / field.length);
}

/** The share of a title or heading that a match not exact everywhere covers, weighted for `hitScore`. */
function covered(type: HitType, match: TextMatch, field: string): number {
  if (match.grades.every((g) => g === 0 || g >= 2)) return 0;
  return share(type, match, field) * COVERED_WEIGHT;
}

/**
 * The hits of one page, best first, one per link, at most MAX_HITS_PER_PAGE: its title, the
 * headings holding every unit, and the sections holding every unit (failing that, some of them).
 * A section whose heading is already a hit adds no content hit: both would lead to one place.
 */
export function pageHits([title, routePath, sections]: FragmentPage, query: RankQuery): PageHits {
  const { units } = query;
  // A place is the query when it says what was typed, or its meaningful words alone: 什么是导入映射
  // (what is an import map) is answered by the heading 导入映射.
  const flats = new Set([queryText(units), queryText(units.filter((unit) => !unit.stop))]);
  const isQuery = (field: string) => [field, field.replace(GLOSS, '')].some((f) => flats.has(normalize(f)));
  const out: Scored[] = [];
  let factor = 1;
  const score = (type: HitType, match: TextMatch, field: string) => {
    const whole = type !== 'content' && isQuery(field);
    if (type !== 'title') factor = Math.max(factor, placeFactor(type, match, units, whole, share(type, match, field)));
    return hitScore(type, match, units, whole, covered(type, match, field));
  };
  const base = { title, query: query.raw };
  const titled = matchUnits(title, query.units);
  const whole = isQuery(title);
  const titleFactor = placeFactor('title', titled, units, whole, share('title', titled, title));
  if (titled.ranges.length) {
    const hit: SearchHit = {
      ...base,
      type: 'title',
      header: title,
      link: routePath,
      statement: title,
      highlightInfoList: titled.ranges,
      headings: [],
    };
    out.push({ hit, score: score('title', titled, title), order: -1 });
  }
  const linked = new Set<number>();
  sections.forEach(([header, id], i) => {
    if (!id) return;
    const match = matchUnits(header, query.units);
    if (!match.complete) {
      // Not a hit, but a heading holding most of the query still tells where the page's answer is.
      factor = Math.max(factor, placeFactor('header', match, units, false, 0));
      return;
    }
    linked.add(i);
    const link = `${routePath}#${id}`;
    const hit: SearchHit = {
      ...base,
      type: 'header',
      header,
      link,
      statement: header,
      highlightInfoList: match.ranges,
      headings: headingPath(sections, i),
    };
    out.push({ hit, score: score('header', match, header), order: i });
  });
  const texts = sections.map(([, , text], i) => (linked.has(i) ? null : matchUnits(text, query.units)));
  const someComplete = texts.some((m) => m?.complete);
  texts.forEach((match, i) => {
    if (!match?.ranges.length || (someComplete && !match.complete)) return;
    const [header, id, text] = sections[i];
    const { statement, highlightInfoList } = makeSnippet(text, match.ranges);
    const link = id ? `${routePath}#${id}` : routePath;
    const hit: SearchHit = {
      ...base,
      type: 'content',
      header: header || title,
      link,
      statement,
      highlightInfoList,
      headings: headingPath(sections, i),
    };
    out.push({ hit, score: score('content', match, text), order: i });
  });
  out.sort((a, b) => b.score - a.score || a.order - b.order);
  const seen = new Set<string>();
  const hits = out.filter(({ hit }) => !seen.has(hit.link) && seen.add(hit.link)).slice(0, MAX_HITS_PER_PAGE);
  // The best place; a title holding part of the query adds to a heading or section holding it all.
  const best = titled.complete ? Math.max(titleFactor, factor) : factor * titleFactor;
  return { hits: hits.map((s) => s.hit), factor: hits.length ? best : 1 };
}

/** The group of one page: its hits, as many as `room` allows. */
export function pageGroup(fragment: FragmentPage, hits: readonly SearchHit[], room: number): SearchGroup {
  const path = Array.isArray(fragment[3]) ? fragment[3] : [];
  return { routePath: fragment[1], title: fragment[0], path, hits: hits.slice(0, room) };
}
