/**
 * The search engine of one language: a FlexSearch 0.8 Document index over the sections of every page,
 * with three fields (page title, heading, section text), built synchronously from the index JSON.
 * This is the only module that imports FlexSearch.
 *
 * FlexSearch does the lookup (forward tokenizer: every term is also found by its prefixes); the
 * linguistics happen before it, in tokenize.ts, so FlexSearch's own encoder only splits on spaces.
 */
import { Document, Encoder } from 'flexsearch';
import { SEARCH_RESULT_LIMIT } from '../src/shared/search';
import type { HitType, SearchDoc, SearchResult } from '../src/shared/search';
import { typoVariants } from './fuzzy';
import { groupCandidates } from './group';
import { createHitMaker, prepareQuery, type HitCandidate } from './hits';
import { splitSections } from './sections';
import { indexTerms, queryTerms, queryUnits, type CjkMode, type QueryUnit } from './tokenize';

/** FlexSearch scoring slots (spec §9: resolution 9, minimum token length 1). */
export const RESOLUTION = 9;
export const MIN_TOKEN_LENGTH = 1;
/** Sections FlexSearch hands over per field; ranking happens on these. */
const CANDIDATES_PER_FIELD = SEARCH_RESULT_LIMIT;
const FIELDS: readonly HitType[] = ['title', 'header', 'content'];

type SectionDoc = { id: number; title: string; header: string; content: string };
type FieldResult = { field?: string; result: number[] };

export interface Engine {
  /**
   * Searches the index. `limit` caps the number of hits (default and maximum 100). Never throws.
   *
   * @example engine.search('rend', 7).groups[0].hits[0] // { type: 'title', title: 'RenderContext', … }
   */
  search(query: string, limit?: number): SearchResult;
  /** Pages and sections indexed (for benchmarks and tests). */
  readonly pageCount: number;
  readonly sectionCount: number;
}

function clampLimit(limit: unknown): number {
  if (typeof limit !== 'number' || Number.isNaN(limit)) return SEARCH_RESULT_LIMIT;
  return Math.max(0, Math.min(SEARCH_RESULT_LIMIT, Math.floor(limit)));
}

/** Builds the engine for one language's documents; malformed documents are skipped. */
export function createEngine(docs: readonly SearchDoc[]): Engine {
  const { pages, sections } = splitSections(docs);
  const encoder = new Encoder({ normalize: false, split: ' ', numeric: false, dedupe: false, minlength: MIN_TOKEN_LENGTH, cache: false });
  const field = (name: string) => ({ field: name, tokenize: 'forward' as const, resolution: RESOLUTION, encoder });
  const index = new Document<SectionDoc>({ document: { id: 'id', index: FIELDS.map(field) as never } });
  sections.forEach((s, id) => {
    const first = id === 0 || sections[id - 1].page !== s.page;
    const title = first ? indexTerms(pages[s.page].title).join(' ') : '';
    const header = s.isHeading ? indexTerms(s.header).join(' ') : '';
    index.add({ id, title, header, content: indexTerms(s.text).join(' ') });
  });
  const hits = createHitMaker(pages, sections);

  const lookup = (terms: string[], limit: number, suggest = false): FieldResult[] =>
    terms.length ? (index.search(terms.join(' '), { limit, suggest }) as unknown as FieldResult[]) : [];
  const known = (term: string) => lookup([term], 1).length > 0;

  /** Replaces each word that finds nothing by its first known spelling variant; null if none helped. */
  const correct = (units: QueryUnit[]): QueryUnit[] | null => {
    let changed = false;
    const fixed = units.map((unit) => {
      if (unit.kind !== 'word' || known(unit.text)) return unit;
      const variant = typoVariants(unit.text).find(known);
      if (!variant) return unit;
      changed = true;
      return { ...unit, text: variant };
    });
    return changed ? fixed : null;
  };

  /**
   * Looks the units up, each step more lenient, stopping at the first that finds anything: as typed
   * (CJK runs as phrases); CJK runs as separate words and typos corrected; then sections holding
   * only some of the terms (FlexSearch's suggestions, best covered first).
   */
  const find = (typed: QueryUnit[]): { units: QueryUnit[]; found: FieldResult[] } => {
    const attempt = (units: QueryUnit[], mode: CjkMode, suggest = false) => ({
      units,
      found: lookup(queryTerms(units, mode), CANDIDATES_PER_FIELD, suggest),
    });
    let step = attempt(typed, 'phrase');
    if (step.found.length) return step;
    step = attempt(correct(typed) ?? typed, 'words');
    if (step.found.length || queryTerms(step.units, 'words').length < 2) return step;
    return attempt(step.units, 'words', true);
  };

  return {
    pageCount: pages.length,
    sectionCount: sections.length,
    search(query, limit) {
      const max = clampLimit(limit);
      const raw = typeof query === 'string' ? query : '';
      const typed = queryUnits(raw);
      if (!typed.length || !max || !sections.length) return { query: raw, groups: [], total: 0 };
      const { units, found } = find(typed);
      const prepared = prepareQuery(raw, units);
      const candidates: HitCandidate[] = [];
      for (const { field: name, result } of found) {
        // A title is indexed on its page's first section, so every id here is a section.
        result.forEach((id, rank) => candidates.push(hits.candidate(name as HitType, id, prepared, rank)));
      }
      const groups = groupCandidates(candidates, max).map((group) => ({
        routePath: pages[group[0].page].routePath,
        title: pages[group[0].page].title,
        hits: group.map((c) => hits.hit(c, prepared)),
      }));
      return { query: raw, groups, total: groups.reduce((n, g) => n + g.hits.length, 0) };
    },
  };
}
