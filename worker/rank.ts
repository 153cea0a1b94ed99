/**
 * Turns the pages a query found, with their fragments, into the hits the modal shows. Ranking,
 * strongest first: the band the index put the page in (title > header > content, exact > prefix),
 * then how well its best hit matches (exact word > prefix), a field that is exactly the query, the
 * query's words side by side as typed, and last the index's own order.
 */
import type { HitType, SearchGroup, SearchHit } from '../src/shared/search';
import type { FragmentPage } from '../src/shared/search-index/files';
import { normalize } from '../src/shared/search-index/normalize';
import type { QueryUnit } from '../src/shared/search-index/tokenize';
import { headingPath } from './heading-path';
import { matchUnits, type TextMatch } from './match-units';
import { makeSnippet } from './snippet';

/** Field weights; every other part of the score stays below the gap between two fields. */
const TYPE_WEIGHT: Readonly<Record<HitType, number>> = { title: 300, header: 200, content: 100 };
const QUALITY_WEIGHT = 20;
/** For a field that is exactly the query, and for the query's words found side by side, in order. */
const BONUS = 10;
/**
 * Times the share of a title or heading that a prefix match covers: of two words a prefix starts,
 * the one in the shorter field is likelier meant (`rend`: RenderContext before Client-Side
 * Rendering). Below the smallest step of quality, so it only breaks ties; exact matches keep the
 * index's order.
 */
const COVERAGE_WEIGHT = 4;
/** Hits one page may contribute, so that the first suggestions span more than one page. */
const MAX_HITS_PER_PAGE = 5;

/** A query as ranking needs it: what was typed, and the units the index matched. */
export interface RankQuery {
  raw: string;
  units: readonly QueryUnit[];
}

interface Scored {
  hit: SearchHit;
  score: number;
  order: number;
}

/** Score of one hit in `field` (its text): `quality` runs 0–2 (see match-units.ts). */
function scoreHit(type: HitType, match: TextMatch, field: string, whole: boolean): number {
  const marked = match.ranges.reduce((sum, r) => sum + r.length, 0);
  const coverage = type === 'content' || match.quality >= 2 || !field.length ? 0 : Math.min(1, marked / field.length);
  return (
    TYPE_WEIGHT[type] +
    match.quality * QUALITY_WEIGHT +
    (whole ? BONUS : 0) +
    (match.phrase ? BONUS : 0) +
    coverage * COVERAGE_WEIGHT
  );
}

/**
 * The hits of one page, best first, one per link, at most MAX_HITS_PER_PAGE: its title, the
 * headings holding every unit, and the sections holding every unit (failing that, some of them).
 * A section whose heading is already a hit adds no content hit: both would lead to one place.
 */
function pageHits([title, routePath, sections]: FragmentPage, query: RankQuery): Scored[] {
  const flat = query.units.map((u) => u.text).join(' ');
  const out: Scored[] = [];
  const base = { title, query: query.raw };
  const titled = matchUnits(title, query.units);
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
    out.push({ hit, score: scoreHit('title', titled, title, normalize(title) === flat), order: -1 });
  }
  const linked = new Set<number>();
  sections.forEach(([header, id], i) => {
    if (!id) return;
    const match = matchUnits(header, query.units);
    if (!match.complete) return;
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
    out.push({ hit, score: scoreHit('header', match, header, normalize(header) === flat), order: i });
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
    out.push({ hit, score: scoreHit('content', match, text, false), order: i });
  });
  out.sort((a, b) => b.score - a.score || a.order - b.order);
  const seen = new Set<string>();
  return out.filter(({ hit }) => !seen.has(hit.link) && seen.add(hit.link)).slice(0, MAX_HITS_PER_PAGE);
}

/** A page the index found: where it ranks there, and its fragment once fetched. */
export interface FoundPage {
  band: number;
  order: number;
  fragment: FragmentPage;
}

/**
 * The groups to show, at most `limit` hits in all: pages by band, then by their best hit, then in
 * the index's order. Pages with no hit to show (the index matched words the fragment lacks) drop out.
 */
export function rankGroups(found: readonly FoundPage[], query: RankQuery, limit: number): SearchGroup[] {
  const scored = found
    .map((page) => ({ page, hits: pageHits(page.fragment, query) }))
    .filter(({ hits }) => hits.length)
    .sort((a, b) => a.page.band - b.page.band || b.hits[0].score - a.hits[0].score || a.page.order - b.page.order);
  const groups: SearchGroup[] = [];
  let total = 0;
  for (const { page, hits } of scored) {
    if (total >= limit) break;
    const kept = hits.slice(0, limit - total).map((s) => s.hit);
    total += kept.length;
    const path = Array.isArray(page.fragment[3]) ? page.fragment[3] : [];
    groups.push({ routePath: page.fragment[1], title: page.fragment[0], path, hits: kept });
  }
  return groups;
}
