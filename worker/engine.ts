/**
 * The search engine of one language: a FlexSearch 0.8 Document index over the title, the headings
 * and the content of every page, built synchronously from the index JSON. This is the only module
 * that imports FlexSearch.
 *
 * FlexSearch does the lookup (forward tokenizer: every term is also found by its prefixes); the
 * linguistics happen before it, in tokenize.ts, so FlexSearch's own encoder only splits on spaces.
 * One FlexSearch document per page (title, all its headings, all its text); hits.ts then finds
 * the headings and sections of each matched page that hold the query, and links to them.
 */
import { Document, Encoder } from 'flexsearch';
import type { SearchDoc, SearchResult } from '../src/shared/search';
import { SEARCH_RESULT_LIMIT } from '../src/shared/search';
import { collectGroups, type FieldResult } from './collect';
import { typoVariants } from './fuzzy';
import { createHitMaker, prepareQuery } from './hits';
import { createPostingsMatcher, type Postings } from './postings';
import { type Page, type Section, splitSections } from './sections';
import { indexTerms, type QueryUnit, queryTerms, queryUnits } from './tokenize';

/** FlexSearch scoring slots (spec §9: resolution 9, minimum token length 1). */
export const RESOLUTION = 9;
export const MIN_TOKEN_LENGTH = 1;
/** Ids FlexSearch hands over per field; ranking happens on these. */
const CANDIDATES_PER_FIELD = SEARCH_RESULT_LIMIT;

/** What one FlexSearch document holds: terms (already tokenized, space-separated) per field. */
export type IndexDoc = { id: number; title: string; header: string; content: string };

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

/** An empty index with the engine's options (exported for benchmarks that export and import it). */
export function emptyIndex(): Document<IndexDoc> {
  const encoder = new Encoder({
    normalize: false,
    split: ' ',
    numeric: false,
    dedupe: false,
    minlength: MIN_TOKEN_LENGTH,
    cache: false,
  });
  const field = (name: string) => ({ field: name, tokenize: 'forward' as const, resolution: RESOLUTION, encoder });
  return new Document<IndexDoc>({ document: { id: 'id', index: ['title', 'header', 'content'].map(field) as never } });
}

/**
 * Adds every page to `index`, as the engine does: its id is its index in `pages` (dense ids keep
 * FlexSearch's intersections fast), its content the whole page, title and headings included, so
 * that all words of a query may come from anywhere on it.
 */
export function fillIndex(index: Document<IndexDoc>, pages: readonly Page[], sections: readonly Section[]): void {
  pages.forEach((page, id) => {
    const own = sections.slice(page.firstSection, page.firstSection + page.sectionCount);
    const headings = own.filter((s) => s.isHeading).map((s) => s.header);
    const content = [page.title, ...own.map((s) => (s.isHeading ? `${s.header}\n${s.text}` : s.text))].join('\n');
    index.add({
      id,
      title: indexTerms(page.title).join(' '),
      header: indexTerms(headings.join('\n')).join(' '),
      content: indexTerms(content).join(' '),
    });
  });
}

const FIELDS = ['title', 'header', 'content'] as const;

/**
 * The term → ids map FlexSearch keeps for one field of `index`, for postings.ts to read directly;
 * null if this FlexSearch build lays its index out differently (lookups then go through
 * `index.search`, slower on broad queries but with the same answers).
 */
function postingsOf(index: Document<IndexDoc>, field: string): Postings | null {
  const map = (index as unknown as { index?: Map<string, { map?: unknown }> }).index?.get?.(field)?.map;
  return map instanceof Map ? (map as Postings) : null;
}

function clampLimit(limit: unknown): number {
  if (typeof limit !== 'number' || Number.isNaN(limit)) return SEARCH_RESULT_LIMIT;
  return Math.max(0, Math.min(SEARCH_RESULT_LIMIT, Math.floor(limit)));
}

/** Builds the engine for one language's documents; malformed documents are skipped. */
export function createEngine(docs: readonly SearchDoc[]): Engine {
  const { pages, sections } = splitSections(docs);
  const index = emptyIndex();
  fillIndex(index, pages, sections);
  const hits = createHitMaker(pages, sections);

  const postings = FIELDS.map((field) => postingsOf(index, field));
  const direct = postings.every(Boolean);
  const matcher = createPostingsMatcher(pages.length);

  const lookup = (terms: string[], suggest = false): FieldResult[] => {
    if (!terms.length) return [];
    // Suggestions (some terms missing) are rare, a last resort: FlexSearch ranks those itself.
    if (suggest || !direct)
      return index.search(terms.join(' '), { limit: CANDIDATES_PER_FIELD, suggest }) as unknown as FieldResult[];
    const found: FieldResult[] = [];
    FIELDS.forEach((field, i) => {
      const result = matcher.all(postings[i] as Postings, terms, CANDIDATES_PER_FIELD);
      if (result.length) found.push({ field, result });
    });
    return found;
  };
  // The content field holds every word of a page (title and headings too): one field tells if a word is known.
  const known = (term: string) =>
    direct
      ? !!(postings[2] as Postings).get(term)?.some((ids) => ids?.length)
      : (index.search(term, { index: 'content', limit: 1 }) as unknown as FieldResult[]).length > 0;

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
   * (CJK runs as phrases); CJK runs as separate words and typos corrected; then documents holding
   * only some of the terms (FlexSearch's suggestions, best covered first).
   */
  const find = (typed: QueryUnit[]): { units: QueryUnit[]; found: FieldResult[] } => {
    const first = queryTerms(typed, 'phrase');
    const found = lookup(first);
    if (found.length) return { units: typed, found };
    const units = correct(typed) ?? typed;
    const terms = queryTerms(units, 'words');
    // Without CJK runs or corrections the second step asks for the very terms that just found nothing.
    const same = terms.length === first.length && terms.every((term, i) => term === first[i]);
    const retried = same ? found : lookup(terms);
    if (retried.length || terms.length < 2) return { units, found: retried };
    return { units, found: lookup(terms, true) };
  };

  return {
    pageCount: pages.length,
    sectionCount: sections.length,
    search(query, limit) {
      const max = clampLimit(limit);
      const raw = typeof query === 'string' ? query : '';
      const typed = queryUnits(raw);
      if (!typed.length || !max || !pages.length) return { query: raw, groups: [], total: 0 };
      const { units, found } = find(typed);
      const prepared = prepareQuery(raw, units);
      const groups = collectGroups(found, hits, prepared, max).map((group) => ({
        routePath: pages[group[0].page].routePath,
        title: pages[group[0].page].title,
        hits: group.map((c) => hits.hit(c, prepared)),
      }));
      return { query: raw, groups, total: groups.reduce((n, g) => n + g.hits.length, 0) };
    },
  };
}
